/** What the earnings page asks the service, each as query options from the contract registry. */
import { endpointQuery } from '../../data/endpoint-query';
import { CURRENT } from '../../data/url-state';

/** Today's reporters (the latest session with data), or a named session's. */
export function reportersOf(session: string, currentSession: string) {
  return session === CURRENT
    ? endpointQuery('earnings.current', {}, { currentSession, poll: true })
    : endpointQuery('earnings.session', { session }, { currentSession, poll: true });
}

/** The sessions with earnings data, to pick from. */
export function earningsSessions() {
  return endpointQuery('earnings.sessions');
}

/** One reporter's orders, greeks, scatter and abnormal trades in a session. */
export function reporterDetail(session: string, ticker: string, currentSession: string) {
  return endpointQuery('earnings.ticker', { session, ticker }, { currentSession, poll: true });
}

/** Who reports next (the service's default window from today). */
export function upcomingReporters() {
  return endpointQuery('earnings.calendar', {}, { priority: 'background' });
}
