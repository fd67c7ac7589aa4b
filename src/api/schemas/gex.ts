/** GEX answers (reference: GEX objects). */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import {
  ciEnum,
  computed,
  decidedComputed,
  decidedComputedFields,
  flag,
  int,
  nested,
  num,
  openRow,
  text,
} from './common';

export const gammaBasis = text;

/** Key levels: nested in `summary` on the profile and with-flow, flat at the top level on `/levels`. */
export const keyLevelFields = {
  spot: num,
  gamma_flip: num,
  gamma_flip_type: z.nullable(ciEnum(['global_cumulative', 'local_per_strike'])),
  global_gamma_flip: num,
  local_gamma_transition: num,
  gamma_regime: z.nullable(ciEnum(['long', 'short'])),
  call_wall: num,
  put_wall: num,
  max_pain: num,
  /** Names the expiry the headline max pain is struck for; an answer without it still has the level. */
  max_pain_expiry: z.optional(text),
};
export const keyLevels = z.looseObject(keyLevelFields);

/** `snapshot_slot` (`AM`/`PM`, the chain snapshot the levels were computed from) is ours: not named. */
const snapshotSlot = z.optional(text);

export const gexLevels = z.extend(computed, { ...keyLevelFields, snapshot_slot: snapshotSlot });

const exposureRow = z.looseObject({
  call_gex: num,
  put_gex: num,
  net_gex: num,
  call_charm: num,
  put_charm: num,
  net_charm: num,
  call_vanna: num,
  put_vanna: num,
  net_vanna: num,
  call_oi: num,
  put_oi: num,
});

/**
 * The rows' own keys are not named by the reference (only the exposure columns): `strike` on
 * `by_strike` (a row without one cannot be placed), `expiry`/`dte` on `by_expiry`, both on the
 * `include_strike_expiry` grid, which is ours to name `strike_expiry`.
 */
export const greekExposure = z.extend(computed, {
  gamma_basis: z.nullable(gammaBasis),
  by_strike: z.array(z.extend(exposureRow, { strike: num })),
  by_expiry: z.array(z.extend(exposureRow, { expiry: z.optional(text), dte: z.optional(num) })),
  strike_expiry: z.optional(z.array(z.extend(exposureRow, { strike: num, expiry: text }))),
});

export const intradayExposures = z.extend(computed, {
  series: z.array(
    z.looseObject({
      t: text,
      spot: num,
      net_gex: num,
      net_charm: num,
      net_vanna: num,
      call_gex: num,
      put_gex: num,
    }),
  ),
  summary: nested(openRow),
});

const profileSummary = z.looseObject({
  gamma_basis: z.nullable(gammaBasis),
  key_levels: nested(keyLevels),
  structural_gex: num,
  flow_gex: num,
  net_gex: num,
  snapshot_slot: snapshotSlot,
});

/**
 * The profile's OHLC (`include_ohlc=true`; the reference says only "OHLC", shape not shown): the session
 * summary, and where the service gives them, its bars. Every field is optional and typed when present.
 */
const ohlcBar = z.looseObject({
  t: z.optional(z.union([z.string(), z.number()])),
  open: z.optional(num),
  high: z.optional(num),
  low: z.optional(num),
  close: z.optional(num),
  volume: z.optional(num),
});
export const profileOhlc = z.looseObject({
  open: z.optional(num),
  high: z.optional(num),
  low: z.optional(num),
  close: z.optional(num),
  volume: z.optional(num),
  delayed: z.optional(flag),
  interval: z.optional(text),
  bars: z.optional(nested(z.array(ohlcBar))),
});

export const gexProfile = z.extend(computed, {
  summary: nested(profileSummary),
  by_strike: z.array(openRow),
  ohlc: z.optional(nested(profileOhlc)),
});

export const gexWithFlow = z.extend(computed, {
  summary: nested(
    z.extend(profileSummary, {
      key_levels_structural: nested(keyLevels),
      flow_source: ciEnum(['computed_from_streaming', 'computed_from_archive', 'historical_no_flow']),
      flow_orders_count: num,
      basis: nested(openRow),
    }),
  ),
});

/** When a window straddles the basis change, `gamma_basis` is null and each point carries its own. */
/**
 * Each point's `session` (its x) and `spot` are ours to name; the levels are the GEX objects' names.
 */
export const gexTimeseries = z.extend(computed, {
  gamma_basis: z.nullable(gammaBasis),
  basis_mixed: flag,
  gamma_bases: z.array(text),
  points: z.array(
    z.looseObject({
      session: text,
      gamma_basis: z.optional(z.nullable(gammaBasis)),
      gamma_flip: num,
      max_pain: num,
      net_gex: num,
      spot: z.optional(num),
    }),
  ),
});

