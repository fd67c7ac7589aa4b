/**
 * Implied- and realized-volatility analytics over chain snapshots and daily bars. IV is a decimal,
 * DTE in calendar days, moneyness a decimal (0.05 = 5% above spot) unless named `_pct`.
 * An unobserved IV stays null; a figure that needs it is null too, never 0 or a default.
 */
import type { ChainContract, ChainSnapshot, DailyBar } from '../model/types';
import { mean, percentRank, quantile, stdev } from './stats';

export type VolMode = 'mid' | 'call' | 'put';
/** Columns of the surface, decimal moneyness (strike / spot − 1). */
export const SURFACE_MONEYNESS = [
  -0.2, -0.15, -0.1, -0.075, -0.05, -0.025, 0, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2,
] as const;
export const REALIZED_WINDOWS = [10, 20, 30, 60, 90, 120, 252] as const;
const TRADING_DAYS_PER_YEAR = 252;

interface ExpirySlice {
  readonly expiration: string;
  readonly dte: number;
  readonly strikes: number[];
  readonly byStrike: Map<number, { call?: ChainContract; put?: ChainContract }>;
}

/** The snapshot grouped by expiry, cut to calendar DTE in [dteMin, dteMax]. */
export function slices(snapshot: ChainSnapshot, dteMin = 0, dteMax = Number.POSITIVE_INFINITY): ExpirySlice[] {
  const out = new Map<string, ExpirySlice>();
  for (const c of snapshot.contracts) {
    if (c.calendarDte < dteMin || c.calendarDte > dteMax) continue;
    let s = out.get(c.expiration);
    if (!s)
      out.set(c.expiration, (s = { expiration: c.expiration, dte: c.calendarDte, strikes: [], byStrike: new Map() }));
    let pair = s.byStrike.get(c.strike);
    if (!pair) {
      s.byStrike.set(c.strike, (pair = {}));
      s.strikes.push(c.strike);
    }
    pair[c.type] = c;
  }
  const list = [...out.values()].sort((a, b) => a.expiration.localeCompare(b.expiration));
  for (const s of list) s.strikes.sort((a, b) => a - b);
  return list;
}

export function nearestStrike(strikes: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const k of strikes) if (best === null || Math.abs(k - target) < Math.abs(best - target)) best = k;
  return best;
}

/** IV at one strike by mode: mid = mean of the observed call and put IVs. */
export function ivOf(pair: { call?: ChainContract; put?: ChainContract } | undefined, mode: VolMode): number | null {
  if (!pair) return null;
  const call = pair.call?.iv ?? null;
  const put = pair.put?.iv ?? null;
  if (mode === 'call') return call;
  if (mode === 'put') return put;
  if (call === null) return put;
  if (put === null) return call;
  return (call + put) / 2;
}

export interface TermPoint {
  readonly expiration: string;
  readonly dte: number;
  readonly atm_strike: number | null;
  readonly atm_iv: number | null;
}

/** ATM IV per expiry (strike nearest spot). */
export function termStructure(
  snapshot: ChainSnapshot,
  dteMin: number,
  dteMax: number,
  mode: VolMode,
): { points: TermPoint[]; mean_atm_iv: number | null } {
  const points = slices(snapshot, dteMin, dteMax).map((s) => {
    const k = nearestStrike(s.strikes, snapshot.spot);
    return {
      expiration: s.expiration,
      dte: s.dte,
      atm_strike: k,
      atm_iv: k === null ? null : ivOf(s.byStrike.get(k), mode),
    };
  });
  return { points, mean_atm_iv: mean(points.flatMap((p) => (p.atm_iv === null ? [] : [p.atm_iv]))) };
}

/**
 * ATM IV at a target DTE: total variance (iv² × t) interpolated linearly between the bracketing
 * expiries, flat beyond the ends. Null when no expiry has an observed ATM IV.
 */
export function atmIvAt(points: readonly TermPoint[], targetDte: number): number | null {
  const obs = points
    .filter((p): p is TermPoint & { atm_iv: number } => p.atm_iv !== null && p.dte > 0)
    .sort((a, b) => a.dte - b.dte);
  if (obs.length === 0) return null;
  if (targetDte <= obs[0]!.dte) return obs[0]!.atm_iv;
  if (targetDte >= obs.at(-1)!.dte) return obs.at(-1)!.atm_iv;
  for (let i = 0; i + 1 < obs.length; i++) {
    const a = obs[i]!;
    const b = obs[i + 1]!;
    if (targetDte >= a.dte && targetDte <= b.dte) {
      const wa = a.atm_iv ** 2 * a.dte;
      const wb = b.atm_iv ** 2 * b.dte;
      const w = wa + ((wb - wa) * (targetDte - a.dte)) / (b.dte - a.dte);
      return Math.sqrt(Math.max(w, 0) / targetDte);
    }
  }
  return null;
}

