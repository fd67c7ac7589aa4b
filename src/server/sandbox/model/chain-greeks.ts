/** Black-Scholes greeks of snapshot contracts at a given spot and instant (expiry at the 16:00 ET close). */
import { sessionHours } from '../../../api/calendar';
import { bsGreeks } from './black-scholes';
import type { ChainContract, Greeks, OptionType } from './types';

const MS_PER_YEAR = 365 * 86_400_000;

// sessionHours goes through Intl time-zone formatting (tens of µs); chains ask it per contract per bar.
const closeMsCache = new Map<string, number>();
function expiryCloseMs(expiration: string): number {
  let v = closeMsCache.get(expiration);
  if (v === undefined) closeMsCache.set(expiration, (v = sessionHours(expiration).closeMs));
  return v;
}

/** Years from an instant to the close of the expiry day; ≤ 0 once expired (greeks then null). */
export function yearsToExpiry(expiration: string, atMs: number): number {
  return (expiryCloseMs(expiration) - atMs) / MS_PER_YEAR;
}

export function greeksOf(
  type: OptionType,
  strike: number,
  expiration: string,
  iv: number | null,
  spot: number | null,
  rate: number,
  atMs: number,
): Greeks {
  return bsGreeks({ type, spot, strike, years: yearsToExpiry(expiration, atMs), vol: iv, rate });
}

export function contractGreeks(c: ChainContract, spot: number | null, rate: number, atMs: number): Greeks {
  return greeksOf(c.type, c.strike, c.expiration, c.iv, spot, rate, atMs);
}