/*
 * Decided shapes (see common.ts): what the sandbox answers. Exposures are computed sums, never null;
 * levels stay nullable (no spot or no crossing means not observed).
 */

export const decidedGammaBasis = z.enum(['parity_display_spot', 'vendor_snapshot']);

/** Key levels as decided: the named levels plus the expiry, basis and legacy fields the reference lists. */
export const decidedKeyLevels = z.object({
  ...keyLevelFields,
  max_pain_expiry: z.nullable(z.string()),
  wall_basis: z.string(),
  max_pain_basis: z.string(),
  net_call_wall: num,
  net_put_wall: num,
  max_pain_blended: num,
});

/** `/levels`: the key levels flat at the top level. */
export const decidedGexLevels = z.extend(decidedComputed, {
  ticker: z.string(),
  dte_filter: z.string(),
  gamma_basis: decidedGammaBasis,
  snapshot_slot: z.enum(['AM', 'PM']),
  ...decidedKeyLevels.shape,
});

export const decidedGreekExposureRow = z.object({
  call_gex: z.number(),
  put_gex: z.number(),
  net_gex: z.number(),
  call_charm: z.number(),
  put_charm: z.number(),
  net_charm: z.number(),
  call_vanna: z.number(),
  put_vanna: z.number(),
  net_vanna: z.number(),
  call_oi: z.number(),
  put_oi: z.number(),
});

export const decidedGreekExposure = z.extend(decidedComputed, {
  ticker: z.string(),
  spot: num,
  gamma_basis: decidedGammaBasis,
  by_strike: z.array(z.extend(decidedGreekExposureRow, { strike: z.number() })),
  by_expiry: z.array(z.extend(decidedGreekExposureRow, { expiry: z.string(), dte: int })),
  strike_expiry: z.optional(z.array(z.extend(decidedGreekExposureRow, { strike: z.number(), expiry: z.string() }))),
});

/** `summary` of the full profile and with-flow. */
export const decidedGexSummary = z.object({
  gamma_basis: decidedGammaBasis,
  dte_filter: z.string(),
  structural_gex: z.number(),
  flow_gex: z.number(),
  net_gex: z.number(),
  flow_included: z.boolean(),
  key_levels: decidedKeyLevels,
  key_levels_structural: z.optional(decidedKeyLevels),
  flow_source: z.optional(z.enum(['computed_from_streaming', 'computed_from_archive', 'historical_no_flow'])),
  flow_orders_count: z.optional(int),
  basis: z.optional(z.record(z.string(), z.string())),
  snapshot_slot: z.optional(z.enum(['AM', 'PM'])),
});

export const decidedGexStrikeRow = z.object({
  strike: z.number(),
  call_gex: z.number(),
  put_gex: z.number(),
  net_gex: z.number(),
  flow_gex: z.optional(z.number()),
  call_oi: z.number(),
  put_oi: z.number(),
  cumulative_net_gex: z.optional(z.number()),
});

export const decidedGexProfile = z.extend(decidedComputed, {
  ticker: z.string(),
  summary: decidedGexSummary,
  by_strike: z.array(decidedGexStrikeRow),
});

export const decidedIntradayExposurePoint = z.object({
  t: z.string(),
  spot: num,
  net_gex: z.number(),
  net_charm: z.number(),
  net_vanna: z.number(),
  call_gex: z.number(),
  put_gex: z.number(),
});

export const decidedIntradayExposures = z.extend(decidedComputed, {
  ticker: z.string(),
  series: z.array(decidedIntradayExposurePoint),
  summary: z.object({
    open_net_gex: num,
    last_net_gex: num,
    min_net_gex: num,
    max_net_gex: num,
    contracts_used: int,
  }),
});

export const decidedGexTimeseriesPoint = z.object({
  session: z.string(),
  gamma_basis: decidedGammaBasis,
  spot: num,
  gamma_flip: num,
  max_pain: num,
  net_gex: z.number(),
  call_wall: num,
  put_wall: num,
});

/** A range of sessions: no `session` of its own; `gamma_basis` is null when the window is mixed. */
export const decidedGexTimeseries = z.object({
  ticker: z.string(),
  dte_filter: z.string(),
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  as_of: decidedComputedFields.as_of,
  computed_at: decidedComputedFields.computed_at,
  finality: decidedComputedFields.finality,
  gamma_basis: z.nullable(decidedGammaBasis),
  basis_mixed: z.boolean(),
  gamma_bases: z.array(decidedGammaBasis),
  points: z.array(decidedGexTimeseriesPoint),
});

export const GEX_SCHEMAS = {
  'gex.timeseries': gexTimeseries,
  'gex.levels': gexLevels,
  'gex.greekExposure': greekExposure,
  'gex.intraday': intradayExposures,
  'gex.withFlow': gexWithFlow,
  'gex.profile': gexProfile,
} satisfies ByEndpoint<z.ZodMiniType>;
