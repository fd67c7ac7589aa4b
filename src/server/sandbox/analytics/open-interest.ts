/**
 * Open-interest analytics over the twice-daily (AM/PM) chain snapshots: summary, change between two
 * snapshots, per-strike change, market movers. OI and volume are contract counts.
 */
import type { ChainContract } from '../model/types';
import { delta } from './stats';

export type OiDteBucket = 'all' | 'lt8' | 'gte8';

/** Contracts in the OI `dte` bucket (calendar days: lt8 = under 8, gte8 = 8 and more). */
export function filterOiDte(contracts: readonly ChainContract[], bucket: OiDteBucket): ChainContract[] {
  if (bucket === 'all') return [...contracts];
  return contracts.filter((c) => (bucket === 'lt8' ? c.calendarDte < 8 : c.calendarDte >= 8));
}

export interface OiSummary {
  readonly call_oi: number;
  readonly put_oi: number;
  readonly total_oi: number;
  /** Null when no contract's volume is observed yet (the AM snapshot, before the open). */
  readonly call_volume: number | null;
  readonly put_volume: number | null;
  readonly total_volume: number | null;
  /** put OI / call OI; null without call OI. */
  readonly put_call_oi_ratio: number | null;
  readonly contracts: number;
  readonly expirations: number;
}

export function oiSummary(contracts: readonly ChainContract[]): OiSummary {
  let callOi = 0;
  let putOi = 0;
  let callVol = 0;
  let putVol = 0;
  let volumeObserved = false;
  for (const c of contracts) {
    if (c.volume !== null) volumeObserved = true;
    if (c.type === 'call') {
      callOi += c.openInterest;
      callVol += c.volume ?? 0;
    } else {
      putOi += c.openInterest;
      putVol += c.volume ?? 0;
    }
  }
  return {
    call_oi: callOi,
    put_oi: putOi,
    total_oi: callOi + putOi,
    call_volume: volumeObserved ? callVol : null,
    put_volume: volumeObserved ? putVol : null,
    total_volume: volumeObserved ? callVol + putVol : null,
    put_call_oi_ratio: callOi > 0 ? putOi / callOi : null,
    contracts: contracts.length,
    expirations: new Set(contracts.map((c) => c.expiration)).size,
  };
}

/** The strikes holding the most OI (calls + puts), largest first. */
export function topStrikes(
  contracts: readonly ChainContract[],
  count: number,
): { strike: number; call_oi: number; put_oi: number; total_oi: number }[] {
  const m = new Map<number, { call_oi: number; put_oi: number }>();
  for (const c of contracts) {
    let r = m.get(c.strike);
    if (!r) m.set(c.strike, (r = { call_oi: 0, put_oi: 0 }));
    r[c.type === 'call' ? 'call_oi' : 'put_oi'] += c.openInterest;
  }
  return [...m.entries()]
    .map(([strike, r]) => ({ strike, ...r, total_oi: r.call_oi + r.put_oi }))
    .sort((a, b) => b.total_oi - a.total_oi || a.strike - b.strike)
    .slice(0, count);
}

/** Call/put/total OI and volume deltas between two snapshots, with % change. */
export function oiChange(prior: OiSummary, current: OiSummary) {
  const keys = ['call_oi', 'put_oi', 'total_oi', 'call_volume', 'put_volume', 'total_volume'] as const;
  return Object.fromEntries(keys.map((k) => [k, delta(prior[k], current[k])])) as Record<
    (typeof keys)[number],
    ReturnType<typeof delta>
  >;
}

export interface StrikeChangeRow {
  readonly strike: number;
  readonly expiration: string;
  readonly call_oi: number;
  readonly put_oi: number;
  readonly call_oi_change: number;
  readonly put_oi_change: number;
  readonly total_oi_change: number;
}

/**
 * Per (strike, expiry) OI change between two snapshots, largest |change| first, cut to `limit`;
 * plus per-expiry totals. A contract missing from a snapshot holds 0 there (not listed = no OI).
 */
export function strikeChange(prior: readonly ChainContract[], current: readonly ChainContract[], limit: number) {
  const key = (c: ChainContract) => `${c.strike}|${c.expiration}`;
  const rows = new Map<
    string,
    { strike: number; expiration: string; call_oi: number; put_oi: number; call_prior: number; put_prior: number }
  >();
  const touch = (c: ChainContract) => {
    let r = rows.get(key(c));
    if (!r)
      rows.set(
        key(c),
        (r = { strike: c.strike, expiration: c.expiration, call_oi: 0, put_oi: 0, call_prior: 0, put_prior: 0 }),
      );
    return r;
  };
  for (const c of prior) touch(c)[c.type === 'call' ? 'call_prior' : 'put_prior'] += c.openInterest;
  for (const c of current) touch(c)[c.type === 'call' ? 'call_oi' : 'put_oi'] += c.openInterest;
  const all: StrikeChangeRow[] = [...rows.values()].map((r) => ({
    strike: r.strike,
    expiration: r.expiration,
    call_oi: r.call_oi,
    put_oi: r.put_oi,
    call_oi_change: r.call_oi - r.call_prior,
    put_oi_change: r.put_oi - r.put_prior,
    total_oi_change: r.call_oi - r.call_prior + (r.put_oi - r.put_prior),
  }));
  const byExpiry = new Map<string, { call_oi_change: number; put_oi_change: number; total_oi_change: number }>();
  for (const r of all) {
    let e = byExpiry.get(r.expiration);
    if (!e) byExpiry.set(r.expiration, (e = { call_oi_change: 0, put_oi_change: 0, total_oi_change: 0 }));
    e.call_oi_change += r.call_oi_change;
    e.put_oi_change += r.put_oi_change;
    e.total_oi_change += r.total_oi_change;
  }
  return {
    by_strike: all
      .sort(
        (a, b) =>
          Math.abs(b.total_oi_change) - Math.abs(a.total_oi_change) ||
          a.strike - b.strike ||
          a.expiration.localeCompare(b.expiration),
      )
      .slice(0, limit),
    by_expiry: [...byExpiry.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([expiration, e]) => ({ expiration, ...e })),
    rows_total: all.length,
  };
}

export interface MoverInput {
  readonly ticker: string;
  readonly prior_oi: number;
  readonly oi: number;
  readonly volume: number | null;
}

/** Market movers by day-over-day total OI change: gainers, losers, and the most active by volume. */
export function oiMovers(inputs: readonly MoverInput[], limit: number) {
  const rows = inputs.map((i) => ({
    ticker: i.ticker,
    oi: i.oi,
    prior_oi: i.prior_oi,
    volume: i.volume,
    ...pick(delta(i.prior_oi, i.oi)),
  }));
  return {
    top_gainers: rows
      .filter((r) => (r.change ?? 0) > 0)
      .sort((a, b) => b.change! - a.change! || a.ticker.localeCompare(b.ticker))
      .slice(0, limit),
    top_losers: rows
      .filter((r) => (r.change ?? 0) < 0)
      .sort((a, b) => a.change! - b.change! || a.ticker.localeCompare(b.ticker))
      .slice(0, limit),
    most_active: [...rows]
      .sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1) || a.ticker.localeCompare(b.ticker))
      .slice(0, limit),
  };
}

function pick(d: ReturnType<typeof delta>): { change: number | null; change_pct: number | null } {
  return { change: d.change, change_pct: d.change_pct };
}
