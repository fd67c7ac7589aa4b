/**
 * The one market the sandbox depends on: the server, the streams and the family handlers read it;
 * the simulated market (model/create-market.ts) and the server tests' fake (fake-market.ts) implement
 * it. The model is pure and deterministic from the seed and the session date; the server owns
 * clocks, I/O and limits. Return types are as wide as the handlers accept (nullable spot or IV,
 * undefined or null for an unknown contract), so the model's narrower signatures satisfy it.
 */
import type { AbnormalTrade, FlowOrder } from '../../api/types';
import type { ChainContract, ChainSnapshot, DailyBar, MinuteBar, OiSlot } from './model/types';

export interface TickerInfo {
  readonly ticker: string;
  readonly name: string;
  /** Sector key (src/api/sectors.ts) or 'index' for broad index funds. */
  readonly sector: string;
  readonly referencePrice: number;
  /** Annualised volatility level, decimal. */
  readonly volatility: number;
  /** Relative liquidity 0..1: drives flow frequency and open interest. */
  readonly liquidity: number;
  readonly isEtf: boolean;
}

export interface Market {
  readonly seed: string;
  readonly universe: readonly TickerInfo[];
  tickerInfo(ticker: string): TickerInfo | undefined;
  /**
   * Flow orders of a session printed in [fromMs, toMs) (epoch ms), ascending by ts_ms, for the given
   * tickers (all when omitted). Deterministic: the same call returns the same orders and event_ids.
   */
  flowOrdersBetween(session: string, fromMs: number, toMs: number, tickers?: ReadonlySet<string>): readonly FlowOrder[];
  /** Abnormal trades (orders above their ticker's p99 size) printed in [fromMs, toMs). */
  abnormalTradesBetween(
    session: string,
    fromMs: number,
    toMs: number,
    tickers?: ReadonlySet<string>,
  ): readonly AbnormalTrade[];
  /** Daily bars ending at `toSession` (inclusive), ascending, at most `count`. */
  dailyBars(ticker: string, toSession: string, count: number): readonly DailyBar[];
  /** Regular-session minute bars, ascending. */
  minuteBars(ticker: string, session: string): readonly MinuteBar[];
  spotAt(ticker: string, session: string, epochMs: number): number | null;
  impliedVol(ticker: string, session: string, lnMoneyness: number, calendarDte: number): number | null;
  atmIv30(ticker: string, session: string): number | null;
  expirations(ticker: string, session: string): readonly string[];
  chainSnapshot(ticker: string, session: string, slot: OiSlot): ChainSnapshot;
  contractFromOcc(occ: string, session: string, slot: OiSlot): ChainContract | null | undefined;
  /** Every flow order of the session for one ticker, ascending by ts_ms. */
  sessionOrders(ticker: string, session: string): readonly FlowOrder[];
  p99Size(ticker: string): number;
}
