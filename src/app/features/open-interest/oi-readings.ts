/**
 * Open-interest payloads read for the page: the latest snapshot, the change between the two latest
 * snapshots, per-strike change and market movers (the AM/PM timeseries is read in `data/oi-timeseries`).
 * OI and volume are contract counts. Each reader takes the answer as its schema read it
 * (src/api/schemas/open-interest.ts); a change in percent is computed against the prior value (a
 * decimal), never read from a `*_pct` field whose unit the reference does not publish.
 */
import type { AnswerOf } from '../../../api/schemas';
import type { BarRow } from '../../charts/diverging-bar-chart';

type ChangeAnswer = AnswerOf<'oi.change'>;
type StrikeChangeAnswer = AnswerOf<'oi.strikeChange'>;
type Stamp = NonNullable<ChangeAnswer['snapshot']>;
export interface ChangeRow {
  readonly key: string;
  readonly label: string;
  readonly prior: number | null;
  readonly current: number | null;
  readonly change: number | null;
  /** Decimal (0.035 = +3.5%); null when the prior is 0 or unknown. */
  readonly changePct: number | null;
}

const CHANGE_KEYS = [
  ['call_oi', 'Call OI'],
  ['put_oi', 'Put OI'],
  ['total_oi', 'Total OI'],
  ['call_volume', 'Call volume'],
  ['put_volume', 'Put volume'],
  ['total_volume', 'Total volume'],
] as const;

/** change / prior as a decimal; null when either is unknown or the prior is 0. */
function ratioOf(change: number | null, prior: number | null): number | null {
  return change !== null && prior ? change / prior : null;
}

/** Call/put/total OI and volume deltas: `{prior, current, change}` under each key; an unread key is left out. */
export function readOiChange(answer: ChangeAnswer): ChangeRow[] {
  return CHANGE_KEYS.flatMap(([key, label]) => {
    const d = answer[key];
    return d
      ? [{ key, label, prior: d.prior, current: d.current, change: d.change, changePct: ratioOf(d.change, d.prior) }]
      : [];
  });
}

export interface StrikeChange {
  readonly strike: number;
  readonly callChange: number;
  readonly putChange: number;
  readonly expiries: number;
}

/**
 * Whether `expiration` had passed by the later snapshot's session: its contracts left the chain on expiry,
 * they were not closed, so their "change" (the whole prior OI, negative) is no reading of positioning.
 * Unknown (false) when the answer does not say which session its later snapshot is of.
 */
export function isExpiredBy(expiration: string | null, laterSession: string | null): boolean {
  return expiration !== null && laterSession !== null && expiration < laterSession;
}

const laterSessionOf = (answer: StrikeChangeAnswer): string | null => answer.snapshot?.session ?? null;

/**
 * Per-strike change summed across the expiries still listed (the answer is per strike × expiry), highest
 * strike first; expired contracts are left out (readExpiredChange shows them apart).
 */
export function aggregateStrikeChange(answer: StrikeChangeAnswer): StrikeChange[] {
  const later = laterSessionOf(answer);
  const m = new Map<number, { callChange: number; putChange: number; expiries: number }>();
  for (const r of answer.by_strike) {
    const { strike, call_oi_change: call, put_oi_change: put } = r;
    if (strike === null || (call === null && put === null) || isExpiredBy(r.expiration, later)) continue;
    let a = m.get(strike);
    if (!a) m.set(strike, (a = { callChange: 0, putChange: 0, expiries: 0 }));
    a.callChange += call ?? 0;
    a.putChange += put ?? 0;
    a.expiries += 1;
  }
  return [...m.entries()].sort(([a], [b]) => b - a).map(([strike, a]) => ({ strike, ...a }));
}

/** The OI that left the chain by expiring between the two snapshots. */
export interface ExpiredChange {
  readonly callChange: number;
  readonly putChange: number;
  readonly totalChange: number;
  /** The expiries that passed, oldest first. */
  readonly expiries: string[];
}

/**
 * The expired contracts' change, apart: from the per-expiry rows (the whole chain) when they can be read,
 * else from the per-strike rows (which the answer's row limit may cut). Null when none expired.
 */
export function readExpiredChange(answer: StrikeChangeAnswer): ExpiredChange | null {
  const later = laterSessionOf(answer);
  const rows = answer.by_expiry
    ? answer.by_expiry.map((r) => ({ expiration: r.expiration, call: r.call_oi_change, put: r.put_oi_change }))
    : answer.by_strike.map((r) => ({ expiration: r.expiration, call: r.call_oi_change, put: r.put_oi_change }));
  const expired = rows.filter((r) => isExpiredBy(r.expiration, later) && (r.call !== null || r.put !== null));
  if (expired.length === 0) return null;
  const callChange = expired.reduce((n, r) => n + (r.call ?? 0), 0);
  const putChange = expired.reduce((n, r) => n + (r.put ?? 0), 0);
  const expiries = [...new Set(expired.map((r) => r.expiration!))].sort();
  return { callChange, putChange, totalChange: callChange + putChange, expiries };
}

