/**
 * Open-interest payloads read for the page: the latest snapshot, the change between the two latest
 * snapshots, per-strike change and market movers (the AM/PM timeseries is read in `data/oi-timeseries`). OI and volume are contract
 * counts. Each reader reads one layout, the field names of the answer schemas (src/api/schemas); a
 * change in percent is computed against the prior value (a decimal), never read from a `*_pct` field
 * whose unit the reference does not publish.
 */
import type { BarRow } from '../../charts/diverging-bar-chart';
import { pickArr, pickNum, pickStr, asObj, type Obj } from '../../data/readers';

function list(o: Obj | null, ...keys: string[]): Obj[] {
  return (pickArr(o, ...keys) ?? []).map(asObj).filter((r): r is Obj => r !== null);
}

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

/** Call/put/total OI and volume deltas: `{prior, current, change}` under each key. */
export function readOiChange(payload: unknown): ChangeRow[] {
  const top = asObj(payload);
  const out: ChangeRow[] = [];
  for (const [key, label] of CHANGE_KEYS) {
    const d = asObj(top?.[key]);
    if (!d) continue;
    const prior = pickNum(d, 'prior');
    const change = pickNum(d, 'change');
    out.push({ key, label, prior, current: pickNum(d, 'current'), change, changePct: ratioOf(change, prior) });
  }
  return out;
}

export interface StrikeChange {
  readonly strike: number;
  readonly callChange: number;
  readonly putChange: number;
  readonly expiries: number;
}

/** Per-strike change summed across expiries (the answer is per strike × expiry), ascending strike. */
export function aggregateStrikeChange(payload: unknown): StrikeChange[] {
  const top = asObj(payload);
  const m = new Map<number, { callChange: number; putChange: number; expiries: number }>();
  for (const r of list(top, 'by_strike')) {
    const strike = pickNum(r, 'strike');
    if (strike === null) continue;
    const call = pickNum(r, 'call_oi_change');
    const put = pickNum(r, 'put_oi_change');
    if (call === null && put === null) continue;
    let a = m.get(strike);
    if (!a) m.set(strike, (a = { callChange: 0, putChange: 0, expiries: 0 }));
    a.callChange += call ?? 0;
    a.putChange += put ?? 0;
    a.expiries += 1;
  }
  return [...m.entries()].sort(([a], [b]) => b - a).map(([strike, a]) => ({ strike, ...a }));
}

export function strikeBarRows(rows: readonly StrikeChange[]): BarRow[] {
  return rows.map((r) => ({ key: String(r.strike), label: String(r.strike), values: [r.callChange, r.putChange] }));
}

export interface ExpiryChange {
  readonly expiry: string;
  readonly callChange: number | null;
  readonly putChange: number | null;
  readonly totalChange: number | null;
}

export function readExpiryChange(payload: unknown): ExpiryChange[] {
  return list(asObj(payload), 'by_expiry').flatMap((r) => {
    const expiry = pickStr(r, 'expiration');
    return expiry
      ? [
          {
            expiry,
            callChange: pickNum(r, 'call_oi_change'),
            putChange: pickNum(r, 'put_oi_change'),
            totalChange: pickNum(r, 'total_oi_change'),
          },
        ]
      : [];
  });
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

function moverRows(o: Obj | null, key: string): OiMoverRow[] {
  return list(o, key).flatMap((r) => {
    const ticker = pickStr(r, 'ticker');
    if (!ticker) return [];
    const change = pickNum(r, 'change');
    const priorOi = pickNum(r, 'prior_oi');
    return [
      {
        ticker,
        oi: pickNum(r, 'oi'),
        priorOi,
        change,
        changePct: ratioOf(change, priorOi),
        volume: pickNum(r, 'volume'),
      },
    ];
  });
}

export function readOiMovers(payload: unknown): OiMovers {
  const top = asObj(payload);
  return {
    gainers: moverRows(top, 'top_gainers'),
    losers: moverRows(top, 'top_losers'),
    active: moverRows(top, 'most_active'),
    asOf: pickStr(top, 'as_of'),
    priorAsOf: pickStr(top, 'prior_as_of'),
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

export function readOiLatest(payload: unknown): OiLatest {
  const top = asObj(payload);
  const s = top;
  const callOi = pickNum(s, 'call_oi');
  const putOi = pickNum(s, 'put_oi');
  return {
    callOi,
    putOi,
    totalOi: pickNum(s, 'total_oi'),
    callVolume: pickNum(s, 'call_volume'),
    putVolume: pickNum(s, 'put_volume'),
    putCallRatio: pickNum(s, 'put_call_oi_ratio') ?? (callOi && putOi !== null ? putOi / callOi : null),
    contracts: pickNum(s, 'contracts'),
    expirations: pickNum(s, 'expirations'),
    spot: pickNum(top, 'spot'),
    slot: pickStr(asObj(top?.snapshot), 'slot'),
    topStrikes: list(top, 'top_strikes').flatMap((r) => {
      const strike = pickNum(r, 'strike');
      return strike === null
        ? []
        : [{ strike, callOi: pickNum(r, 'call_oi'), putOi: pickNum(r, 'put_oi'), totalOi: pickNum(r, 'total_oi') }];
    }),
  };
}

export interface SnapshotStamp {
  readonly session: string | null;
  readonly slot: string | null;
  readonly asOf: string | null;
}

/** The two snapshots an OI change compares (`snapshot`, `prior_snapshot`); "—"-able nulls when absent. */
export function readSnapshotPair(payload: unknown): { current: SnapshotStamp; prior: SnapshotStamp } {
  const top = asObj(payload);
  const stamp = (o: Obj | null): SnapshotStamp => ({
    session: pickStr(o, 'session'),
    slot: pickStr(o, 'slot'),
    asOf: pickStr(o, 'as_of'),
  });
  const prior = stamp(asObj(top?.prior_snapshot));
  return {
    current: stamp(asObj(top?.snapshot)),
    prior: prior.session === null && prior.asOf === null ? { ...prior, asOf: pickStr(top, 'prior_as_of') } : prior,
  };
}