export interface Surface {
  /** Column values, decimal moneyness. */
  readonly moneyness: readonly number[];
  readonly expirations: string[];
  readonly dte: number[];
  /** Matrices are [moneyness index][expiry index]. */
  readonly iv: (number | null)[][];
  readonly strike: (number | null)[][];
  readonly delta: (number | null)[][];
  readonly oi: (number | null)[][];
  readonly volume: (number | null)[][];
  readonly atm: {
    readonly atm_iv_30d: number | null;
    readonly mean_atm_iv: number | null;
    readonly front_atm_iv: number | null;
    readonly term: TermPoint[];
  };
}

/**
 * The IV surface over moneyness × DTE. Each cell is the listed strike nearest spot × (1 + m) of
 * that expiry; strike, delta, OI (call + put) and volume are aligned with it. `deltaOf` gives the
 * Black-Scholes delta of a contract (null without IV); the mode picks call, put or mid IV, and the
 * delta of the OTM side for mid (calls above spot, puts below).
 */
export function surface(
  snapshot: ChainSnapshot,
  dteMin: number,
  dteMax: number,
  mode: VolMode,
  deltaOf: (c: ChainContract) => number | null,
): Surface {
  const ss = slices(snapshot, dteMin, dteMax);
  const cell = <T>(fn: (s: ExpirySlice, k: number, m: number) => T): (T | null)[][] =>
    SURFACE_MONEYNESS.map((m) =>
      ss.map((s) => {
        const k = nearestStrike(s.strikes, snapshot.spot * (1 + m));
        return k === null ? null : fn(s, k, m);
      }),
    );
  const term = termStructure(snapshot, dteMin, dteMax, mode);
  const front = term.points.find((p) => p.atm_iv !== null)?.atm_iv ?? null;
  return {
    moneyness: SURFACE_MONEYNESS,
    expirations: ss.map((s) => s.expiration),
    dte: ss.map((s) => s.dte),
    iv: cell((s, k) => ivOf(s.byStrike.get(k), mode)),
    strike: cell((_s, k) => k),
    delta: cell((s, k, m) => {
      const pair = s.byStrike.get(k);
      const side = mode === 'mid' ? (m >= 0 ? pair?.call : pair?.put) : pair?.[mode];
      return side ? deltaOf(side) : null;
    }),
    oi: cell((s, k) => {
      const pair = s.byStrike.get(k);
      return (pair?.call?.openInterest ?? 0) + (pair?.put?.openInterest ?? 0);
    }),
    volume: cell((s, k) => {
      const pair = s.byStrike.get(k);
      return (pair?.call?.volume ?? 0) + (pair?.put?.volume ?? 0);
    }),
    atm: {
      atm_iv_30d: atmIvAt(term.points, 30),
      mean_atm_iv: term.mean_atm_iv,
      front_atm_iv: front,
      term: term.points,
    },
  };
}

/** IV at a (moneyness, DTE) cell: strike nearest spot × (1 + m) on the two bracketing expiries, variance-interpolated. */
export function ivAtCell(
  snapshot: ChainSnapshot,
  moneyness: number,
  dte: number,
  mode: VolMode = 'mid',
): number | null {
  const points: TermPoint[] = slices(snapshot).map((s) => {
    const k = nearestStrike(s.strikes, snapshot.spot * (1 + moneyness));
    return {
      expiration: s.expiration,
      dte: s.dte,
      atm_strike: k,
      atm_iv: k === null ? null : ivOf(s.byStrike.get(k), mode),
    };
  });
  return atmIvAt(points, dte);
}

export interface RiskReversalRow {
  readonly expiration: string;
  readonly dte: number;
  readonly call_strike: number | null;
  readonly put_strike: number | null;
  readonly call_iv: number | null;
  readonly put_iv: number | null;
  /** call-wing IV − put-wing IV; negative is the usual equity put skew. */
  readonly risk_reversal: number | null;
}