/**
 * The total OI change without the contracts that expired, when the per-strike answer compares the same
 * two snapshots as the total (else null: the two cannot be subtracted).
 */
export function totalWithoutExpired(
  change: ChangeAnswer,
  strikes: StrikeChangeAnswer,
): { expired: ExpiredChange; totalChange: number | null } | null {
  const a = readSnapshotPair(change);
  const b = readSnapshotPair(strikes);
  const same =
    a.current.session !== null &&
    a.current.session === b.current.session &&
    a.current.slot === b.current.slot &&
    a.prior.session === b.prior.session &&
    a.prior.slot === b.prior.slot;
  const expired = same ? readExpiredChange(strikes) : null;
  if (expired === null) return null;
  const total = change.total_oi?.change ?? null;
  return { expired, totalChange: total === null ? null : total - expired.totalChange };
}

export function strikeBarRows(rows: readonly StrikeChange[]): BarRow[] {
  return rows.map((r) => ({ key: String(r.strike), label: String(r.strike), values: [r.callChange, r.putChange] }));
}

export interface ExpiryChange {
  readonly expiry: string;
  /** Passed by the later snapshot's session: its change is the OI that expired, not positions closed. */
  readonly expired: boolean;
  readonly callChange: number | null;
  readonly putChange: number | null;
  readonly totalChange: number | null;
}

export function readExpiryChange(answer: StrikeChangeAnswer): ExpiryChange[] {
  const later = laterSessionOf(answer);
  return (answer.by_expiry ?? []).flatMap((r) =>
    r.expiration
      ? [
          {
            expiry: r.expiration,
            expired: isExpiredBy(r.expiration, later),
            callChange: r.call_oi_change,
            putChange: r.put_oi_change,
            totalChange: r.total_oi_change,
          },
        ]
      : [],
  );
}

export interface OiMoverRow {
  readonly ticker: string;
  readonly oi: number | null;
  readonly priorOi: number | null;
  readonly change: number | null;
  /** Decimal. */
  readonly changePct: number | null;
  readonly volume: number | null;
}

export interface OiMovers {
  readonly gainers: OiMoverRow[];
  readonly losers: OiMoverRow[];
  readonly active: OiMoverRow[];
  readonly asOf: string | null;
  readonly priorAsOf: string | null;
}

type MoversAnswer = AnswerOf<'oi.movers'>;

function moverRows(rows: MoversAnswer['top_gainers']): OiMoverRow[] {
  return rows.flatMap((r) =>
    r.ticker
      ? [
          {
            ticker: r.ticker,
            oi: r.oi,
            priorOi: r.prior_oi,
            change: r.change,
            changePct: ratioOf(r.change, r.prior_oi),
            volume: r.volume,
          },
        ]
      : [],
  );
}

export function readOiMovers(answer: MoversAnswer): OiMovers {
  return {
    gainers: moverRows(answer.top_gainers),
    losers: moverRows(answer.top_losers),
    active: moverRows(answer.most_active),
    asOf: answer.as_of,
    priorAsOf: answer.prior_as_of,
  };
}

export interface OiLatest {
  readonly callOi: number | null;
  readonly putOi: number | null;
  readonly totalOi: number | null;
  readonly callVolume: number | null;
  readonly putVolume: number | null;
  readonly putCallRatio: number | null;
  readonly contracts: number | null;
  readonly expirations: number | null;
  readonly slot: string | null;
  readonly spot: number | null;
  readonly topStrikes: { strike: number; callOi: number | null; putOi: number | null; totalOi: number | null }[];
}

export function readOiLatest(answer: AnswerOf<'oi.latest'>): OiLatest {
  const { call_oi: callOi, put_oi: putOi } = answer;
  return {
    callOi,
    putOi,
    totalOi: answer.total_oi,
    callVolume: answer.call_volume,
    putVolume: answer.put_volume,
    // Derived where the answer does not state it; no ratio without call OI.
    putCallRatio: answer.put_call_oi_ratio ?? (callOi && putOi !== null ? putOi / callOi : null),
    contracts: answer.contracts,
    expirations: answer.expirations,
    spot: answer.spot,
    slot: answer.snapshot?.slot ?? null,
    topStrikes: (answer.top_strikes ?? []).flatMap((r) =>
      r.strike === null ? [] : [{ strike: r.strike, callOi: r.call_oi, putOi: r.put_oi, totalOi: r.total_oi }],
    ),
  };
}

export interface SnapshotStamp {
  readonly session: string | null;
  readonly slot: string | null;
  readonly asOf: string | null;
}

function stampOf(s: Stamp | null): SnapshotStamp {
  return { session: s?.session ?? null, slot: s?.slot ?? null, asOf: s?.as_of ?? null };
}

/** The two snapshots an OI change compares (`snapshot`, `prior_snapshot`); "—"-able nulls when absent. */
export function readSnapshotPair(answer: ChangeAnswer | StrikeChangeAnswer): {
  current: SnapshotStamp;
  prior: SnapshotStamp;
} {
  return { current: stampOf(answer.snapshot), prior: stampOf(answer.prior_snapshot) };
}
