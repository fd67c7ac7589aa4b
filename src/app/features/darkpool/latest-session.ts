/**
 * Which session the dark-pool page shows. A session picked in the URL is shown as asked. "Latest" is the
 * service's current session, but from its open until the delayed feed delivers the first print (about
 * 15 minutes), or on a service that turns the day before the open, that session has no prints: every
 * panel would be empty. Then the page shows the last session with data and says so.
 *
 * The evidence is the market-wide ranking asked for "latest" (the page asks it anyway): the session it
 * answers for, its `as_of` (the newest print, null before the first) and the market's off-exchange $.
 * Only an answer that plainly says "no prints" moves the page; an answer that cannot be read keeps
 * "latest", so a drifted field never hides today's data.
 */
import type { AnswerOf } from '../../../api/schemas';

type RankingAnswer = AnswerOf<'darkpool.ranking'>;

export interface PageSession {
  /** The `date` every panel asks for: null for the service's latest. */
  readonly date: string | null;
  /** When "latest" has no prints yet: the session it named, shown instead as `date`. */
  readonly emptyLatest: string | null;
}

/** The session a "latest" ranking answer is for, when it has no prints yet; else null. */
export function sessionWithoutPrints(latestRanking: RankingAnswer | undefined): string | null {
  const session = latestRanking?.session ?? null;
  if (session === null || !/^\d{4}-\d{2}-\d{2}$/.test(session)) return null;
  const notional = latestRanking?.market?.notional ?? null;
  // as_of is the newest print: null together with a zero market $ is a session before its first print.
  return latestRanking?.as_of === null && notional === 0 ? session : null;
}

/**
 * The session to show. `urlDate` wins; else, when the latest answer says its session has no prints, the
 * newest listed session before it (the sessions list, newest first); else "latest".
 */
export function pageSession(
  urlDate: string | null,
  sessions: readonly string[],
  latestRanking: RankingAnswer | undefined,
): PageSession {
  if (urlDate !== null) return { date: urlDate, emptyLatest: null };
  const empty = sessionWithoutPrints(latestRanking);
  if (empty === null) return { date: null, emptyLatest: null };
  const before = sessions.find((s) => s < empty);
  return before === undefined ? { date: null, emptyLatest: null } : { date: before, emptyLatest: empty };
}
