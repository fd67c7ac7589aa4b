/** GEX answers (reference: GEX objects). */
import { z } from 'zod';
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
  gamma_flip_type: ciEnum(['global_cumulative', 'local_per_strike']).nullable(),
  global_gamma_flip: num,
  local_gamma_transition: num,
  gamma_regime: ciEnum(['long', 'short']).nullable(),
  call_wall: num,
  put_wall: num,
  max_pain: num,
  /** Names the expiry the headline max pain is struck for; an answer without it still has the level. */
  max_pain_expiry: text.optional(),
};
export const keyLevels = z.looseObject(keyLevelFields);

/** `snapshot_slot` (`AM`/`PM`, the chain snapshot the levels were computed from) is ours: not named. */
const snapshotSlot = text.optional();

export const gexLevels = computed.extend({ ...keyLevelFields, snapshot_slot: snapshotSlot });

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
export const greekExposure = computed.extend({
  gamma_basis: gammaBasis.nullable(),
  by_strike: z.array(exposureRow.extend({ strike: num })),
  by_expiry: z.array(exposureRow.extend({ expiry: text.optional(), dte: num.optional() })),
  strike_expiry: z.array(exposureRow.extend({ strike: num, expiry: text })).optional(),
});

export const intradayExposures = computed.extend({
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
  gamma_basis: gammaBasis.nullable(),
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
  t: z.union([z.string(), z.number()]).optional(),
  open: num.optional(),
  high: num.optional(),
  low: num.optional(),
  close: num.optional(),
  volume: num.optional(),
});
export const profileOhlc = z.looseObject({
  open: num.optional(),
  high: num.optional(),
  low: num.optional(),
  close: num.optional(),
  volume: num.optional(),
  delayed: flag.optional(),
  interval: text.optional(),
  bars: nested(z.array(ohlcBar)).optional(),
});

export const gexProfile = computed.extend({
  summary: nested(profileSummary),
  by_strike: z.array(openRow),
  ohlc: nested(profileOhlc).optional(),
});

export const gexWithFlow = computed.extend({
  summary: nested(
    profileSummary.extend({
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
export const gexTimeseries = computed.extend({
  gamma_basis: gammaBasis.nullable(),
  basis_mixed: flag,
  gamma_bases: z.array(text),
  points: z.array(
    z.looseObject({
      session: text,
      gamma_basis: gammaBasis.nullable().optional(),
      gamma_flip: num,
      max_pain: num,
      net_gex: num,
      spot: num.optional(),
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
  max_pain_expiry: z.string().nullable(),
  wall_basis: z.string(),
  max_pain_basis: z.string(),
  net_call_wall: num,
  net_put_wall: num,
  max_pain_blended: num,
});

/** `/levels`: the key levels flat at the top level. */
export const decidedGexLevels = decidedComputed.extend({
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

export const decidedGreekExposure = decidedComputed.extend({
  ticker: z.string(),
  spot: num,
  gamma_basis: decidedGammaBasis,
  by_strike: z.array(decidedGreekExposureRow.extend({ strike: z.number() })),
  by_expiry: z.array(decidedGreekExposureRow.extend({ expiry: z.string(), dte: int })),
  strike_expiry: z.array(decidedGreekExposureRow.extend({ strike: z.number(), expiry: z.string() })).optional(),
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
  key_levels_structural: decidedKeyLevels.optional(),
  flow_source: z.enum(['computed_from_streaming', 'computed_from_archive', 'historical_no_flow']).optional(),
  flow_orders_count: int.optional(),
  basis: z.record(z.string(), z.string()).optional(),
  snapshot_slot: z.enum(['AM', 'PM']).optional(),
});

export const decidedGexStrikeRow = z.object({
  strike: z.number(),
  call_gex: z.number(),
  put_gex: z.number(),
  net_gex: z.number(),
  flow_gex: z.number().optional(),
  call_oi: z.number(),
  put_oi: z.number(),
  cumulative_net_gex: z.number().optional(),
});

export const decidedGexProfile = decidedComputed.extend({
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

export const decidedIntradayExposures = decidedComputed.extend({
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
  start: z.string().nullable(),
  end: z.string().nullable(),
  as_of: decidedComputedFields.as_of,
  computed_at: decidedComputedFields.computed_at,
  finality: decidedComputedFields.finality,
  gamma_basis: decidedGammaBasis.nullable(),
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
} satisfies ByEndpoint<z.ZodType>;
