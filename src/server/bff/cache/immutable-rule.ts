/**
 * When an answer may be kept for good, so that the cache can never freeze a live answer: only when the
 * request names a session and the answer itself reports that session `final`. A "latest"/"current"/no-session
 * request answered `final` (e.g. a Saturday's ranking) names nothing, so it is kept for its cache
 * policy's freshness only and never past the current session.
 */

/** Upstream answers cached briefly per key: the same refused URL must not cost a request each time. */
export const NEGATIVE_STATUSES: ReadonlySet<number> = new Set([404, 422]);
export const NEGATIVE_TTL_SECONDS = 30;

/**
 * `currentSession` is the calendar's: a named session already over whose answer carries no `finality`
 * at all (candles, quotes of a past day) is kept too; one that says `provisional` never is.
 */
export function isImmutableAnswer(
  requestedSession: string | undefined,
  finality: string | undefined,
  currentSession: string,
): boolean {
  if (requestedSession === undefined) return false;
  return finality === 'final' || (finality === undefined && requestedSession < currentSession);
}
