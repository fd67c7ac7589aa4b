/**
 * The key levels read from GEX by strike and open interest: the gamma flip (cumulative and per
 * strike), the call and put walls, max pain, and the key-levels block that gathers them.
 * Exposure rows come from gex-exposure.ts. Pure functions: inputs are never mutated.
 */
import type { GammaFlipType, KeyLevels } from '../../../api/types';
import type { OptionType } from '../model/types';
import { CONTRACT_MULTIPLIER } from './gex-exposure';

// ---- gamma flip ----

/** Linear zero crossing between (x0, y0) and (x1, y1) with y0 and y1 of opposite sign (or one zero). */
function interpolateZero(x0: number, y0: number, x1: number, y1: number): number {
  if (y0 === y1) return x0;
  return x0 + ((0 - y0) * (x1 - x0)) / (y1 - y0);
}

/** Every zero crossing of a series over ascending x, interpolated; a point exactly at zero counts once. */
export function zeroCrossings(xs: readonly number[], ys: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < xs.length; i++) {
    const y0 = ys[i]!;
    const y1 = ys[i + 1]!;
    if (y0 === 0) {
      // Counted as a crossing only where the curve actually changes side around it.
      const prev = i > 0 ? ys[i - 1]! : 0;
      if (prev !== 0 && y1 !== 0 && Math.sign(prev) !== Math.sign(y1)) out.push(xs[i]!);
      continue;
    }
    if (y1 !== 0 && Math.sign(y0) !== Math.sign(y1)) out.push(interpolateZero(xs[i]!, y0, xs[i + 1]!, y1));
  }
  return out;
}

function nearest(values: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const v of values) if (best === null || Math.abs(v - target) < Math.abs(best - target)) best = v;
  return best;
}

export interface GammaFlip {
  readonly gamma_flip: number | null;
  readonly gamma_flip_type: GammaFlipType | null;
  /** Zero crossing of the cumulative net-GEX curve nearest spot (null when it never crosses). */
  readonly global_gamma_flip: number | null;
  /** Per-strike net-GEX sign change nearest spot (null when net GEX never changes sign). */
  readonly local_gamma_transition: number | null;
}

/**
 * Gamma flip: the zero crossing of the cumulative net-GEX curve over ascending strikes, linearly
 * interpolated between the two bracketing strikes, the crossing nearest spot winning. When the
 * cumulative sum never crosses zero, the per-strike sign change nearest spot is the fallback.
 */
export function gammaFlip(
  rows: readonly { readonly strike: number; readonly net_gex: number }[],
  spot: number,
): GammaFlip {
  const sorted = [...rows].sort((a, b) => a.strike - b.strike);
  const strikes = sorted.map((r) => r.strike);
  const cumulative: number[] = [];
  let sum = 0;
  for (const r of sorted) cumulative.push((sum += r.net_gex));
  const global = nearest(zeroCrossings(strikes, cumulative), spot);
  const local = nearest(
    zeroCrossings(
      strikes,
      sorted.map((r) => r.net_gex),
    ),
    spot,
  );
  if (global !== null)
    return {
      gamma_flip: global,
      gamma_flip_type: 'global_cumulative',
      global_gamma_flip: global,
      local_gamma_transition: local,
    };
  if (local !== null)
    return {
      gamma_flip: local,
      gamma_flip_type: 'local_per_strike',
      global_gamma_flip: null,
      local_gamma_transition: local,
    };
  return { gamma_flip: null, gamma_flip_type: null, global_gamma_flip: null, local_gamma_transition: null };
}

/** The cumulative net-GEX curve over ascending strikes (what the flip is read from). */
export function cumulativeNetGex<T extends { readonly strike: number; readonly net_gex: number }>(
  rows: readonly T[],
): (T & { cumulative_net_gex: number })[] {
  let sum = 0;
  return [...rows].sort((a, b) => a.strike - b.strike).map((r) => ({ ...r, cumulative_net_gex: (sum += r.net_gex) }));
}

// ---- walls ----

export interface Walls {
  readonly call_wall: number | null;
  readonly put_wall: number | null;
  readonly net_call_wall: number | null;
  readonly net_put_wall: number | null;
}

/**
 * Call wall: strike ≥ spot with the largest call GEX; put wall: strike ≤ spot with the largest |put GEX|.
 * Legacy net walls: the strike with the largest positive and the most negative net GEX. Null when
 * no strike qualifies with a non-zero exposure.
 */
export function walls(
  rows: readonly {
    readonly strike: number;
    readonly call_gex: number;
    readonly put_gex: number;
    readonly net_gex: number;
  }[],
  spot: number,
): Walls {
  let call: { strike: number; v: number } | null = null;
  let put: { strike: number; v: number } | null = null;
  let netCall: { strike: number; v: number } | null = null;
  let netPut: { strike: number; v: number } | null = null;
  for (const r of rows) {
    if (r.strike >= spot && r.call_gex > 0 && (call === null || r.call_gex > call.v))
      call = { strike: r.strike, v: r.call_gex };
    const absPut = Math.abs(r.put_gex);
    if (r.strike <= spot && absPut > 0 && (put === null || absPut > put.v)) put = { strike: r.strike, v: absPut };
    if (r.net_gex > 0 && (netCall === null || r.net_gex > netCall.v)) netCall = { strike: r.strike, v: r.net_gex };
    if (r.net_gex < 0 && (netPut === null || r.net_gex < netPut.v)) netPut = { strike: r.strike, v: r.net_gex };
  }
  return {
    call_wall: call?.strike ?? null,
    put_wall: put?.strike ?? null,
    net_call_wall: netCall?.strike ?? null,
    net_put_wall: netPut?.strike ?? null,
  };
}

