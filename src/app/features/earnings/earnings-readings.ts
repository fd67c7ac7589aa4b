/**
 * Earnings payloads read for the page: a session's reporters (with the flow each drew), the sessions
 * with earnings data, one reporter's detail (event, flow summary, net greeks, order scatter, orders and
 * abnormal trades) and the upcoming calendar. The reference names no fields of this family, so every
 * field is read leniently and stays null when absent: a missing estimate is "—", never 0.
 */
import { readEarningsEvent, type EarningsEvent } from '../../data/earnings-event';
import { readFlowTotals, type FlowTotals } from '../../data/flow-totals';
import { asObj, num, pickArr, pickNum, pickObjs, pickStr, str, type Obj } from '../../data/readers';

export type { EarningsEvent } from '../../data/earnings-event';

function side(v: unknown): 'buy' | 'sell' | 'neutral' | null {
  return v === 'buy' || v === 'sell' || v === 'neutral' ? v : null;
}

function optionType(v: unknown): 'call' | 'put' | null {
  return v === 'call' || v === 'put' ? v : null;
}

/** The service's ISO timestamp, or epoch ms turned into one; null when neither. */
function instant(o: Obj | null, isoKey: string, msKey: string): string | null {
  const s = pickStr(o, isoKey);
  if (s !== null && !Number.isNaN(Date.parse(s))) return s;
  const ms = pickNum(o, msKey);
  return ms === null ? null : new Date(ms).toISOString();
}

export interface Reporter extends EarningsEvent {
  readonly flow: FlowTotals;
}

/** A session's reporters (`rows`), in the service's order. */
export function readReporters(payload: unknown): Reporter[] {
  return pickObjs(asObj(payload), 'rows', 'data').flatMap((r) => {
    const e = readEarningsEvent(r);
    return e ? [{ ...e, flow: readFlowTotals(asObj(r.flow)) }] : [];
  });
}

/** The upcoming calendar (`rows`), soonest first. */
export function readUpcoming(payload: unknown): EarningsEvent[] {
  const rows = pickObjs(asObj(payload), 'rows', 'data').flatMap((r) => {
    const e = readEarningsEvent(r);
    return e ? [e] : [];
  });
  return rows.sort((a, b) => (a.releaseAt ?? a.session ?? '').localeCompare(b.releaseAt ?? b.session ?? ''));
}

export interface SessionEntry {
  readonly session: string;
  readonly tickersCount: number | null;
  readonly finality: string | null;
}

/** Sessions with earnings data (strings or `{session, tickers_count}`), newest first. */
export function readEarningsSessions(payload: unknown): SessionEntry[] {
  const o = asObj(payload);
  const raw = pickArr(o, 'sessions') ?? (Array.isArray(payload) ? payload : []);
  const out = new Map<string, SessionEntry>();
  for (const v of raw) {
    const r = asObj(v);
    const session = str(v) ?? pickStr(r, 'session', 'date');
    if (session === null || !/^\d{4}-\d{2}-\d{2}$/.test(session)) continue;
    out.set(session, { session, tickersCount: pickNum(r, 'tickers_count'), finality: pickStr(r, 'finality') });
  }
  return [...out.values()].sort((a, b) => b.session.localeCompare(a.session));
}

export interface NetGreeks {
  readonly delta: number | null;
  readonly gamma: number | null;
  readonly vega: number | null;
  readonly theta: number | null;
  readonly ordersPriced: number | null;
  readonly ordersUnpriced: number | null;
}

export interface ScatterPoint {
  readonly id: string;
  /** Epoch ms of the order. */
  readonly t: number;
  readonly strike: number;
  readonly premium: number;
  readonly contracts: number | null;
  readonly optionType: 'call' | 'put' | null;
  readonly side: 'buy' | 'sell' | 'neutral' | null;
  readonly dte: number | null;
  readonly iv: number | null;
}

export interface OrderRow {
  readonly id: string;
  readonly executedAt: string | null;
  readonly occ: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly dte: number | null;
  readonly contracts: number | null;
  readonly premium: number | null;
  readonly price: number | null;
  readonly side: 'buy' | 'sell' | 'neutral' | null;
  readonly iv: number | null;
}

