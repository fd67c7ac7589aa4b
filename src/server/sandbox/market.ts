/**
 * What the sandbox server needs from the simulated market (model/ implements it). The model is
 * pure and deterministic from the seed and the session date; the server owns clocks, I/O and limits.
 */
import type { AbnormalTrade, FlowOrder } from '../../api/types';

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
}
