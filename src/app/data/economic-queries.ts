/** What the economic page (and the tide page beside its releases) asks the service, as query options from the contract registry. */
import { endpointQuery } from './endpoint-query';

/** Upcoming events (the service's default window from today), of the chosen impact levels when given. */
export function economicCalendar(impact: string | null) {
  return endpointQuery('economic.calendar', impact === null ? {} : { impact });
}

/** One session's releases (the tide page marks them on its time axis). */
export function economicReleasesOf(session: string) {
  return endpointQuery('economic.calendar', { session });
}

/** Actual versus consensus of one event series at its release time (HH:MM ET). */
export function eventHistory(eventName: string, time: string | null) {
  return endpointQuery(
    'economic.eventHistory',
    time === null ? { event_name: eventName } : { event_name: eventName, time },
  );
}

/** Today's option flow of SPY, QQQ, IWM and TLT. */
export function etfFlowSummary() {
  return endpointQuery('economic.etfFlow', {}, { poll: true });
}

/** One ETF's option flow: totals, greeks and premium by strike. */
export function etfFlowDetail(symbol: string) {
  return endpointQuery('economic.etfFlowSymbol', { symbol }, { poll: true });
}

/** One ETF's flow session by session (the service's default window). */
export function etfFlowSeries(symbol: string) {
  return endpointQuery('economic.etfTimeseries', { symbol }, { priority: 'background' });
}
