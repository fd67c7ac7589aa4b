/**
 * Earnings answers shaped for the page: a session's reporters (with the flow each drew), the sessions
 * with earnings data, one reporter's detail (event, flow summary, net greeks, order scatter, orders and
 * abnormal trades) and the upcoming calendar. Every answer is already typed by its schema
 * (src/api/schemas/earnings.ts); a figure it does not give stays null ("—"), never 0.
 */
import type { AnswerOf } from '../../../api/schemas';
import { earningsEventOf, type EarningsEvent } from '../../data/earnings-event';
import { readFlowTotals, type FlowTotals } from '../../data/flow-totals';

export type { EarningsEvent } from '../../data/earnings-event';

type Side = 'buy' | 'sell' | 'neutral' | null;
type OptionType = 'call' | 'put' | null;

export type ReportersAnswer = AnswerOf<'earnings.current'> | AnswerOf<'earnings.session'>;
export type SessionsAnswer = AnswerOf<'earnings.sessions'>;
export type DetailAnswer = AnswerOf<'earnings.ticker'>;
export type CalendarAnswer = AnswerOf<'earnings.calendar'>;

export interface Reporter extends EarningsEvent {
  readonly flow: FlowTotals;
}

/** A session's reporters, in the service's order; a row without a ticker is left out. */
export function readReporters(answer: ReportersAnswer | undefined): Reporter[] {
  return (answer?.rows ?? []).flatMap((r) => {
    const e = earningsEventOf(r);
    return e ? [{ ...e, flow: readFlowTotals(r.flow) }] : [];
  });
}

/** The upcoming calendar, soonest first. */
export function readUpcoming(answer: CalendarAnswer | undefined): EarningsEvent[] {
  const rows = (answer?.rows ?? []).flatMap((r) => {
    const e = earningsEventOf(r);
    return e ? [e] : [];
  });
  return rows.sort((a, b) => (a.releaseAt ?? a.session ?? '').localeCompare(b.releaseAt ?? b.session ?? ''));
}

export interface SessionEntry {
  readonly session: string;
  readonly tickersCount: number | null;
  readonly finality: string | null;
}

/** Sessions with earnings data, newest first, once each; an entry that is not a date is left out. */
export function readEarningsSessions(answer: SessionsAnswer | undefined): SessionEntry[] {
  const out = new Map<string, SessionEntry>();
  for (const s of answer?.sessions ?? []) {
    if (s.session === null || !/^\d{4}-\d{2}-\d{2}$/.test(s.session)) continue;
    out.set(s.session, { session: s.session, tickersCount: s.tickers_count, finality: s.finality });
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
  readonly optionType: OptionType;
  readonly side: Side;
  readonly dte: number | null;
  readonly iv: number | null;
}

export interface OrderRow {
  readonly id: string;
  readonly executedAt: string | null;
  readonly occ: string | null;
  readonly optionType: OptionType;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly dte: number | null;
  readonly contracts: number | null;
  readonly premium: number | null;
  readonly price: number | null;
  readonly side: Side;
  readonly iv: number | null;
}

export interface AbnormalRow {
  readonly id: string;
  readonly timestamp: string | null;
  readonly occ: string | null;
  readonly optionType: OptionType;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly contracts: number | null;
  readonly threshold: number | null;
  readonly premium: number | null;
  readonly side: Side;
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

type ScatterRow = DetailAnswer['scatter'][number];
type OrderAnswerRow = DetailAnswer['orders'][number];
type AbnormalAnswerRow = DetailAnswer['abnormal_trades'][number];

function scatterPointOf(r: ScatterRow, i: number): ScatterPoint | null {
  // A point without a time, a place or a size cannot be drawn; it is left out rather than put at 0.
  if (r.ts_ms === null || r.strike === null || r.premium === null) return null;
  return {
    id: r.event_id ?? String(i),
    t: r.ts_ms,
    strike: r.strike,
    premium: r.premium,
    contracts: r.contracts,
    optionType: r.option_type,
    side: r.direction,
    dte: r.dte,
    iv: r.implied_volatility,
  };
}

function orderOf(r: OrderAnswerRow, i: number): OrderRow {
  return {
    id: r.event_id ?? String(i),
    executedAt: r.executed_at,
    occ: r.option_symbol,
    optionType: r.option_type,
    strike: r.strike,
    expiration: r.expiration,
    dte: r.dte,
    contracts: r.contracts,
    premium: r.premium,
    price: r.price,
    side: r.direction,
    iv: r.implied_volatility,
  };
}

function abnormalOf(r: AbnormalAnswerRow, i: number): AbnormalRow {
  return {
    id: r.event_id ?? String(i),
    timestamp: r.timestamp,
    occ: r.option_symbol,
    optionType: r.option_type,
    strike: r.strike,
    expiration: r.expiration,
    contracts: r.contracts,
    threshold: r.p99_threshold,
    premium: r.premium,
    side: r.side,
  };
}

/** Instants compared as times (the service may write `Z` or `+00:00`); unknown times go last. */
function newestFirst(a: string | null, b: string | null): number {
  const ta = a === null ? Number.NaN : Date.parse(a);
  const tb = b === null ? Number.NaN : Date.parse(b);
  return (Number.isNaN(tb) ? -Infinity : tb) - (Number.isNaN(ta) ? -Infinity : ta) || 0;
}

export function readEarningsDetail(answer: DetailAnswer): EarningsDetail {
  const g = answer.greeks;
  return {
    event: answer.event ? earningsEventOf(answer.event) : null,
    summary: readFlowTotals(answer.summary),
    greeks: {
      delta: g?.net_delta ?? null,
      gamma: g?.net_gamma ?? null,
      vega: g?.net_vega ?? null,
      theta: g?.net_theta ?? null,
      ordersPriced: g?.orders_priced ?? null,
      ordersUnpriced: g?.orders_unpriced ?? null,
    },
    scatter: answer.scatter.map(scatterPointOf).filter((p): p is ScatterPoint => p !== null),
    orders: answer.orders.map(orderOf).sort((a, b) => newestFirst(a.executedAt, b.executedAt)),
    abnormal: answer.abnormal_trades.map(abnormalOf).sort((a, b) => newestFirst(a.timestamp, b.timestamp)),
  };
}
