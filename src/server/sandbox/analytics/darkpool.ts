/**
 * Dark-pool analytics over simulated prints: NBBO-location pressure, the time-by-price profile with
 * POC and 70% value area, and the options-confirmation read of a block. Direction here is only a
 * proxy from where the print landed versus the quote (no buyer/seller identity exists).
 */
import type { FlowOrder } from '../../../api/types';
import type { DarkPrint, NbboLabel } from '../model/darkpool';

export type ProxySide = 'buy' | 'sell' | 'neutral';

export function proxySide(label: NbboLabel): ProxySide {
  if (label === 'at_ask' || label === 'above_ask') return 'buy';
  if (label === 'at_bid' || label === 'below_bid') return 'sell';
  return 'neutral';
}

export interface PressureWindow {
  readonly start: string;
  readonly end: string;
  readonly buy: number;
  readonly sell: number;
  readonly net: number;
  /** buy / (buy + sell); null when neither side printed. */
  readonly ratio: number | null;
  readonly n: number;
}

export interface PressureWindowExAway extends PressureWindow {
  readonly away_notional: number;
  readonly away_n: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export interface PressureSums {
  buy: number;
  sell: number;
  n: number;
  away_notional: number;
  away_n: number;
}

/** Sums of a set of prints; with exAway the away-from-quote prints are left out and counted apart. */
export function pressureSums(prints: Iterable<DarkPrint>, exAway: boolean): PressureSums {
  const s: PressureSums = { buy: 0, sell: 0, n: 0, away_notional: 0, away_n: 0 };
  for (const p of prints) {
    if (exAway && p.away_from_quote === true) {
      s.away_notional += p.premium;
      s.away_n += 1;
      continue;
    }
    s.n += 1;
    const side = proxySide(p.nbbo_label);
    if (side === 'buy') s.buy += p.premium;
    else if (side === 'sell') s.sell += p.premium;
  }
  return s;
}

function toWindow(start: number, end: number, s: PressureSums): PressureWindow {
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    buy: round2(s.buy),
    sell: round2(s.sell),
    net: round2(s.buy - s.sell),
    ratio: s.buy + s.sell > 0 ? Math.round((s.buy / (s.buy + s.sell)) * 10_000) / 10_000 : null,
    n: s.n,
  };
}

/**
 * Windows of `windowMs` from `openMs` up to `endMs` (the last one may be partial), over prints of
 * one or many tickers. Windows with no print still appear (a measured zero).
 */
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
): PressureWindow[];
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
  exAway: true,
): PressureWindowExAway[];
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
  exAway = false,
): PressureWindow[] | PressureWindowExAway[] {
  if (endMs <= openMs) return [];
  const count = Math.ceil((endMs - openMs) / windowMs);
  const groups: DarkPrint[][] = Array.from({ length: count }, () => []);
  for (const p of prints) {
    if (p.ts_ms < openMs || p.ts_ms >= endMs) continue;
    groups[Math.floor((p.ts_ms - openMs) / windowMs)]!.push(p);
  }
  return groups.map((g, i) => {
    const start = openMs + i * windowMs;
    const s = pressureSums(g, exAway);
    const w = toWindow(start, Math.min(endMs, start + windowMs), s);
    return exAway ? { ...w, away_notional: round2(s.away_notional), away_n: s.away_n } : w;
  });
}

export interface ProfileRow {
  readonly price: number;
  readonly shares: number;
}

export interface ValueArea {
  /** Index of the row with most shares (the lowest price on ties). */
  readonly pocIndex: number;
  readonly valIndex: number;
  readonly vahIndex: number;
}

/**
 * POC and the 70% value area grown from the POC outwards: at each step the side (one row above or
 * below) with more shares joins, until the area holds at least `fraction` of all shares. Null when
 * there are no shares.
 */
export function valueArea(rows: readonly ProfileRow[], fraction = 0.7): ValueArea | null {
  const total = rows.reduce((s, r) => s + r.shares, 0);
  if (total <= 0) return null;
  let poc = 0;
  rows.forEach((r, i) => {
    if (r.shares > rows[poc]!.shares) poc = i;
  });
  let lo = poc;
  let hi = poc;
  let inside = rows[poc]!.shares;
  while (inside < fraction * total && (lo > 0 || hi < rows.length - 1)) {
    const below = lo > 0 ? rows[lo - 1]!.shares : -1;
    const above = hi < rows.length - 1 ? rows[hi + 1]!.shares : -1;
    if (above >= below) inside += rows[++hi]!.shares;
    else inside += rows[--lo]!.shares;
  }
  return { pocIndex: poc, valIndex: lo, vahIndex: hi };
}

/** A price step giving at most ~`maxRows` levels over the range: 1, 2, 2.5 or 5 × 10^k dollars, min 1 cent. */
export function priceStep(low: number, high: number, maxRows = 60): number {
  const raw = Math.max(0.01, (high - low) / maxRows);
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw) return Math.round(m * pow * 100) / 100;
  return Math.round(10 * pow * 100) / 100;
}

