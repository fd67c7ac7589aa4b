/**
 * Single-contract payloads read for the contract page: chain rows (quote and greeks of a contract),
 * the chain laid out by strike, the ATM strike of an expiry, daily history, raw prints. IV is a decimal,
 * OI and volume are contract counts, premium is in dollars; anything not observed stays null.
 */
import type { HistoryPoint } from '../../data/contract-history';
import { asObj, pickArr, pickNum, pickStr, rowsOf, type Obj } from '../../data/readers';

export interface ContractQuote {
  readonly occ: string;
  readonly type: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly dte: number | null;
  readonly iv: number | null;
  readonly openInterest: number | null;
  readonly volume: number | null;
  readonly price: number | null;
  readonly delta: number | null;
  readonly gamma: number | null;
  readonly theta: number | null;
  readonly vega: number | null;
}

function optionType(v: string | null): 'call' | 'put' | null {
  const t = v?.toLowerCase();
  return t === 'call' || t === 'c' ? 'call' : t === 'put' || t === 'p' ? 'put' : null;
}

/** One contract row of a chain (or of a profile answer, which carries the same fields flat). */
export function readContractQuote(row: Obj): ContractQuote | null {
  const occ = pickStr(row, 'occ', 'option_symbol', 'option_ticker');
  if (occ === null) return null;
  return {
    occ,
    type: optionType(pickStr(row, 'option_type', 'type')),
    strike: pickNum(row, 'strike'),
    expiration: pickStr(row, 'expiration'),
    dte: pickNum(row, 'dte'),
    iv: pickNum(row, 'implied_volatility'),
    openInterest: pickNum(row, 'open_interest'),
    volume: pickNum(row, 'volume'),
    price: pickNum(row, 'theoretical_price', 'price', 'mark'),
    delta: pickNum(row, 'delta'),
    gamma: pickNum(row, 'gamma'),
    theta: pickNum(row, 'theta'),
    vega: pickNum(row, 'vega'),
  };
}

export interface Chain {
  readonly spot: number | null;
  /** Every expiry the chain lists (not only the one asked for), ascending. */
  readonly expirations: readonly string[];
  readonly contracts: readonly ContractQuote[];
}

export function readChain(payload: unknown): Chain {
  const o = asObj(payload);
  const expirations = (pickArr(o, 'expirations') ?? []).filter((e): e is string => typeof e === 'string');
  const contracts = rowsOf(payload, 'contracts')
    .map(readContractQuote)
    .filter((c): c is ContractQuote => c !== null);
  return { spot: pickNum(o, 'spot'), expirations: [...expirations].sort(), contracts };
}

/** The chain's contract with this OCC symbol, or null when the chain does not list it. */
export function findContract(chain: Chain, occ: string): ContractQuote | null {
  return chain.contracts.find((c) => c.occ === occ) ?? null;
}

export interface StrikeRow {
  readonly strike: number;
  readonly call: ContractQuote | null;
  readonly put: ContractQuote | null;
}

/** Calls and puts of one expiry side by side per strike, ascending strike. */
export function strikeRows(contracts: readonly ContractQuote[], expiration: string): StrikeRow[] {
  const byStrike = new Map<number, { call: ContractQuote | null; put: ContractQuote | null }>();
  for (const c of contracts) {
    if (c.strike === null || c.type === null || c.expiration !== expiration) continue;
    const row = byStrike.get(c.strike) ?? { call: null, put: null };
    row[c.type] = c;
    byStrike.set(c.strike, row);
  }
  return [...byStrike.entries()].sort(([a], [b]) => a - b).map(([strike, r]) => ({ strike, ...r }));
}

/**
 * The strikes nearest `center` (the ATM strike, else spot): `count` rows around it, ascending; the
 * `pinned` strike (the page's own contract) is kept even when it lies outside that window.
 */
export function rowsAround(
  rows: readonly StrikeRow[],
  center: number | null,
  count: number,
  pinned: number | null = null,
): StrikeRow[] {
  if (center === null || rows.length <= count) return [...rows];
  let nearest = 0;
  rows.forEach((r, i) => {
    if (Math.abs(r.strike - center) < Math.abs(rows[nearest]!.strike - center)) nearest = i;
  });
  const start = Math.max(0, Math.min(rows.length - count, nearest - Math.floor(count / 2)));
  const shown = rows.slice(start, start + count);
  const pin = rows.find((r) => r.strike === pinned);
  if (pin && !shown.includes(pin)) shown.push(pin);
  return shown.sort((a, b) => a.strike - b.strike);
}

/** The at-the-money strike the ATM answer names for an expiry; null when it lists none. */
export function atmStrikeOf(payload: unknown, expiration: string): number | null {
  for (const r of rowsOf(payload, 'contracts')) {
    if (pickStr(r, 'expiration') !== expiration) continue;
    const k = pickNum(r, 'strike');
    if (k !== null) return k;
  }
  return null;
}

export interface OiSnapshot {
  readonly session: string | null;
  readonly slot: string | null;
  readonly openInterest: number | null;
  readonly iv: number | null;
}

/** The latest OI snapshot of one contract (`/v1/oi/contract/{occ}`). */
export function readOiSnapshot(payload: unknown): OiSnapshot {
  const o = asObj(payload);
  return {
    session: pickStr(o, 'session'),
    slot: pickStr(o, 'snapshot_slot', 'slot'),
    openInterest: pickNum(o, 'open_interest'),
    iv: pickNum(o, 'implied_volatility'),
  };
}

/**
 * OI per snapshot for the chart: the history's sessions with the latest snapshot laid over the session
 * it belongs to (it is newer than, or the same as, that session's history row).
 */
export function oiSeries(
  history: readonly HistoryPoint[],
  latest: OiSnapshot | null,
): { session: string; oi: number | null }[] {
  const bySession = new Map(history.map((h) => [h.session, h.openInterest]));
  if (latest?.session && latest.openInterest !== null) bySession.set(latest.session, latest.openInterest);
  return [...bySession.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([session, oi]) => ({ session, oi }));
}

export interface Print {
  readonly id: string;
  readonly timeMs: number | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly exchanges: number | null;
}

function timeMsOf(r: Obj): number | null {
  const ms = pickNum(r, 'ts_ms');
  if (ms !== null) return ms;
  const t = pickStr(r, 'executed_at', 'timestamp', 't');
  const parsed = t === null ? NaN : Date.parse(t);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Raw exchange prints of a contract, newest first. */
export function readPrints(payload: unknown): Print[] {
  return rowsOf(payload, 'rows')
    .map((r, i) => ({
      id: pickStr(r, 'event_id', 'id') ?? `row-${i}`,
      timeMs: timeMsOf(r),
      price: pickNum(r, 'price', 'avg_price'),
      size: pickNum(r, 'size', 'contracts', 'total_contracts'),
      premium: pickNum(r, 'premium'),
      bid: pickNum(r, 'bid', 'avg_bid'),
      ask: pickNum(r, 'ask', 'avg_ask'),
      exchanges: pickNum(r, 'exchange_count'),
    }))
    .sort((a, b) => (b.timeMs ?? 0) - (a.timeMs ?? 0));
}
