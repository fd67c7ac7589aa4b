/**
 * calendar.tradingDte by table look-up: calendar.tradingDte walks the calendar day by day (a few ms
 * for an expiry two years out) and chains ask it for every expiry of every session. Over the model's
 * range (and two years of expiries beyond) a cumulative count of trading days answers it in O(1).
 */
import { addCalendarDays, isTradingDay, tradingDte as walkTradingDte } from '../../../api/calendar';

const FIRST_DAY = '2021-12-01';
const LAST_DAY = '2031-12-31';

let cumulative: Map<string, number> | null = null;

/** Trading days in [FIRST_DAY, day], for every calendar day of the table (built on first use). */
function table(): Map<string, number> {
  if (cumulative) return cumulative;
  const m = new Map<string, number>();
  let n = 0;
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addCalendarDays(d, 1)) {
    if (isTradingDay(d)) n += 1;
    m.set(d, n);
  }
  cumulative = m;
  return m;
}

/**
 * Same answer as calendar.tradingDte: 0 on expiry day, trading days in (session, expiration]
 * ahead, minus those in (expiration, session] once expired.
 */
export function tradingDte(session: string, expiration: string): number {
  const t = table();
  const a = t.get(session);
  const b = t.get(expiration);
  return a === undefined || b === undefined ? walkTradingDte(session, expiration) : b - a;
}