export interface AbnormalRow {
  readonly id: string;
  readonly timestamp: string | null;
  readonly occ: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly contracts: number | null;
  readonly threshold: number | null;
  readonly premium: number | null;
  readonly side: 'buy' | 'sell' | 'neutral' | null;
}

export interface EarningsDetail {
  readonly event: EarningsEvent | null;
  readonly summary: FlowTotals;
  readonly greeks: NetGreeks;
  readonly scatter: ScatterPoint[];
  /** Newest first. */
  readonly orders: OrderRow[];
  /** Newest first. */
  readonly abnormal: AbnormalRow[];
}

function readScatterPoint(r: Obj, i: number): ScatterPoint | null {
  const iso = pickStr(r, 'executed_at', 'timestamp');
  const t = pickNum(r, 'ts_ms') ?? (iso === null ? null : Date.parse(iso));
  const strike = pickNum(r, 'strike');
  const premium = pickNum(r, 'premium');
  // A point without a place or a size cannot be drawn; it is left out rather than put at 0.
  if (t === null || Number.isNaN(t) || strike === null || premium === null) return null;
  return {
    id: pickStr(r, 'event_id') ?? String(i),
    t,
    strike,
    premium,
    contracts: pickNum(r, 'contracts', 'total_contracts'),
    optionType: optionType(r.option_type),
    side: side(r.direction ?? r.side),
    dte: pickNum(r, 'dte'),
    iv: pickNum(r, 'implied_volatility'),
  };
}

function readOrder(r: Obj, i: number): OrderRow {
  return {
    id: pickStr(r, 'event_id') ?? String(i),
    executedAt: instant(r, 'executed_at', 'ts_ms'),
    occ: pickStr(r, 'option_symbol', 'occ'),
    optionType: optionType(r.option_type),
    strike: pickNum(r, 'strike'),
    expiration: pickStr(r, 'expiration'),
    dte: pickNum(r, 'dte'),
    contracts: pickNum(r, 'contracts', 'total_contracts'),
    premium: pickNum(r, 'premium'),
    price: pickNum(r, 'price', 'avg_price'),
    side: side(r.direction ?? r.side),
    iv: pickNum(r, 'implied_volatility'),
  };
}

function readAbnormal(r: Obj, i: number): AbnormalRow {
  return {
    id: pickStr(r, 'event_id') ?? String(i),
    timestamp: pickStr(r, 'timestamp', 'executed_at'),
    occ: pickStr(r, 'option_symbol'),
    optionType: optionType(r.option_type),
    strike: pickNum(r, 'strike'),
    expiration: pickStr(r, 'expiration'),
    contracts: pickNum(r, 'contracts'),
    threshold: pickNum(r, 'p99_threshold'),
    premium: pickNum(r, 'premium'),
    side: side(r.side ?? r.direction),
  };
}

/** Instants compared as times (the service may write `Z` or `+00:00`); unknown times go last. */
function newestFirst(a: string | null, b: string | null): number {
  const ta = a === null ? Number.NaN : Date.parse(a);
  const tb = b === null ? Number.NaN : Date.parse(b);
  return (Number.isNaN(tb) ? -Infinity : tb) - (Number.isNaN(ta) ? -Infinity : ta) || 0;
}

export function readEarningsDetail(payload: unknown): EarningsDetail {
  const o = asObj(payload);
  const event = asObj(o?.event);
  const g = asObj(o?.greeks);
  return {
    event: event ? readEarningsEvent(event) : null,
    summary: readFlowTotals(asObj(o?.summary)),
    greeks: {
      delta: num(g?.net_delta),
      gamma: num(g?.net_gamma),
      vega: num(g?.net_vega),
      theta: num(g?.net_theta),
      ordersPriced: num(g?.orders_priced),
      ordersUnpriced: num(g?.orders_unpriced),
    },
    scatter: pickObjs(o, 'scatter')
      .map(readScatterPoint)
      .filter((p): p is ScatterPoint => p !== null),
    orders: pickObjs(o, 'orders')
      .map(readOrder)
      .sort((a, b) => newestFirst(a.executedAt, b.executedAt)),
    abnormal: pickObjs(o, 'abnormal_trades')
      .map(readAbnormal)
      .sort((a, b) => newestFirst(a.timestamp, b.timestamp)),
  };
}
