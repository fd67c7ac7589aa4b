/**
 * What the abnormal-trades panel (and the GEX chart's layer of them) asks over REST: the current session's trades, which fill the list before
 * the stream's first message (the stream then adds to it), and a past session's, which replace the stream.
 */
import { endpointQuery } from './endpoint-query';

/** As many trades as the panel keeps (abnormal-feed.ts). */
export const ABNORMAL_SEED_LIMIT = 300;

export const abnormalCurrent = () => endpointQuery('abnormal.current', { limit: ABNORMAL_SEED_LIMIT });

export const abnormalSession = (session: string) =>
  endpointQuery('abnormal.session', { session, limit: ABNORMAL_SEED_LIMIT });
