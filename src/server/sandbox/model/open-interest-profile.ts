/**
 * Open interest of one listed contract at one session's close, calibrated to the stylised facts of
 * listed US equity options (docs/calibration.md):
 * - concentrated near the money (in standard deviations to expiry), on round strikes and in the
 *   monthly expiries;
 * - centred where positions were opened: a smoothed close of the last sessions, not today's price;
 * - put OI heavier below the session's close and call OI above it, a calm market leaving calls the
 *   heavier side near the money and a fall turning it to puts; protective puts held about three
 *   standard deviations down (most of an index fund's put OI: its put/call ratio is above 1).
 * The level is a pure function of the session, so a session's PM open interest is the next
 * session's AM: OI changes only through the day's opening and closing trades.
 */
import type { TickerInfo } from '../market';
import type { OptionType } from './types';

/**
 * Half-life, in sessions, of the smoothed close an expiry's open interest is centred on: short-dated
 * positions were opened in the last days, long-dated ones over weeks.
 */
export function oiCenterHalfLife(calendarDte: number): number {
  return Math.max(0.5, Math.min(10, calendarDte / 4));
}

/** What one expiry of one session contributes to the level of all its contracts. */
export interface ExpiryOiContext {
  /** Smoothed close (see oiCenterHalfLife). */
  readonly center: number;
  /** The session's close: calls are the heavier side above it, puts below. */
  readonly close: number;
  /** One standard deviation of the log price to expiry. */
  readonly sdMove: number;
  /** Weight of the expiry: front months and monthlies hold the most. */
  readonly weight: number;
  /** callLean at that session. */
  readonly lean: number;
}

/**
 * How much a ticker's OI leans to calls (+) or puts (−) near the money, in logistic units, given its
 * trailing 10-session return in standard deviations: calm markets leave call OI heavier near the
 * money; after a fall, hedgers buy puts near the money and the lean turns to puts.
 */
export function callLean(info: TickerInfo, trailingZ: number): number {
  const index = info.isEtf && info.sector === 'index';
  // Calm leans are set so that gamma below spot roughly nets out (the flip sits near spot); the
  // wider a name's moves, the fewer standard deviations its listing spans, the smaller its lean.
  const calm = index ? 2.4 : info.isEtf ? 1.6 : Math.max(0.6, 1.75 - 1.3 * info.volatility);
  const stressed = index ? -0.6 : info.isEtf ? -0.4 : 0;
  // A fall of 0.8 sd or more over ten sessions switches most of the way to the stressed lean.
  const stress = 1 / (1 + Math.exp(-4 * (-trailingZ - 0.8)));
  return calm + (stressed - calm) * stress;
}

/**
 * Protective puts, relative to the near-the-money peak, at `m` standard deviations from the close:
 * a band about three down, and for index funds a deeper one of crash hedges (most of their put OI,
 * little of their gamma).
 */
function protectivePuts(info: TickerInfo, m: number): number {
  const index = info.isEtf && info.sector === 'index';
  const band = (index ? 5 : info.isEtf ? 2.5 : 0.8) * Math.exp(-0.5 * ((m + 3) / 1.1) ** 2);
  return index ? band + 6 * Math.exp(-0.5 * (m + 4.5) ** 2) : band;
}

/**
 * Contracts at the money of a front-month expiry, before the per-contract draws. Index funds list
 * many more expiries and hold deep put bands: scaled so SPY totals about 20M contracts, as published.
 */
export function baseOpenInterest(info: TickerInfo): number {
  return (30 + 5_000 * Math.pow(info.liquidity, 2.5)) * (info.isEtf && info.sector === 'index' ? 0.35 : 1);
}

/** Weight of an expiry `calendarDte` away: decays with time, monthlies hold more, off-Friday dailies less. */
export function expiryWeight(calendarDte: number, monthly: boolean, friday: boolean): number {
  return (Math.exp(-calendarDte / 240) + 0.25) * (monthly ? 1.8 : friday ? 1 : 0.5);
}

/** Round strikes attract orders: $50 > $10 > $5 multiples. */
function roundStrikeWeight(strike: number): number {
  const cents = Math.round(strike * 100);
  return cents % 5000 === 0 ? 3 : cents % 1000 === 0 ? 2.2 : cents % 500 === 0 ? 1.6 : 1;
}

/**
 * Open interest (contracts, unrounded) of one contract; `draw` is the contract's own log-normal
 * factor (stable across sessions plus a small per-session part).
 */
export function openInterestLevel(
  info: TickerInfo,
  type: OptionType,
  strike: number,
  expiry: ExpiryOiContext,
  draw: number,
): number {
  // x: distance from where the OI was built (its size); m: from the close (its call/put mix).
  const x = Math.log(strike / expiry.center) / expiry.sdMove;
  const near = Math.exp(-0.5 * (x / 1.6) ** 2) + 0.04 * Math.exp(-Math.abs(x) / 3);
  const m = Math.log(strike / expiry.close) / expiry.sdMove;
  const callShare = 1 / (1 + Math.exp(-(2 * m + expiry.lean)));
  const side = type === 'call' ? 2 * callShare * near : 2 * (1 - callShare) * near + protectivePuts(info, m);
  return baseOpenInterest(info) * expiry.weight * roundStrikeWeight(strike) * side * draw;
}
