/**
 * calendar.tradingDte memoised per (session, expiration): it walks the calendar day by day (about
 * 2.6 ms for an expiry two years out), and the tape asks it once per order.
 */
import { tradingDte } from '../../../api/calendar';

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
