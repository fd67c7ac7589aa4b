/**
 * Gamma, charm and vanna exposure of an option chain, and the key levels derived from it.
 *
 * Units and sign (usual dealer assumption: customers are long calls and long puts, dealers short
 * them, so dealer gamma is + on calls and − on puts):
 * - GEX, $ per 1% move of the underlying: gamma × OI × 100 × spot² × 0.01
 * - charm exposure, $ of delta per calendar day: charm × OI × 100 × spot
 * - vanna exposure, $ of delta per vol-point (0.01 of IV): vanna × 0.01 × OI × 100 × spot
 * A contract whose greek is null (unobserved IV) contributes nothing and is counted as skipped.
 * Pure functions: inputs are never mutated.
 */
import type { GammaBasis, GammaFlipType, GreekExposureRow, KeyLevels } from '../../../api/types';
import { dteFilterIncludes, type DteFilter } from '../../../api/dte-filter';
import type { OptionType } from '../model/types';

export const CONTRACT_MULTIPLIER = 100;
/** The day the service switched gamma basis; sessions before it carry `vendor_snapshot`. */
export const GAMMA_BASIS_CHANGE_SESSION = '2026-08-28';

/** One contract as the exposure functions need it; greeks per share from Black-Scholes. */
export interface ExposureContract {
  readonly type: OptionType;
  readonly strike: number;
  readonly expiration: string;
  readonly tradingDte: number;
  readonly openInterest: number;
  readonly gamma: number | null;
  /** Change of delta per calendar day. */
  readonly charm: number | null;
  /** Change of delta per 1.00 of volatility. */
  readonly vanna: number | null;
}

export function gammaBasisFor(session: string): GammaBasis {
  return session < GAMMA_BASIS_CHANGE_SESSION ? 'vendor_snapshot' : 'parity_display_spot';
}

/** +1 for calls, −1 for puts (dealer short the customer's long options). */
export function dealerSign(type: OptionType): 1 | -1 {
  return type === 'call' ? 1 : -1;
}

/** Signed GEX of a position, $ per 1% move. */
export function gexOf(type: OptionType, gamma: number, contracts: number, spot: number): number {
  return dealerSign(type) * gamma * contracts * CONTRACT_MULTIPLIER * spot * spot * 0.01;
}
/** Signed charm exposure, $ of delta per day. */
export function charmExposureOf(type: OptionType, charm: number, contracts: number, spot: number): number {
  return dealerSign(type) * charm * contracts * CONTRACT_MULTIPLIER * spot;
}
/** Signed vanna exposure, $ of delta per vol-point. */
export function vannaExposureOf(type: OptionType, vanna: number, contracts: number, spot: number): number {
  return dealerSign(type) * vanna * 0.01 * contracts * CONTRACT_MULTIPLIER * spot;
}

/** Contracts whose expiry falls in the dte_filter bucket (trading-day DTE, inclusive). */
export function filterByDte<T extends { readonly tradingDte: number }>(
  contracts: readonly T[],
  filter: DteFilter,
): T[] {
  return contracts.filter((c) => dteFilterIncludes(filter, c.tradingDte));
}

function emptyRow(): { -readonly [K in keyof GreekExposureRow]: number } {
  return {
    call_gex: 0,
    put_gex: 0,
    net_gex: 0,
    call_charm: 0,
    put_charm: 0,
    net_charm: 0,
    call_vanna: 0,
    put_vanna: 0,
    net_vanna: 0,
    call_oi: 0,
    put_oi: 0,
  };
}

function accumulate(row: ReturnType<typeof emptyRow>, c: ExposureContract, spot: number): void {
  const side = c.type === 'call' ? 'call' : 'put';
  row[`${side}_oi`] += c.openInterest;
  if (c.gamma !== null) row[`${side}_gex`] += gexOf(c.type, c.gamma, c.openInterest, spot);
  if (c.charm !== null) row[`${side}_charm`] += charmExposureOf(c.type, c.charm, c.openInterest, spot);
  if (c.vanna !== null) row[`${side}_vanna`] += vannaExposureOf(c.type, c.vanna, c.openInterest, spot);
  row.net_gex = row.call_gex + row.put_gex;
  row.net_charm = row.call_charm + row.put_charm;
  row.net_vanna = row.call_vanna + row.put_vanna;
}

export interface StrikeExposure extends GreekExposureRow {
  readonly strike: number;
}
export interface ExpiryExposure extends GreekExposureRow {
  readonly expiry: string;
  readonly dte: number;
}
export interface StrikeExpiryExposure extends GreekExposureRow {
  readonly strike: number;
  readonly expiry: string;
}

/** Exposure rows by strike, ascending. */
export function exposureByStrike(contracts: readonly ExposureContract[], spot: number): StrikeExposure[] {
  const rows = new Map<number, ReturnType<typeof emptyRow>>();
  for (const c of contracts) {
    let row = rows.get(c.strike);
    if (!row) rows.set(c.strike, (row = emptyRow()));
    accumulate(row, c, spot);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([strike, row]) => ({ strike, ...row }));
}

