/**
 * Economic events and ETF option flow. The reference names the endpoints and what each returns
 * ("economic events with impact levels and ETF sensitivity metadata", "historical actual versus
 * consensus", "orders, Greeks, strike analysis") but no field: every name below is the one our sandbox
 * answers. Figures the app shows are declared without `.optional()`, so a service that names one
 * otherwise is reported as drift naming it (and shows "—"); metadata is typed when present. Secondary
 * lists are `nested(...)` so the one row list stays the list a renamed answer is read from.
 */
import { z } from 'zod';
import type { ByEndpoint } from '../registry';
import { flowTotalFields, netGreekFields } from './order-flow';
import { computed, count, flag, nested, num, openRow, text } from './common';

/**
 * An impact level (`high`, `medium`, `low` in the sandbox; the reference does not list the set, and the
 * calendar states its own in `impact_levels`): read in lower case, another case is named as drift.
 */
export const impactLevel = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .nullable()
  .catch(null);

/** How an ETF moves on a series' releases: the service's weight and the mean absolute move (a decimal). */
export const etfSensitivity = z.looseObject({
  symbol: text,
  sensitivity: num,
  avg_abs_move_pct: num,
  n: count,
});

/** One release. `actual` and `surprise` are null before the release ("—", never 0). */
export const economicEvent = z.looseObject({
  event_id: text.optional(),
  event_name: text,
  date: text,
  /** HH:MM, US Eastern. */
  time: text,
  session: text.optional(),
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

export const economicCalendar = computed.extend({
  from: text.optional(),
  to: text.optional(),
  impact_levels: nested(z.array(impactLevel)).optional(),
  rows: z.array(economicEvent),
});

/** A past release of the series with whether it beat consensus. */
export const historyRelease = economicEvent.extend({
  surprise_pct: num.optional(),
  beat: flag.optional(),
});

export const eventHistory = computed.extend({
  /** null when the asked name matched several series (listed in `series`). */
  event_name: text,
  series: nested(z.array(text)).optional(),
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
  last_ts_ms: num.optional(),
});

export const etfFlow = computed.extend({ rows: z.array(etfFlowRow) });

/** Premium by strike of one ETF. */
export const etfStrikeRow = z.looseObject({
  strike: num,
  call_premium: num,
  put_premium: num,
  net_premium: num,
  contracts: count,
});

export const etfFlowDetail = computed.extend({
  symbol: text,
  summary: nested(z.looseObject({ ...flowTotalFields, last_ts_ms: num.optional() })),
  greeks: nested(z.looseObject(netGreekFields)),
  strikes: z.array(etfStrikeRow),
  /** The orders themselves (tape rows): the app counts them. */
  orders: nested(z.array(openRow)).optional(),
});

/** One session of an ETF's flow. */
export const etfSessionRow = etfFlowRow.extend({
  session: text,
  finality: text.optional(),
});

export const etfTimeseries = computed.extend({
  symbol: text.optional(),
  n: count.optional(),
  from: text.optional(),
  to: text.optional(),
  rows: z.array(etfSessionRow),
});

export const ECONOMIC_SCHEMAS = {
  'economic.calendar': economicCalendar,
  'economic.etfFlow': etfFlow,
  'economic.etfFlowSymbol': etfFlowDetail,
  'economic.etfTimeseries': etfTimeseries,
  'economic.eventHistory': eventHistory,
} satisfies ByEndpoint<z.ZodType>;
