/**
 * Earnings intelligence. The reference names no field of this family ("full detail for one ticker:
 * orders, Greeks, scatter, abnormal trades"), so every field below is named as our sandbox answers it,
 * each declared once and read leniently: a missing estimate reads null ("—"), never 0.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { flowTotalFields, netGreekFields } from './order-flow';
import { computed, count, finality, flag, nested, num, optionType, text, tradeDirection } from './common';

/**
 * One reporter's event: a calendar row, a session's reporter and a reporter's `event` alike. The ticker
 * profile reads the calendar through this row too, so these names stay as they are.
 */
export const earningsEvent = z.looseObject({
  ticker: text,
  name: text,
  session: text,
  /** `bmo` before the open, `amc` after the close, shown as the service writes it. */
  time: text,
  release_at: text,
  fiscal_quarter: text,
  reported: flag,
  eps_estimate: num,
  eps_actual: num,
  /** Decimal (0.0988 = +9.88%). */
  eps_surprise_pct: num,
  revenue_estimate: num,
  revenue_actual: num,
  atm_iv: num,
  /** Decimals: the move the options price and the move the stock made. */
  expected_move_pct: num,
  realized_move_pct: num,
});

/** The options flow a group of orders drew: counts and premiums (net premium signed by the aggressor). */
export const flowTotals = z.looseObject(flowTotalFields);

export const earningsReporter = z.extend(earningsEvent, { flow: nested(flowTotals) });

/** A session's reporters (`earnings.current`, `earnings.session`). */
export const earningsReporters = z.extend(computed, { rows: z.array(earningsReporter) });

/** A session with earnings data, as an object. */
export const earningsSessionEntry = z.looseObject({ session: text, tickers_count: count, finality });

/**
 * The reference says only "sessions with materialized earnings data": a service may list bare session
 * strings or objects. A string reads as `{session}` (its count and finality unknown, null).
 */
export const earningsSessionItem = z.pipe(
  z.transform((v) => (typeof v === 'string' ? { session: v, tickers_count: null, finality: null } : v)),
  earningsSessionEntry,
);

export const earningsSessions = z.looseObject({ sessions: z.array(earningsSessionItem) });

/** Net position greeks the aggressors took on. */
export const earningsNetGreeks = z.looseObject({
  ...netGreekFields,
  orders_priced: count,
  orders_unpriced: count,
});

/** One order as a point of the scatter: when (epoch ms), where (strike, DTE), how big and which way. */
export const earningsScatterPoint = z.looseObject({
  event_id: text,
  ts_ms: num,
  strike: num,
  dte: count,
  option_type: optionType,
  premium: num,
  contracts: count,
  direction: tradeDirection,
  implied_volatility: num,
});

/** One recorded order of the reporter (a tape row). */
export const earningsOrder = z.looseObject({
  event_id: text,
  executed_at: text,
  option_symbol: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  dte: count,
  contracts: count,
  premium: num,
  price: num,
  direction: tradeDirection,
  implied_volatility: num,
});

/** One abnormal trade (reference: `ticker`, `side`, `premium` named) of the reporter. */
export const earningsAbnormalTrade = z.looseObject({
  event_id: text,
  timestamp: text,
  option_symbol: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  contracts: count,
  p99_threshold: num,
  premium: num,
  side: tradeDirection,
});

export const earningsDetail = z.extend(computed, {
  event: nested(earningsEvent),
  summary: nested(flowTotals),
  greeks: nested(earningsNetGreeks),
  scatter: z.array(earningsScatterPoint),
  orders: z.array(earningsOrder),
  abnormal_trades: z.array(earningsAbnormalTrade),
  // Declared (not read) so that a missing list above is never read from this one.
  strikes: z.optional(z.array(z.looseObject({}))),
});

/** Who reports next, over the window `from` → `to`. */
export const earningsCalendar = z.extend(computed, { from: text, to: text, rows: z.array(earningsEvent) });

export const EARNINGS_SCHEMAS = {
  'earnings.current': earningsReporters,
  'earnings.sessions': earningsSessions,
  'earnings.session': earningsReporters,
  'earnings.ticker': earningsDetail,
  'earnings.calendar': earningsCalendar,
} satisfies ByEndpoint<z.ZodMiniType>;
