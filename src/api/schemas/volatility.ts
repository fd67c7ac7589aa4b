/** Volatility and open-interest answers (reference: Other objects). IV is a decimal; ranks are 0 to 1. */
import { z } from 'zod';
import { computed, count, num, openRow, text } from './common';

/** rank = (iv-min)/(max-min); `n`, `from`, `to` describe the observations used. */
export const ivRank = computed.extend({
  rank: num,
  percentile: num,
  n: count,
  from: text.nullable(),
  to: text.nullable(),
  unit: text,
  rank_scale: text,
});

export const ivStats = computed.extend({
  mean: num,
  std: num,
  min: num,
  max: num,
  p25: num,
  median: num,
  p75: num,
  current: num,
  z_score: num,
});

export const ivSurface = computed.extend({ iv: z.array(z.array(num)) });

export const atmBatch = computed.extend({ results: z.array(openRow) });

export const oiMovers = computed.extend({
  top_gainers: z.array(openRow),
  top_losers: z.array(openRow),
  most_active: z.array(openRow),
  as_of: text.nullable(),
  prior_as_of: text.nullable(),
});

export const VOLATILITY_SCHEMAS = {
  'volatility.atm': atmBatch,
  'volatility.movers': computed,
  'volatility.surface': ivSurface,
  'volatility.termStructure': computed,
  'volatility.history': computed,
  'volatility.percentile': computed,
  'volatility.realized': computed,
  'volatility.ivRank': ivRank,
  'volatility.stats': ivStats,
  'volatility.riskReversal': computed,
  'oi.health': openRow,
  'oi.tickers': computed,
  'oi.movers': oiMovers,
  'oi.contract': computed,
  'oi.timeseries': computed,
  'oi.change': computed,
  'oi.strikeChange': computed,
  'oi.latest': computed,
} satisfies Record<string, z.ZodType>;