// ---- max pain ----

export interface OiContract {
  readonly type: OptionType;
  readonly strike: number;
  readonly expiration: string;
  readonly openInterest: number;
}

/** Total intrinsic value ($) paid to all holders of one expiry if it settles at `price`. */
export function painAt(contracts: readonly OiContract[], price: number): number {
  let total = 0;
  for (const c of contracts) {
    const intrinsic = c.type === 'call' ? Math.max(0, price - c.strike) : Math.max(0, c.strike - price);
    total += intrinsic * c.openInterest * CONTRACT_MULTIPLIER;
  }
  return total;
}

/** Max pain of one expiry: the listed strike minimising the intrinsic paid (lowest strike on ties); null without OI. */
export function maxPain(contracts: readonly OiContract[]): number | null {
  if (!contracts.some((c) => c.openInterest > 0)) return null;
  const strikes = [...new Set(contracts.map((c) => c.strike))].sort((a, b) => a - b);
  let best: { strike: number; pain: number } | null = null;
  for (const k of strikes) {
    const pain = painAt(contracts, k);
    if (best === null || pain < best.pain) best = { strike: k, pain };
  }
  return best?.strike ?? null;
}

export interface ExpiryMaxPain {
  readonly expiry: string;
  readonly max_pain: number | null;
  readonly open_interest: number;
}

/** Max pain per expiry, ascending by expiry. */
export function maxPainByExpiry(contracts: readonly OiContract[]): ExpiryMaxPain[] {
  const byExpiry = new Map<string, OiContract[]>();
  for (const c of contracts) {
    const list = byExpiry.get(c.expiration);
    if (list) list.push(c);
    else byExpiry.set(c.expiration, [c]);
  }
  return [...byExpiry.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([expiry, list]) => ({
      expiry,
      max_pain: maxPain(list),
      open_interest: list.reduce((s, c) => s + c.openInterest, 0),
    }));
}

/** OI-weighted mean of the per-expiry max pains (legacy reading); null without OI. */
export function maxPainBlended(perExpiry: readonly ExpiryMaxPain[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const e of perExpiry) {
    if (e.max_pain === null || e.open_interest <= 0) continue;
    weight += e.open_interest;
    sum += e.max_pain * e.open_interest;
  }
  return weight > 0 ? sum / weight : null;
}

// ---- key levels ----

export const WALL_BASIS =
  'gex_by_strike: call_wall = strike >= spot with largest call GEX; put_wall = strike <= spot with largest |put GEX|; net_* legacy = largest +/- net GEX';
export const MAX_PAIN_BASIS =
  'front_expiry_in_dte_filter: strike minimising intrinsic paid to all holders; max_pain_blended = OI-weighted mean over expiries';

/**
 * Key levels of a set of contracts already cut to the dte_filter bucket. `byStrike` may include flow
 * (the with-flow levels); max pain always comes from open interest.
 */
export function keyLevels(
  byStrike: readonly {
    readonly strike: number;
    readonly call_gex: number;
    readonly put_gex: number;
    readonly net_gex: number;
  }[],
  oiContracts: readonly OiContract[],
  spot: number | null,
): KeyLevels {
  const perExpiry = maxPainByExpiry(oiContracts);
  const front = perExpiry.find((e) => e.max_pain !== null) ?? null;
  const base = {
    max_pain: front?.max_pain ?? null,
    max_pain_expiry: front?.expiry ?? null,
    max_pain_blended: maxPainBlended(perExpiry),
    wall_basis: WALL_BASIS,
    max_pain_basis: MAX_PAIN_BASIS,
  };
  if (spot === null || byStrike.length === 0) {
    return {
      spot,
      gamma_flip: null,
      gamma_flip_type: null,
      global_gamma_flip: null,
      local_gamma_transition: null,
      gamma_regime: null,
      call_wall: null,
      put_wall: null,
      net_call_wall: null,
      net_put_wall: null,
      ...base,
    };
  }
  const flip = gammaFlip(byStrike, spot);
  // Dealers are long gamma when the net GEX of the filter is positive (their hedging damps moves),
  // short when it is negative. With the reference's cumulative-over-strikes flip, spot versus flip is
  // not the same reading (the crossing often sits above spot while the total is positive), so the
  // regime follows the total, the figure the board and the profile show beside it.
  const total = byStrike.reduce((s, r) => s + r.net_gex, 0);
  const regime = total >= 0 ? 'long' : 'short';
  return { spot, ...flip, gamma_regime: regime, ...walls(byStrike, spot), ...base };
}
