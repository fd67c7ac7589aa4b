/**
 * Data the market model produces and the analytics consume. Units are stated on every field;
 * IV is a decimal, prices in dollars, times in epoch ms (UTC).
 */

export interface MinuteBar {
  /** Bar open time, epoch ms. */
  readonly t: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export interface DailyBar {
  readonly session: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export type OptionType = 'call' | 'put';
export type OiSlot = 'AM' | 'PM';

/** One listed contract at one OI snapshot. */
export interface ChainContract {
  readonly occ: string;
  readonly type: OptionType;
  readonly strike: number;
  /** YYYY-MM-DD */
  readonly expiration: string;
  /** Trading days from the session to expiry (0 on expiry day). */
  readonly tradingDte: number;
  /** Calendar days from the session to expiry. */
  readonly calendarDte: number;
  /** Implied volatility, decimal; null where the model marks it unobserved. */
  readonly iv: number | null;
  readonly openInterest: number;
  /** Contracts traded in the session; null at the AM snapshot (taken before the open: not yet observed). */
  readonly volume: number | null;
}

/** A full chain of one underlying at one snapshot (AM or PM) of a session. */
export interface ChainSnapshot {
  readonly ticker: string;
  readonly session: string;
  readonly slot: OiSlot;
  /** Snapshot time, epoch ms. */
  readonly asOf: number;
  /** Spot at the snapshot. */
  readonly spot: number;
  /** Risk-free rate used for greeks, decimal. */
  readonly rate: number;
  /** Expiries ascending, YYYY-MM-DD. */
  readonly expirations: readonly string[];
  readonly contracts: readonly ChainContract[];
}

/** Black-Scholes values for one contract; every field null when inputs are missing (never 0). */
export interface Greeks {
  readonly price: number | null;
  readonly delta: number | null;
  readonly gamma: number | null;
  readonly vega: number | null;
  /** Per calendar day. */
  readonly theta: number | null;
  /** Change of delta per calendar day. */
  readonly charm: number | null;
  /** Change of delta per 1.00 of volatility. */
  readonly vanna: number | null;
}
