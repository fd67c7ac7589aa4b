/** GEX answers (reference: GEX objects). */
import { z } from 'zod';
import { ciEnum, computed, num, openRow } from './common';

export const gammaBasis = z.string();

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
};
export const keyLevels = z.looseObject(keyLevelFields);

export const gexLevels = computed.extend(keyLevelFields);

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

export const greekExposure = computed.extend({
  gamma_basis: gammaBasis.nullable(),
  by_strike: z.array(exposureRow),
  by_expiry: z.array(exposureRow),
});

export const intradayExposures = computed.extend({
  series: z.array(
    z.looseObject({
      t: z.string(),
      spot: num,
      net_gex: num,
      net_charm: num,
      net_vanna: num,
      call_gex: num,
      put_gex: num,
    }),
  ),
  summary: openRow,
});

const profileSummary = z.looseObject({
  gamma_basis: gammaBasis.nullable(),
  key_levels: keyLevels,
  structural_gex: num,
  flow_gex: num,
  net_gex: num,
});

export const gexProfile = computed.extend({ summary: profileSummary, by_strike: z.array(openRow) });

export const gexWithFlow = computed.extend({
  summary: profileSummary.extend({
    key_levels_structural: keyLevels,
    flow_source: ciEnum(['computed_from_streaming', 'computed_from_archive', 'historical_no_flow']),
    flow_orders_count: num,
    basis: openRow,
  }),
});

/** When a window straddles the basis change, `gamma_basis` is null and each point carries its own. */
export const gexTimeseries = computed.extend({
  gamma_basis: gammaBasis.nullable(),
  basis_mixed: z.boolean(),
  gamma_bases: z.array(z.string()),
  points: z.array(z.looseObject({ gamma_basis: gammaBasis.nullable().optional() })),
});

export const GEX_SCHEMAS = {
  'gex.timeseries': gexTimeseries,
  'gex.levels': gexLevels,
  'gex.greekExposure': greekExposure,
  'gex.intraday': intradayExposures,
  'gex.withFlow': gexWithFlow,
  'gex.profile': gexProfile,
} satisfies Record<string, z.ZodType>;
