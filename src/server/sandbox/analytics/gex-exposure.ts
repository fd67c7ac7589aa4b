/**
 * Gamma, charm and vanna exposure of an option chain, per position and summed by strike, expiry or
 * both, and the change of dealer gamma from flow.
 *
 * Units and sign (usual dealer assumption: customers are long calls and long puts, dealers short
 * them, so dealer gamma is + on calls and − on puts):
 * - GEX, $ per 1% move of the underlying: gamma × OI × 100 × spot² × 0.01
 * - charm exposure, $ of delta per calendar day: charm × OI × 100 × spot
 * - vanna exposure, $ of delta per vol-point (0.01 of IV): vanna × 0.01 × OI × 100 × spot
 * A contract whose greek is null (unobserved IV) contributes nothing and is counted as skipped.
 * Pure functions: inputs are never mutated.
 */
import type { GreekExposureRow } from '../../../api/types';
import { dteFilterIncludes, type DteFilter } from '../../../api/dte-filter';
import type { OptionType } from '../model/types';

export const CONTRACT_MULTIPLIER = 100;

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
