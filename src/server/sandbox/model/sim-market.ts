/**
 * What the family handlers need from the market model (`SimMarket` of create-market.ts satisfies
 * it). Return types are as wide as the handlers accept (nullable spot or IV, undefined or null for
 * an unknown contract), so the model's own, narrower signatures satisfy it structurally.
 */
import type { FlowOrder } from '../../../api/types';
import type { Market } from '../market';
import type { ChainContract, ChainSnapshot, DailyBar, MinuteBar, OiSlot } from './types';

export interface SimMarketApi extends Market {
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
