/**
 * A session's rankings the rankings page and the board both read: intent flow and directional scores,
 * the live ranking (`current`, polled) or a past session's (which never changes). Built here once, each
 * is the same key on both pages.
 */
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';
import { CURRENT } from './url-state';

/** `session` is a trading day or `current`. */
export const intentRankings = (session: string, opts?: EndpointQueryOptions) =>
  session === CURRENT
    ? endpointQuery('flow.current', {}, { poll: true, ...opts })
    : endpointQuery('flow.session', { session }, opts);

/** `session` is a trading day or `current`; at most `maxDisplay` tickers. */
export const directionalScores = (session: string, maxDisplay: number, opts?: EndpointQueryOptions) =>
  session === CURRENT
    ? endpointQuery('directional.current', { max_display: maxDisplay }, { poll: true, ...opts })
    : endpointQuery('directional.session', { session, max_display: maxDisplay }, opts);
