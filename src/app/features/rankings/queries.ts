/**
 * What the rankings page asks, by the trader's question: intent flow and directional scores (the live
 * ranking or a past session's, shared with the board: src/app/data/session-rankings.ts), a ticker's
 * intent detail, momentum and a ticker's momentum history, a ticker's directional history.
 */
import { endpointQuery } from '../../data/endpoint-query';

export { directionalScores, intentRankings } from '../../data/session-rankings';

/** Sessions of momentum history shown under a picked ticker. */
export const MOMENTUM_HISTORY_SESSIONS = 10;
const MOMENTUM_TOP = 50;

export const intentSessions = () => endpointQuery('flow.sessions');

export const intentDetail = (session: string, ticker: string) => endpointQuery('flow.ticker', { session, ticker });

export const momentumRankings = () => endpointQuery('momentum.rankings', { top: MOMENTUM_TOP }, { poll: true });

export const momentumHistory = (ticker: string) =>
  endpointQuery('momentum.history', { ticker, sessions: MOMENTUM_HISTORY_SESSIONS });

/** Sessions of directional history charted under a picked ticker. */
export const DIRECTIONAL_HISTORY_SESSIONS = 30;

export const directionalHistory = (ticker: string) =>
  endpointQuery('directional.history', { ticker, max_sessions: DIRECTIONAL_HISTORY_SESSIONS });
