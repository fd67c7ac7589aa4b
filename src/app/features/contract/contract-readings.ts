/**
 * Single-contract answers, typed by their schemas (src/api/schemas/contracts.ts), shaped for the
 * contract page: chain rows (quote and greeks of a contract), the chain laid out by strike, the ATM
 * strike of an expiry, the latest OI snapshot, raw prints. IV is a decimal, OI and volume are contract
 * counts, premium is in dollars; anything not observed stays null.
 */
import { z } from 'zod/mini';
import type { AnswerOf } from '../../../api/schemas';
import { contractPrint, type contractQuote } from '../../../api/schemas/contracts';
import type { HistoryPoint } from '../../data/contract-history';

export type ChainAnswer = AnswerOf<'contracts.chain'>;
export type AtmAnswer = AnswerOf<'contracts.atm'>;
export type ProfileAnswer = AnswerOf<'contracts.profile'>;
export type OiAnswer = AnswerOf<'oi.contract'>;
export type PrintsAnswer = AnswerOf<'contracts.trades'>;

export interface ContractQuote {
  readonly occ: string;
  readonly type: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly dte: number | null;
  readonly iv: number | null;
  readonly openInterest: number | null;
  readonly volume: number | null;
  /** Theoretical price per share. */
  readonly price: number | null;
  readonly delta: number | null;
  readonly gamma: number | null;
  readonly theta: number | null;
  readonly vega: number | null;
}

/** One contract row of a chain (or a profile answer, which carries the same fields flat); null without a symbol. */
export function readContractQuote(row: z.output<typeof contractQuote>): ContractQuote | null {
  if (row.occ === null) return null;
  return {
    occ: row.occ,
    type: row.option_type,
    strike: row.strike,
    expiration: row.expiration,
    dte: row.dte,
    iv: row.implied_volatility,
    openInterest: row.open_interest,
    volume: row.volume,
    price: row.theoretical_price,
    delta: row.delta,
    gamma: row.gamma,
    theta: row.theta,
    vega: row.vega,
  };
}

export interface Chain {
  readonly spot: number | null;
  /** Every expiry the chain lists (not only the one asked for), ascending. */
  readonly expirations: readonly string[];
  readonly contracts: readonly ContractQuote[];
}

export function readChain(answer: ChainAnswer | undefined): Chain {
  const expirations = (answer?.expirations ?? []).filter((e): e is string => e !== null);
  const contracts = (answer?.contracts ?? []).map(readContractQuote).filter((c): c is ContractQuote => c !== null);
  return { spot: answer?.spot ?? null, expirations: [...new Set(expirations)].sort(), contracts };
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
export function atmStrikeOf(answer: AtmAnswer, expiration: string): number | null {
  return answer.contracts.find((r) => r.expiration === expiration && r.strike !== null)?.strike ?? null;
}

export interface OiSnapshot {
  readonly session: string | null;
  readonly slot: string | null;
  readonly openInterest: number | null;
  readonly iv: number | null;
}

/** The latest OI snapshot of one contract (`/v1/oi/contract/{occ}`). */
export function readOiSnapshot(answer: OiAnswer): OiSnapshot {
  return {
    session: answer.session ?? null,
    slot: answer.snapshot_slot,
    openInterest: answer.open_interest,
    iv: answer.implied_volatility,
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

/**
 * Raw exchange prints of a contract, newest first. The endpoint is registered with the tape page's
 * schema (intent-flow.ts), whose rows do not declare a print's fields: each row is read here through
 * `contractPrint`, leniently, once.
 */
export function readPrints(answer: PrintsAnswer): Print[] {
  return z
    .array(contractPrint)
    .parse(answer.rows)
    .map((r, i) => ({
      id: r.event_id ?? `row-${i}`,
      timeMs: r.ts_ms,
      price: r.price,
      size: r.size,
      premium: r.premium,
      bid: r.bid,
      ask: r.ask,
      exchanges: r.exchange_count,
    }))
    .sort((a, b) => (b.timeMs ?? 0) - (a.timeMs ?? 0));
}