export interface TimeProfile {
  readonly bucket_minutes: number;
  readonly price_step: number;
  /** Price of row 0; row i is price_low + i × price_step. */
  readonly price_low: number;
  /** Sparse cells [bucket_index, price_index, shares], ordered by bucket then price. */
  readonly cells: [number, number, number][];
  /** [buy, sell, away] shares per cell, in `cells` order. */
  readonly cells_side: [number, number, number][];
  readonly rows: { price: number; shares: number }[];
  readonly buckets: { bucket_index: number; start: string; shares: number }[];
  readonly poc: number | null;
  readonly val: number | null;
  readonly vah: number | null;
  readonly totals: {
    shares: number;
    notional: number;
    prints: number;
    buy_volume: number;
    sell_volume: number;
    away_volume: number;
  };
}

export function timeProfile(prints: readonly DarkPrint[], openMs: number, bucketMinutes = 5): TimeProfile {
  const bucketMs = bucketMinutes * 60_000;
  let low = Infinity;
  let high = -Infinity;
  for (const p of prints) {
    low = Math.min(low, p.price);
    high = Math.max(high, p.price);
  }
  const step = prints.length === 0 ? 0.01 : priceStep(low, high);
  const base = prints.length === 0 ? 0 : Math.floor(low / step + 1e-9) * step;
  const rowsCount = prints.length === 0 ? 0 : Math.floor((high - base) / step + 1e-9) + 1;
  const rowShares = new Array<number>(rowsCount).fill(0);
  const cellMap = new Map<string, [number, number, number, number, number, number]>();
  const bucketShares = new Map<number, number>();
  const totals = { shares: 0, notional: 0, prints: 0, buy_volume: 0, sell_volume: 0, away_volume: 0 };
  for (const p of prints) {
    const b = Math.max(0, Math.floor((p.ts_ms - openMs) / bucketMs));
    const r = Math.min(rowsCount - 1, Math.floor((p.price - base) / step + 1e-9));
    const key = `${b}|${r}`;
    const cell = cellMap.get(key) ?? [b, r, 0, 0, 0, 0];
    cellMap.set(key, cell);
    cell[2] += p.size;
    const side = proxySide(p.nbbo_label);
    if (side === 'buy') cell[3] += p.size;
    if (side === 'sell') cell[4] += p.size;
    if (p.away_from_quote === true) cell[5] += p.size;
    rowShares[r] = rowShares[r]! + p.size;
    bucketShares.set(b, (bucketShares.get(b) ?? 0) + p.size);
    totals.shares += p.size;
    totals.notional += p.premium;
    totals.prints += 1;
    if (side === 'buy') totals.buy_volume += p.size;
    if (side === 'sell') totals.sell_volume += p.size;
    if (p.away_from_quote === true) totals.away_volume += p.size;
  }
  const ordered = [...cellMap.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const priceOf = (i: number) => Math.round((base + i * step) * 10_000) / 10_000;
  const rows = rowShares.map((shares, i) => ({ price: priceOf(i), shares }));
  const va = valueArea(rows);
  return {
    bucket_minutes: bucketMinutes,
    price_step: step,
    price_low: priceOf(0),
    cells: ordered.map((c) => [c[0], c[1], c[2]]),
    cells_side: ordered.map((c) => [c[3], c[4], c[5]]),
    rows,
    buckets: [...bucketShares]
      .sort((a, b) => a[0] - b[0])
      .map(([bucket_index, shares]) => ({
        bucket_index,
        start: new Date(openMs + bucket_index * bucketMs).toISOString(),
        shares,
      })),
    poc: va ? priceOf(va.pocIndex) : null,
    val: va ? priceOf(va.valIndex) : null,
    vah: va ? priceOf(va.vahIndex) : null,
    totals: { ...totals, notional: round2(totals.notional) },
  };
}

export type ConfirmationRead = 'confirming' | 'contradicting' | 'mixed' | 'no_flow' | 'no_direction';

export interface OptionsConfirmation {
  readonly window_minutes: number;
  readonly orders: number;
  /** Σ of bullish-signed premium: bought calls and sold puts +, sold calls and bought puts −. */
  readonly net_bullish_premium: number;
  readonly gross_premium: number;
  readonly read: ConfirmationRead;
}

/** The flow orders within ±windowMinutes of a block read as agreeing with the block's proxy side or not. */
export function optionsConfirmation(
  print: DarkPrint,
  orders: readonly FlowOrder[],
  windowMinutes = 15,
): OptionsConfirmation {
  const w = windowMinutes * 60_000;
  let net = 0;
  let gross = 0;
  let n = 0;
  for (const o of orders) {
    if (o.ts_ms < print.ts_ms - w || o.ts_ms > print.ts_ms + w) continue;
    n += 1;
    const sign = o.order.direction === 'buy' ? 1 : o.order.direction === 'sell' ? -1 : 0;
    if (sign === 0) continue;
    gross += o.order.premium;
    net += (o.order.option_type === 'call' ? sign : -sign) * o.order.premium;
  }
  const side = proxySide(print.nbbo_label);
  let read: ConfirmationRead;
  if (n === 0 || gross === 0) read = 'no_flow';
  else if (side === 'neutral') read = 'no_direction';
  else if (Math.abs(net) < 0.25 * gross) read = 'mixed';
  else read = net > 0 === (side === 'buy') ? 'confirming' : 'contradicting';
  return {
    window_minutes: windowMinutes,
    orders: n,
    net_bullish_premium: round2(net),
    gross_premium: round2(gross),
    read,
  };
}
