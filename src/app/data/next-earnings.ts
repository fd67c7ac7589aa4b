/**
 * A ticker's next earnings report, one reader for every page that shows it (two readers once disagreed: AAPL read "—" on
 * the screener, whose own field looks two weeks ahead, and 2026-12-11 on its profile). Both read the
 * earnings calendar (`earnings.calendar`) from the current session on, through `earningsEventOf`: the
 * screener asks it once for every reporter, the profile for its ticker.
 */
import { addCalendarDays } from '../../api/calendar';
import type { AnswerOf } from '../../api/schemas';
import { earningsEventOf } from './earnings-event';
import { endpointQuery } from './endpoint-query';

/** Calendar days ahead: the next report of every ticker at least (they come every quarter). */
export const UPCOMING_EARNINGS_DAYS = 120;

/** The calendar from `session` on; `ticker` null asks for every reporter. */
export const upcomingEarnings = (session: string, ticker: string | null) =>
  endpointQuery('earnings.calendar', { ticker, from: session, to: addCalendarDays(session, UPCOMING_EARNINGS_DAYS) });

/** Each ticker's soonest report session (upper-case tickers); a row without a session is left out. */
export function nextEarningsByTicker(answer: AnswerOf<'earnings.calendar'> | undefined): Map<string, string> {
  const next = new Map<string, string>();
  for (const row of answer?.rows ?? []) {
    const e = earningsEventOf(row);
    if (e === null || e.session === null) continue;
    const known = next.get(e.ticker);
    if (known === undefined || e.session < known) next.set(e.ticker, e.session);
  }
  return next;
}