/** Risk reversal at ± `moneynessPct` percent per expiry. Mode mid reads calls on the call wing and puts on the put wing. */
export function riskReversal(
  snapshot: ChainSnapshot,
  moneynessPct: number,
  dteMin: number,
  dteMax: number,
  mode: VolMode,
): { rows: RiskReversalRow[]; mean_risk_reversal: number | null } {
  const m = moneynessPct / 100;
  const rows = slices(snapshot, dteMin, dteMax).map((s) => {
    const kc = nearestStrike(s.strikes, snapshot.spot * (1 + m));
    const kp = nearestStrike(s.strikes, snapshot.spot * (1 - m));
    const callIv = kc === null ? null : ivOf(s.byStrike.get(kc), mode === 'mid' ? 'call' : mode);
    const putIv = kp === null ? null : ivOf(s.byStrike.get(kp), mode === 'mid' ? 'put' : mode);
    return {
      expiration: s.expiration,
      dte: s.dte,
      call_strike: kc,
      put_strike: kp,
      call_iv: callIv,
      put_iv: putIv,
      risk_reversal: callIv === null || putIv === null ? null : callIv - putIv,
    };
  });
  return { rows, mean_risk_reversal: mean(rows.flatMap((r) => (r.risk_reversal === null ? [] : [r.risk_reversal]))) };
}

export interface RealizedWindow {
  readonly window: number;
  /** Annualised close-to-close volatility, decimal; null when the history is shorter than the window. */
  readonly realized_vol: number | null;
  readonly n: number;
  readonly from: string | null;
  readonly to: string | null;
}

/** Annualised close-to-close realized volatility (sample stdev of log returns × √252) per window. */
export function realizedVol(
  bars: readonly DailyBar[],
  windows: readonly number[] = REALIZED_WINDOWS,
): RealizedWindow[] {
  const sorted = [...bars].sort((a, b) => a.session.localeCompare(b.session));
  const returns = sorted.slice(1).map((b, i) => ({ session: b.session, r: Math.log(b.close / sorted[i]!.close) }));
  return windows.map((w) => {
    if (returns.length < w) return { window: w, realized_vol: null, n: 0, from: null, to: null };
    const used = returns.slice(-w);
    const sd = stdev(used.map((x) => x.r));
    return {
      window: w,
      realized_vol: sd === null ? null : sd * Math.sqrt(TRADING_DAYS_PER_YEAR),
      n: used.length,
      from: used[0]!.session,
      to: used.at(-1)!.session,
    };
  });
}

export interface SeriesPoint {
  readonly session: string;
  readonly value: number | null;
}

function observed(series: readonly SeriesPoint[]): { session: string; value: number }[] {
  return series
    .filter((p): p is { session: string; value: number } => p.value !== null)
    .sort((a, b) => a.session.localeCompare(b.session));
}

/** IV rank and percentile of the newest observation against the series (nulls are not observations). */
export function ivRank(series: readonly SeriesPoint[]) {
  const obs = observed(series);
  const values = obs.map((p) => p.value);
  const current = values.at(-1) ?? null;
  const min = values.length ? Math.min(...values) : null;
  const max = values.length ? Math.max(...values) : null;
  const rank = current === null || min === null || max === null || max === min ? null : (current - min) / (max - min);
  return {
    current,
    min,
    max,
    rank,
    percentile: current === null ? null : percentRank(values, current),
    n: values.length,
    from: obs[0]?.session ?? null,
    to: obs.at(-1)?.session ?? null,
    unit: 'decimal' as const,
    rank_scale: '0-1' as const,
  };
}

/** Descriptive stats of a series with the newest value's z-score. */
export function seriesStats(series: readonly SeriesPoint[]) {
  const obs = observed(series);
  const values = obs.map((p) => p.value);
  const current = values.at(-1) ?? null;
  const m = mean(values);
  const sd = stdev(values);
  return {
    mean: m,
    std: sd,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    p25: quantile(values, 0.25),
    median: quantile(values, 0.5),
    p75: quantile(values, 0.75),
    current,
    z_score: current === null || m === null || sd === null || sd === 0 ? null : (current - m) / sd,
    n: values.length,
    from: obs[0]?.session ?? null,
    to: obs.at(-1)?.session ?? null,
  };
}

/** Through-time percentile of the newest value at a cell, with bands (p10..p90) of the lookback. */
export function ivPercentile(series: readonly SeriesPoint[]) {
  const s = seriesStats(series);
  const values = observed(series).map((p) => p.value);
  return {
    current: s.current,
    percentile: s.current === null ? null : percentRank(values, s.current),
    z_score: s.z_score,
    mean: s.mean,
    std: s.std,
    bands: { p10: quantile(values, 0.1), p25: s.p25, p50: s.median, p75: s.p75, p90: quantile(values, 0.9) },
    n: s.n,
    from: s.from,
    to: s.to,
  };
}
