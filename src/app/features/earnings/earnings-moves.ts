/**
 * The two moves of an earnings report, read as a trader reads them.
 *
 * Expected: the price of the at-the-money straddle (call + put mid at the strike nearest the price) of
 * the first expiry that holds the report's reaction, as a share of the price: what the options market
 * charges for the move through that expiry. One day of ATM implied volatility (the service's
 * `expected_move_pct`) leaves the event out, so it is shown only when the chain has no quotes, named so.
 *
 * Realized: the service's close-to-close move once it gives one; before that, from the reaction
 * session's open, the latest price against the prior close, named "so far".
 */
import { nextTradingDay, sessionHours } from '../../../api/calendar';
import type { AnswerOf } from '../../../api/schemas';
import type { EarningsEvent } from '../../data/earnings-event';

export type AtmAnswer = AnswerOf<'contracts.atm'>;

/** The session whose trading first reacts to the report: its own before the open, else the next. */
export function reactionSession(e: Pick<EarningsEvent, 'session' | 'time'>): string | null {
  if (e.session === null) return null;
  return e.time === 'bmo' ? e.session : nextTradingDay(e.session);
}

export interface ExpectedMove {
  /** Decimal, either way (0.042 = ±4.2%). */
  readonly pct: number;
  /** `straddle`: from the chain's quotes; `iv`: one day of ATM IV, the fallback. */
  readonly basis: 'straddle' | 'iv';
  readonly expiry: string | null;
  readonly strike: number | null;
  /** Call mid + put mid, $ per share. */
  readonly straddle: number | null;
}

type AtmContract = AtmAnswer['contracts'][number];

/** A quote's mid; null without a two-sided quote. */
export function midOf(c: Pick<AtmContract, 'bid' | 'ask'>): number | null {
  const { bid, ask } = c;
  if (bid === null || bid === undefined || ask === null || ask === undefined || ask < bid || ask <= 0) return null;
  return (bid + ask) / 2;
}

/**
 * Whether the chain was snapshotted before the report could move it: a later chain prices what is left
 * after the report, not the report. Before the open, only an earlier session's chain; after the close,
 * the report session's own too.
 */
export function chainPrecedesReport(
  atm: Pick<AtmAnswer, 'session'>,
  e: Pick<EarningsEvent, 'session' | 'time'>,
): boolean {
  const shot = atm.session ?? null;
  if (shot === null || e.session === null) return false;
  return e.time === 'bmo' ? shot < e.session : shot <= e.session;
}

/**
 * The straddle of the first expiry on or after the reaction session, at the strike nearest `price` (the
 * chain's spot when no price is known) where both a call and a put are quoted; null when the chain
 * cannot price it (no quotes, or snapshotted after the report).
 */
export function straddleMove(
  atm: AtmAnswer | undefined,
  e: Pick<EarningsEvent, 'session' | 'time'>,
  price: number | null,
): ExpectedMove | null {
  const reaction = reactionSession(e);
  const under = price ?? atm?.spot ?? null;
  if (!atm || reaction === null || under === null || under <= 0 || !chainPrecedesReport(atm, e)) return null;
  const expiries = [...new Set(atm.contracts.map((c) => c.expiration))]
    .filter((x): x is string => x !== null && x >= reaction)
    .sort();
  const expiry = expiries[0];
  if (expiry === undefined) return null;
  const pairs = new Map<number, { call?: number; put?: number }>();
  for (const c of atm.contracts) {
    const mid = midOf(c);
    if (c.expiration !== expiry || c.strike === null || mid === null || c.option_type === null) continue;
    const p = pairs.get(c.strike) ?? {};
    p[c.option_type] = mid;
    pairs.set(c.strike, p);
  }
  const quoted = [...pairs.entries()].filter(([, p]) => p.call !== undefined && p.put !== undefined);
  if (quoted.length === 0) return null;
  const [strike, p] = quoted.reduce((best, cur) => (Math.abs(cur[0] - under) < Math.abs(best[0] - under) ? cur : best));
  const straddle = p.call! + p.put!;
  return { pct: straddle / under, basis: 'straddle', expiry, strike, straddle };
}

/** The straddle when the chain prices it, else the service's one-day IV estimate; null when neither. */
export function expectedMove(
  atm: AtmAnswer | undefined,
  e: Pick<EarningsEvent, 'session' | 'time' | 'expectedMovePct'>,
  price: number | null,
): ExpectedMove | null {
  const s = straddleMove(atm, e, price);
  if (s) return s;
  if (e.expectedMovePct === null) return null;
  return { pct: e.expectedMovePct, basis: 'iv', expiry: null, strike: null, straddle: null };
}

/** "±4.21%" and what it is: "ATM straddle 2026-11-20 140", or the IV estimate named as such. */
export function expectedMoveLabel(m: ExpectedMove | null): { value: string; basis: string } {
  if (m === null) return { value: '—', basis: '' };
  const value = `±${(m.pct * 100).toFixed(2)}%`;
  if (m.basis === 'iv') return { value, basis: 'IV estimate, 1 day (the chain does not price the straddle)' };
  return { value, basis: `ATM straddle ${m.expiry ?? ''} ${m.strike ?? ''}`.trim() };
}

export interface RealizedMove {
  /** Decimal, signed. */
  readonly pct: number;
  /** Not the close-to-close move yet: the latest price of the reaction session against the prior close. */
  readonly soFar: boolean;
}

/** The stock's last price of the current session against the prior close, and when it was observed. */
export interface SessionPrice {
  readonly last: number | null;
  readonly prevClose: number | null;
  readonly asOf: string | null;
}

/**
 * The service's realized move when it gives one; else, once the reaction session (the current one) has
 * traded, the move so far; else null ("—").
 */
export function realizedMove(
  e: Pick<EarningsEvent, 'session' | 'time' | 'realizedMovePct'>,
  quote: SessionPrice | null,
  currentSession: string,
): RealizedMove | null {
  if (e.realizedMovePct !== null) return { pct: e.realizedMovePct, soFar: false };
  const reaction = reactionSession(e);
  if (reaction === null || reaction !== currentSession || quote === null) return null;
  const { last, prevClose, asOf } = quote;
  const at = asOf === null ? Number.NaN : Date.parse(asOf);
  // A price from before the reaction session's open is the prior session's: nothing has reacted yet.
  if (last === null || prevClose === null || prevClose <= 0 || !(at >= sessionHours(reaction).openMs)) return null;
  return { pct: last / prevClose - 1, soFar: true };
}
