/** Directional rows (reference: Directional row) and the net-premium tide. */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import {
  ciEnum,
  computed,
  computedFields,
  count,
  dataDelay,
  decidedComputed,
  exact,
  finality,
  int,
  nested,
  num,
  text,
} from './common';
import { tideBreakdown, tideByDte } from './tide-buckets';

export const directionalRow = z.looseObject({
  ticker: text,
  call_buy_pressure: num,
  call_sell_pressure: num,
  put_buy_pressure: num,
  put_sell_pressure: num,
  directional_score: num,
  /** null when neither call nor put buying was observed (0/0). */
  imbalance_score: num,
  /** The large orders the row sums: ours, not named by the reference. */
  orders: z.optional(count),
});

/** `basis.calibration` as the service states it (named for tide; on directional answers ours). */
const directionalBasis = nested(z.looseObject({ calibration: z.optional(text), measure_type: z.optional(text) }));

/** `/current` and `/{session}`: the list is `data`, with `tickers_count` (capped) and `max_display`. */
export const directionalSnapshot = z.extend(computed, {
  data: z.array(directionalRow),
  tickers_count: count,
  max_display: count,
  basis: z.optional(directionalBasis),
});

/** A ticker's sessions: each row is a directional row of one `session` (ours to name), with its finality. */
export const directionalHistory = z.looseObject({
  ...computedFields,
  basis: z.optional(directionalBasis),
  data: z.array(z.extend(directionalRow, { session: text, finality: z.optional(finality) })),
});

const premiumComponents = {
  call_premium_bought: num,
  call_premium_sold: num,
  put_premium_bought: num,
  put_premium_sold: num,
};

/** A point of the intraday cumulative curve (named by the reference, its fields ours). */
const tidePoint = z.looseObject({
  t: text,
  cum_net_premium: num,
  cum_directional: z.optional(num),
  cum_call_net: z.optional(num),
  cum_put_net: z.optional(num),
});

/** `by_dte` and `breakdown` read as lists whatever their published form (tide-buckets.ts). */
export const tide = z.extend(computed, {
  ...premiumComponents,
  net_premium: num,
  directional_reading: z.optional(num),
  orders_count: z.optional(count),
  by_dte: tideByDte,
  breakdown: tideBreakdown,
  curve: z.optional(z.array(tidePoint)),
  basis: nested(
    z.looseObject({
      measure_type: ciEnum(['accounting_net_premium']),
      calibration: text,
      methodology_version: text,
    }),
  ),
});

/** A directional row as decided: pressures are measured sums (never null); `orders` counts them. */
export const decidedDirectionalRow = z.object({
  ...directionalRow.shape,
  ticker: z.string(),
  call_buy_pressure: z.number(),
  call_sell_pressure: z.number(),
  put_buy_pressure: z.number(),
  put_sell_pressure: z.number(),
  directional_score: z.number(),
  orders: int,
});

/** `data` is the row list here (the reference names it so), so the delay block travels as `delay`. */
export const decidedDirectionalSnapshot = z.extend(z.omit(decidedComputed, { data: true }), {
  data: z.array(decidedDirectionalRow),
  tickers_count: int,
  max_display: int,
  basis: z.object({ calibration: z.literal('none'), measure_type: z.string() }),
  delay: dataDelay,
});

/** The four components as decided: sums of measured premiums, never null. */
export const decidedTideComponents = z.object({
  call_premium_bought: z.number(),
  call_premium_sold: z.number(),
  put_premium_bought: z.number(),
  put_premium_sold: z.number(),
});
export const decidedTideBucket = z.extend(decidedTideComponents, { bucket: z.string(), net_premium: z.number() });
export const decidedTidePoint = z.object({
  t: z.string(),
  cum_net_premium: z.number(),
  cum_directional: z.number(),
  cum_call_net: z.number(),
  cum_put_net: z.number(),
});

/** The tide as decided: components, DTE buckets, moneyness × call/put buckets and the 5-minute curve. */
export const decidedTide = z.extend(decidedComputed, {
  ...decidedTideComponents.shape,
  scope: z.object({ kind: z.enum(['market', 'sector', 'ticker']), key: z.string() }),
  net_premium: z.number(),
  directional_reading: z.number(),
  by_dte: z.array(decidedTideBucket),
  breakdown: z.array(
    z.extend(decidedTideBucket, { moneyness: z.enum(['itm', 'atm', 'otm']), option_type: exact.optionType }),
  ),
  curve: z.array(decidedTidePoint),
  orders_count: int,
  basis: z.object({
    measure_type: z.literal('accounting_net_premium'),
    calibration: z.literal('none'),
    methodology_version: z.string(),
  }),
});

export const DIRECTIONAL_SCHEMAS = {
  'directional.current': directionalSnapshot,
  'directional.session': directionalSnapshot,
  'directional.history': directionalHistory,
  'tide.market': tide,
  'tide.sector': tide,
  'tide.ticker': tide,
} satisfies ByEndpoint<z.ZodMiniType>;
