/**
 * Economic events and ETF option flow. The reference names the endpoints and what each returns
 * ("economic events with impact levels and ETF sensitivity metadata", "historical actual versus
 * consensus", "orders, Greeks, strike analysis") but no field: every name below is the one our sandbox
 * answers. Figures the app shows are declared without `.optional()`, so a service that names one
 * otherwise is reported as drift naming it (and shows "—"); metadata is typed when present. Secondary
 * lists are `nested(...)` so the one row list stays the list a renamed answer is read from.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { flowTotalFields, netGreekFields } from './order-flow';
import { computed, count, flag, nested, num, openRow, text } from './common';

/**
 * An impact level (`high`, `medium`, `low` in the sandbox; the reference does not list the set, and the
 * calendar states its own in `impact_levels`): read in lower case, another case is named as drift.
 */
export const impactLevel = z.catch(
  z.nullable(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().toLowerCase()),
    ),
  ),
  null,
);

/** How an ETF moves on a series' releases: the service's weight and the mean absolute move (a decimal). */
export const etfSensitivity = z.looseObject({
  symbol: text,
  sensitivity: num,
  avg_abs_move_pct: num,
  n: count,
});

/** One release. `actual` and `surprise` are null before the release ("—", never 0). */
export const economicEvent = z.looseObject({
  event_id: z.optional(text),
  event_name: text,
  date: text,
  /** HH:MM, US Eastern. */
  time: text,
  session: z.optional(text),
  impact: impactLevel,
  period: text,
  unit: text,
  released: flag,
  actual: num,
  consensus: num,
  previous: num,
  surprise: num,
  etf_sensitivity: nested(z.array(etfSensitivity)),
});

export const economicCalendar = z.extend(computed, {
  from: z.optional(text),
  to: z.optional(text),
  impact_levels: z.optional(nested(z.array(impactLevel))),
  rows: z.array(economicEvent),
});

/** A past release of the series with whether it beat consensus. */
export const historyRelease = z.extend(economicEvent, {
  surprise_pct: z.optional(num),
  beat: z.optional(flag),
});

export const eventHistory = z.extend(computed, {
  /** null when the asked name matched several series (listed in `series`). */
  event_name: text,
  series: z.optional(nested(z.array(text))),
  n: count,
  from: text,
  to: text,
  /** 0–1: share of releases above consensus. */
  beat_rate: num,
  rows: z.array(historyRelease),
});

/** One ETF's flow on the session; `last_ts_ms` is its newest order (epoch ms). */
export const etfFlowRow = z.looseObject({
  symbol: text,
  ...flowTotalFields,
  ...netGreekFields,
  last_ts_ms: z.optional(num),
});

export const etfFlow = z.extend(computed, { rows: z.array(etfFlowRow) });

/** Premium by strike of one ETF. */
export const etfStrikeRow = z.looseObject({
  strike: num,
  call_premium: num,
  put_premium: num,
  net_premium: num,
  contracts: count,
});

export const etfFlowDetail = z.extend(computed, {
  symbol: text,
  summary: nested(z.looseObject({ ...flowTotalFields, last_ts_ms: z.optional(num) })),
  greeks: nested(z.looseObject(netGreekFields)),
  strikes: z.array(etfStrikeRow),
  /** The orders themselves (tape rows): the app counts them. */
  orders: z.optional(nested(z.array(openRow))),
});

/** One session of an ETF's flow. */
export const etfSessionRow = z.extend(etfFlowRow, {
  session: text,
  finality: z.optional(text),
});

export const etfTimeseries = z.extend(computed, {
  symbol: z.optional(text),
  n: z.optional(count),
  from: z.optional(text),
  to: z.optional(text),
  rows: z.array(etfSessionRow),
});

export const ECONOMIC_SCHEMAS = {
  'economic.calendar': economicCalendar,
  'economic.etfFlow': etfFlow,
  'economic.etfFlowSymbol': etfFlowDetail,
  'economic.etfTimeseries': etfTimeseries,
  'economic.eventHistory': eventHistory,
} satisfies ByEndpoint<z.ZodMiniType>;
