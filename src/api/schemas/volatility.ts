/**
 * Volatility answers (reference: Other objects and the Volatility endpoint table). IV is a decimal; ranks
 * and percentiles are 0 to 1. A field the reference names is declared under its name; where it names
 * none, under the name the sandbox answers. A figure a panel shows is required (nullable: a service that
 * lacks it reads null, shown "—", and is named as drift); one a reader can derive or do without is
 * `.optional()`.
 */
import { z } from 'zod';
import type { ByEndpoint } from '../registry';
import { computed, count, nested, num, text } from './common';

/** One ticker's ATM IV near `target_dte`. `spot` is the chain's spot at that snapshot. */
export const atmRow = z.looseObject({
  ticker: text,
  atm_iv: num,
  target_dte: num,
  spot: num,
  snapshot_slot: text.optional(),
  as_of: text.optional(),
  expiration: text.optional(),
});

/** Batch ATM: `results`, tickers absent from the vol index omitted (reference). */
export const atmBatch = computed.extend({ results: z.array(atmRow) });

/** ATM-IV(30d) against the prior session's close; `change` (decimal points) is derived when absent. */
export const volMover = z.looseObject({
  ticker: text,
  atm_iv_30d: num,
  prior_atm_iv_30d: num,
  change: num.optional(),
  change_pct: num.optional(),
});

export const volMovers = computed.extend({
  movers: z.array(volMover),
  prior_session: text.optional(),
  direction: text.optional(),
});

const matrix = z.array(z.array(num));

/** The surface's ATM stats (the reference's "ATM stats"; names as the sandbox answers). */
export const surfaceAtm = z.looseObject({ atm_iv_30d: num, mean_atm_iv: num, front_atm_iv: num });

/**
 * `iv[][]` over moneyness × DTE with the aligned strike, delta, oi and volume matrices (reference). The
 * axes are `moneyness` (decimal, percent or strike/spot ratio: the grid reader normalises) and `dte`,
 * with `expirations` beside `dte`. A matrix is read as sent; a DTE-major one is transposed by the grid
 * reader. An aligned matrix or the ATM block that cannot be read is null; `iv` and the axes are the
 * grid itself, so an answer without them cannot be read.
 */
const surfaceGrid = computed.extend({
  spot: num,
  moneyness: z.array(num),
  dte: z.array(num),
  expirations: nested(z.array(text)),
  iv: matrix,
  strike: nested(matrix),
  delta: nested(matrix),
  oi: nested(matrix),
  volume: nested(matrix),
  atm: nested(surfaceAtm),
  snapshot_slot: text.optional(),
  mode: text.optional(),
  layout: text.optional(),
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The reference does not say the grid is at the top level: a grid sent under `surface` reads as the
 * same answer (its fields lifted beside the metadata).
 */
function surfaceAtTop(body: unknown): unknown {
  if (!isRecord(body) || body.iv !== undefined || !isRecord(body.surface)) return body;
  return { ...body, ...body.surface };
}

export const ivSurface = z.preprocess(surfaceAtTop, surfaceGrid);

/** ATM IV of one expiry. */
export const termPoint = z.looseObject({
  expiration: text,
  dte: num,
  atm_iv: num,
  atm_strike: num.optional(),
});

export const termStructure = computed.extend({
  points: z.array(termPoint),
  mean_atm_iv: num,
  spot: num.optional(),
  mode: text.optional(),
});

/** ATM-IV(30d) of one session. */
export const historyPoint = z.looseObject({ session: text, atm_iv_30d: num });

export const ivHistory = computed.extend({
  series: z.array(historyPoint),
  /** The per-expiry term the reference adds (not drawn); declared so the series is the one list left. */
  term: nested(z.array(termPoint)).optional(),
  unit: text.optional(),
});

/** The through-time bands of the IV at a cell. */
export const percentileBands = z.looseObject({ p10: num, p25: num, p50: num, p75: num, p90: num });

/** Through-time percentile, z-score and bands at a (moneyness, DTE) cell, over `n` observations. */
export const ivPercentile = computed.extend({
  current: num,
  percentile: num,
  z_score: num,
  bands: nested(percentileBands),
  n: count,
  from: text,
  to: text,
  mean: num.optional(),
  std: num.optional(),
  unit: text.optional(),
});

/** One trailing window (trading days: 10, 20, 30, 60, 90, 120, 252) of realized volatility. */
export const realizedWindow = z.looseObject({
  window: num,
  realized_vol: num,
  n: count.optional(),
  from: text.optional(),
  to: text.optional(),
});

const WINDOW_KEY = /^(?:rv_|realized_)?(\d+)d?$/;

/**
 * The reference names the windows, not their shape: a list of rows, or an object keyed by window
 * (`{"10": 0.21}`, `{"rv_10": …}`, `{"10d": {realized_vol, n, …}}`), read as the same rows.
 */
function windowsAsRows(v: unknown): unknown {
  if (!isRecord(v)) return v;
  return Object.entries(v).flatMap(([k, row]) => {
    const w = WINDOW_KEY.exec(k)?.[1];
    if (!w) return [];
    return [isRecord(row) ? { window: Number(w), ...row } : { window: Number(w), realized_vol: row }];
  });
}

export const realizedVol = computed.extend({
  windows: z.preprocess(windowsAsRows, z.array(realizedWindow)),
  unit: text.optional(),
  method: text.optional(),
});

/** rank = (iv-min)/(max-min); `n`, `from`, `to` describe the observations used (reference). */
export const ivRank = computed.extend({
  rank: num,
  percentile: num,
  n: count,
  from: text,
  to: text,
  unit: text,
  rank_scale: text,
  current: num,
  min: num,
  max: num,
  measure: text.optional(),
});

/** Descriptive stats of ATM-IV(30d) history (reference: mean, std, min, max, p25, median, p75, current, z-score). */
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
  n: count,
  from: text,
  to: text,
  unit: text.optional(),
  measure: text.optional(),
});

/** One expiry's wings; `risk_reversal` = call-wing IV − put-wing IV, derived from the two when absent. */
export const riskReversalRow = z.looseObject({
  expiration: text,
  dte: num,
  call_iv: num,
  put_iv: num,
  call_strike: num,
  put_strike: num,
  risk_reversal: num.optional(),
});

export const riskReversal = computed.extend({
  rows: z.array(riskReversalRow),
  mean_risk_reversal: num,
  spot: num.optional(),
  moneyness: num.optional(),
  mode: text.optional(),
});

export const VOLATILITY_SCHEMAS = {
  'volatility.atm': atmBatch,
  'volatility.movers': volMovers,
  'volatility.surface': ivSurface,
  'volatility.termStructure': termStructure,
  'volatility.history': ivHistory,
  'volatility.percentile': ivPercentile,
  'volatility.realized': realizedVol,
  'volatility.ivRank': ivRank,
  'volatility.stats': ivStats,
  'volatility.riskReversal': riskReversal,
} satisfies ByEndpoint<z.ZodType>;
