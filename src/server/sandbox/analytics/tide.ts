/**
 * Net-premium tide from large orders (part-a, Net-premium tide). Premiums are USD already
 * multiplied; the aggressor decides bought (at ask) versus sold (at bid); neutral prints join no
 * component. net_premium is the accounting measure, paid − received, puts not flipped; the
 * directional reading (cb + ps) − (cs + pb) is a separate figure and may differ in sign.
 */
import type { FlowOrder, TideBucket, TideComponents, TidePoint } from '../../../api/types';

export const TIDE_BASIS = {
  measure_type: 'accounting_net_premium',
  calibration: 'none',
  methodology_version: '1.1.0',
} as const;
export const TIDE_DTE_BUCKETS = ['0dte', '1-7', '8-30', '31-90', '90+'] as const;
export type TideDteBucket = (typeof TIDE_DTE_BUCKETS)[number];
/** |strike / spot − 1| at or under this is at the money. */
export const ATM_BAND = 0.01;
const CLUSTER_MS = 5 * 60_000;

/** An order with its trading-day DTE resolved (the calendar lives outside this pure module). */
export interface TideOrder {
  readonly order: FlowOrder;
  readonly tradingDte: number;
}

type Mutable = { -readonly [K in keyof TideComponents]: number };
const zero = (): Mutable => ({
  call_premium_bought: 0,
  call_premium_sold: 0,
  put_premium_bought: 0,
  put_premium_sold: 0,
});

function add(c: Mutable, o: FlowOrder): void {
  const { option_type: type, direction, premium } = o.order;
  if (direction === 'neutral') return;
  if (type === 'call') {
    if (direction === 'buy') c.call_premium_bought += premium;
    else c.call_premium_sold += premium;
  } else if (direction === 'buy') c.put_premium_bought += premium;
  else c.put_premium_sold += premium;
}

export function components(orders: readonly FlowOrder[]): TideComponents {
  const c = zero();
  for (const o of orders) add(c, o);
  return c;
}

/** Premium paid − premium received (accounting measure). */
export function netPremium(c: TideComponents): number {
  return c.call_premium_bought + c.put_premium_bought - (c.call_premium_sold + c.put_premium_sold);
}

/** (call bought + put sold) − (call sold + put bought): the directional reading. */
export function directionalReading(c: TideComponents): number {
  return c.call_premium_bought + c.put_premium_sold - (c.call_premium_sold + c.put_premium_bought);
}

export function dteBucket(tradingDte: number): TideDteBucket {
  if (tradingDte <= 0) return '0dte';
  if (tradingDte <= 7) return '1-7';
  if (tradingDte <= 30) return '8-30';
  if (tradingDte <= 90) return '31-90';
  return '90+';
}

/** ITM/ATM/OTM of a print against the spot at the print; null when spot is unknown. */
export function moneyness(type: 'call' | 'put', strike: number, spot: number | null): 'itm' | 'atm' | 'otm' | null {
  if (spot === null || spot <= 0) return null;
  if (Math.abs(strike / spot - 1) <= ATM_BAND) return 'atm';
  const itm = type === 'call' ? strike < spot : strike > spot;
  return itm ? 'itm' : 'otm';
}

function bucketRow(bucket: string, c: TideComponents): TideBucket {
  return { bucket, ...c, net_premium: netPremium(c) };
}

export interface TideSummary extends TideComponents {
  readonly net_premium: number;
  readonly directional_reading: number;
  readonly by_dte: TideBucket[];
  readonly breakdown: (TideBucket & { moneyness: 'itm' | 'atm' | 'otm'; option_type: 'call' | 'put' })[];
  readonly curve: TidePoint[];
  readonly orders_count: number;
  /** Prints without a known spot, left out of the moneyness breakdown only. */
  readonly unclassified_moneyness: number;
  /** ts_ms of the newest order included, null when none. */
  readonly last_ts_ms: number | null;
}

/** The whole tide of a set of orders; `startMs` anchors the 5-minute curve (session open). */
export function tide(orders: readonly TideOrder[], startMs: number): TideSummary {
  const total = zero();
  const byDte = new Map<TideDteBucket, Mutable>(TIDE_DTE_BUCKETS.map((b) => [b, zero()]));
  const breakdown = new Map<string, Mutable>();
  const buckets = new Map<number, Mutable>();
  let unclassified = 0;
  let last: number | null = null;
  for (const { order: o, tradingDte } of orders) {
    add(total, o);
    add(byDte.get(dteBucket(tradingDte))!, o);
    const m = moneyness(o.order.option_type, o.order.strike, o.order.spot_price);
    if (m === null) unclassified += 1;
    else {
      const key = `${m}|${o.order.option_type}`;
      let b = breakdown.get(key);
      if (!b) breakdown.set(key, (b = zero()));
      add(b, o);
    }
    const slot = Math.floor((o.ts_ms - startMs) / CLUSTER_MS);
    let p = buckets.get(slot);
    if (!p) buckets.set(slot, (p = zero()));
    add(p, o);
    if (last === null || o.ts_ms > last) last = o.ts_ms;
  }
  const curve: TidePoint[] = [];
  const cum = zero();
  for (const slot of [...buckets.keys()].sort((a, b) => a - b)) {
    const p = buckets.get(slot)!;
    for (const k of Object.keys(cum) as (keyof Mutable)[]) cum[k] += p[k];
    curve.push({
      t: new Date(startMs + (slot + 1) * CLUSTER_MS).toISOString(),
      cum_net_premium: netPremium(cum),
      cum_directional: directionalReading(cum),
      cum_call_net: cum.call_premium_bought - cum.call_premium_sold,
      cum_put_net: cum.put_premium_bought - cum.put_premium_sold,
    });
  }
  const order: Record<string, number> = { itm: 0, atm: 1, otm: 2 };
  return {
    ...total,
    net_premium: netPremium(total),
    directional_reading: directionalReading(total),
    by_dte: TIDE_DTE_BUCKETS.map((b) => bucketRow(b, byDte.get(b)!)),
    breakdown: [...breakdown.entries()]
      .map(([key, c]) => {
        const [m, type] = key.split('|') as ['itm' | 'atm' | 'otm', 'call' | 'put'];
        return { ...bucketRow(`${m}_${type}`, c), moneyness: m, option_type: type };
      })
      .sort((a, b) => order[a.moneyness]! - order[b.moneyness]! || a.option_type.localeCompare(b.option_type)),
    curve,
    orders_count: orders.length,
    unclassified_moneyness: unclassified,
    last_ts_ms: last,
  };
}
