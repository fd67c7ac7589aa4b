/**
 * Trading DTE memoised per (session, expiration): the tape asks it once per order (the model's
 * table look-up is cheap, the key map cheaper still for the hot pairs).
 */
import { tradingDte } from './trading-days';

const cache = new Map<string, number>();
const CAPACITY = 50_000;

export function cachedTradingDte(session: string, expiration: string): number {
  const key = `${session}|${expiration}`;
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= CAPACITY) cache.clear();
    v = tradingDte(session, expiration);
    cache.set(key, v);
  }
  return v;
}