/** Exposure rows by expiry, ascending; `dte` is the trading-day DTE. */
export function exposureByExpiry(contracts: readonly ExposureContract[], spot: number): ExpiryExposure[] {
  const rows = new Map<string, { row: ReturnType<typeof emptyRow>; dte: number }>();
  for (const c of contracts) {
    let entry = rows.get(c.expiration);
    if (!entry) rows.set(c.expiration, (entry = { row: emptyRow(), dte: c.tradingDte }));
    accumulate(entry.row, c, spot);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([expiry, e]) => ({ expiry, dte: e.dte, ...e.row }));
}

/** The strike × expiry grid, by strike then expiry. */
export function exposureByStrikeExpiry(contracts: readonly ExposureContract[], spot: number): StrikeExpiryExposure[] {
  const rows = new Map<string, { strike: number; expiry: string; row: ReturnType<typeof emptyRow> }>();
  for (const c of contracts) {
    const key = `${c.strike}|${c.expiration}`;
    let entry = rows.get(key);
    if (!entry) rows.set(key, (entry = { strike: c.strike, expiry: c.expiration, row: emptyRow() }));
    accumulate(entry.row, c, spot);
  }
  return [...rows.values()]
    .sort((a, b) => a.strike - b.strike || a.expiry.localeCompare(b.expiry))
    .map((e) => ({ strike: e.strike, expiry: e.expiry, ...e.row }));
}

/** Contracts that carried no gamma (null IV): they are left out of every sum, never counted as 0. */
export function skippedContracts(contracts: readonly ExposureContract[]): number {
  return contracts.filter((c) => c.gamma === null).length;
}

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

// ---- flow GEX ----

export interface FlowGexOrder {
  readonly strike: number;
  readonly contracts: number;
  readonly direction: 'buy' | 'sell' | 'neutral';
  /** Gamma per share at the order (null when its IV is unobserved: left out). */
  readonly gamma: number | null;
}

/**
 * Signed change of dealer gamma from flow, $ per 1% move, per strike: a customer buy leaves the
 * dealer shorter gamma (−1), a sell longer (+1), a neutral print moves nothing (0).
 */
export function flowGexByStrike(orders: readonly FlowGexOrder[], spot: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const o of orders) {
    if (o.gamma === null) continue;
    const sign = o.direction === 'buy' ? -1 : o.direction === 'sell' ? 1 : 0;
    const v = sign * o.contracts * o.gamma * CONTRACT_MULTIPLIER * spot * spot * 0.01;
    out.set(o.strike, (out.get(o.strike) ?? 0) + v);
  }
  return out;
}

/** Strike rows with flow added to net GEX (flow joins the call or put side by nothing: it is its own column). */
export function withFlow<
  T extends {
    readonly strike: number;
    readonly call_gex: number;
    readonly put_gex: number;
    readonly net_gex: number;
    readonly call_oi: number;
    readonly put_oi: number;
  },
>(rows: readonly T[], flow: ReadonlyMap<number, number>): (T & { flow_gex: number })[] {
  const seen = new Set<number>();
  const out: (T & { flow_gex: number })[] = rows.map((r) => {
    seen.add(r.strike);
    const f = flow.get(r.strike) ?? 0;
    return { ...r, flow_gex: f, net_gex: r.net_gex + f };
  });
  for (const [strike, f] of flow) {
    if (seen.has(strike)) continue;
    out.push({ strike, call_gex: 0, put_gex: 0, net_gex: f, call_oi: 0, put_oi: 0, flow_gex: f } as unknown as T & {
      flow_gex: number;
    });
  }
  return out.sort((a, b) => a.strike - b.strike);
}

// ---- intraday ----

export interface IntradayPointInput {
  readonly t: number;
  readonly spot: number;
}

/** Sample minute bars every `stepMin` minutes (first bar always kept). */
export function sampleEvery<T extends { readonly t: number }>(bars: readonly T[], stepMin: number): T[] {
  if (bars.length === 0) return [];
  const first = bars[0]!.t;
  const stepMs = stepMin * 60_000;
  return bars.filter((b) => (b.t - first) % stepMs === 0);
}

// ---- timeseries basis ----

export interface BasisSummary {
  readonly gamma_basis: GammaBasis | null;
  readonly basis_mixed: boolean;
  readonly gamma_bases: GammaBasis[];
}

/** Whether a series straddles the basis change: then the top-level basis is null and each point keeps its own. */
export function basisSummary(points: readonly { readonly gamma_basis: GammaBasis }[]): BasisSummary {
  const bases: GammaBasis[] = [];
  for (const p of points) if (!bases.includes(p.gamma_basis)) bases.push(p.gamma_basis);
  const mixed = bases.length > 1;
  return { gamma_basis: mixed ? null : (bases[0] ?? null), basis_mixed: mixed, gamma_bases: bases };
}
