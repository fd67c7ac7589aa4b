/** What the price paths answer: daily and minute bars, spot at an instant, returns and volatility. */
import type { DailyBar, MinuteBar } from './types';

export interface SpotModel {
  /** Daily bars ascending, ending at toSession (or the last session before it), at most `count`. */
  dailyBars(ticker: string, toSession: string, count: number): DailyBar[];
  /** Regular-hours minute bars of a session: 390, or 210 on early closes; [] on non-trading days. */
  minuteBars(ticker: string, session: string): MinuteBar[];
  /**
   * Spot at an instant of a session: the open before the open, the last completed minute's close
   * during the session, the close after the close. NaN for a ticker outside the universe.
   */
  spotAt(ticker: string, session: string, epochMs: number): number;
  /**
   * spotAt of one (ticker, session) as a function, with the lookups done once: the flow generator
   * and the chains ask it thousands of times per session. NaN for a ticker outside the universe.
   */
  sessionSpot(ticker: string, session: string): (epochMs: number) => number;
  /** Closing price of a session (the last session before it on a non-trading day); NaN if unknown. */
  dailyClose(ticker: string, session: string): number;
  /** Log return of the ticker over the `lookback` sessions ending at `session`'s close. */
  trailingReturn(ticker: string, session: string, lookback: number): number;
  /** The market volatility regime multiplier at a session (1 = normal). */
  regime(session: string): number;
  /** Annualised volatility the path draws the session's return with (what options should price). */
  annualVol(ticker: string, session: string): number;
  /**
   * Exponentially weighted mean of the closes up to `session`'s, half-life in sessions: where the
   * open interest was built (positions are opened over days, not at today's price). NaN if unknown.
   */
  smoothedClose(ticker: string, session: string, halfLife: number): number;
}
