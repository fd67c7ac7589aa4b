/**
 * Volatility answers (reference: Other objects and the Volatility endpoint table). IV is a decimal; ranks
 * and percentiles are 0 to 1. A field the reference names is declared under its name; where it names
 * none, under the name the sandbox answers. A figure a panel shows is required (nullable: a service that
 * lacks it reads null, shown "—", and is named as drift); one a reader can derive or do without is
 * `.optional()`.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { computed, count, nested, num, text } from './common';

/** One ticker's ATM IV near `target_dte`. `spot` is the chain's spot at that snapshot. */
export const atmRow = z.looseObject({
  ticker: text,
  atm_iv: num,
  target_dte: num,
  spot: num,
  snapshot_slot: z.optional(text),
  as_of: z.optional(text),
  expiration: z.optional(text),
});

/** Batch ATM: `results`, tickers absent from the vol index omitted (reference). */
export const atmBatch = z.extend(computed, { results: z.array(atmRow) });

/** ATM-IV(30d) against the prior session's close; `change` (decimal points) is derived when absent. */
export const volMover = z.looseObject({
  ticker: text,
  atm_iv_30d: num,
  prior_atm_iv_30d: num,
  change: z.optional(num),
  change_pct: z.optional(num),
});

export const volMovers = z.extend(computed, {
  movers: z.array(volMover),
  prior_session: z.optional(text),
  direction: z.optional(text),
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
const surfaceGrid = z.extend(computed, {
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
  snapshot_slot: z.optional(text),
  mode: z.optional(text),
  layout: z.optional(text),
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

export const ivSurface = z.pipe(z.transform(surfaceAtTop), surfaceGrid);

/** ATM IV of one expiry. */
export const termPoint = z.looseObject({
  expiration: text,
  dte: num,
  atm_iv: num,
  atm_strike: z.optional(num),
});

export const termStructure = z.extend(computed, {
  points: z.array(termPoint),
  mean_atm_iv: num,
  spot: z.optional(num),
  mode: z.optional(text),
});

/** ATM-IV(30d) of one session. */
export const historyPoint = z.looseObject({ session: text, atm_iv_30d: num });

export const ivHistory = z.extend(computed, {
  series: z.array(historyPoint),
  /** The per-expiry term the reference adds (not drawn); declared so the series is the one list left. */
  term: z.optional(nested(z.array(termPoint))),
  unit: z.optional(text),
});

/** The through-time bands of the IV at a cell. */
export const percentileBands = z.looseObject({ p10: num, p25: num, p50: num, p75: num, p90: num });

/** Through-time percentile, z-score and bands at a (moneyness, DTE) cell, over `n` observations. */
export const ivPercentile = z.extend(computed, {
  current: num,
  percentile: num,
  z_score: num,
  bands: nested(percentileBands),
  n: count,
  from: text,
  to: text,
  mean: z.optional(num),
  std: z.optional(num),
  unit: z.optional(text),
});

/** One trailing window (trading days: 10, 20, 30, 60, 90, 120, 252) of realized volatility. */
export const realizedWindow = z.looseObject({
  window: num,
  realized_vol: num,
  n: z.optional(count),
  from: z.optional(text),
  to: z.optional(text),
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

export const realizedVol = z.extend(computed, {
  windows: z.pipe(z.transform(windowsAsRows), z.array(realizedWindow)),
  unit: z.optional(text),
  method: z.optional(text),
});

/** rank = (iv-min)/(max-min); `n`, `from`, `to` describe the observations used (reference). */
export const ivRank = z.extend(computed, {
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
  measure: z.optional(text),
});

/** Descriptive stats of ATM-IV(30d) history (reference: mean, std, min, max, p25, median, p75, current, z-score). */
export const ivStats = z.extend(computed, {
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
  unit: z.optional(text),
  measure: z.optional(text),
});

/** One expiry's wings; `risk_reversal` = call-wing IV − put-wing IV, derived from the two when absent. */
export const riskReversalRow = z.looseObject({
  expiration: text,
  dte: num,
  call_iv: num,
  put_iv: num,
  call_strike: num,
  put_strike: num,
  risk_reversal: z.optional(num),
});

export const riskReversal = z.extend(computed, {
  rows: z.array(riskReversalRow),
  mean_risk_reversal: num,
  spot: z.optional(num),
  moneyness: z.optional(num),
  mode: z.optional(text),
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
} satisfies ByEndpoint<z.ZodMiniType>;
