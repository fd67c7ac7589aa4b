/**
 * The session every panel of the dark-pool page asks for (latest-session.ts decides). While the page
 * would show "latest", the latest ranking is polled: when today's first prints arrive, the page moves
 * from the fallback session to today by itself.
 */
import { useQuery } from '@tanstack/react-query';
import { pageSession, sessionWithoutPrints, type PageSession } from './latest-session';
import { darkpoolLatestActivity } from './queries';

export interface SettledPageSession extends PageSession {
  /**
   * The panels may ask now. Until the latest answer is in (and, when it is empty, the session list),
   * they wait, so an empty "latest" is not fetched by every panel only to be replaced.
   */
  readonly settled: boolean;
}

export function usePageSession(
  urlDate: string | null,
  sessions: readonly string[],
  sessionsAnswered: boolean,
): SettledPageSession {
  const latest = useQuery({ ...darkpoolLatestActivity(), enabled: urlDate === null });
  if (urlDate !== null) return { ...pageSession(urlDate, sessions, undefined), settled: true };
  // A refused or failed latest answer cannot say "no prints": the panels show latest and their own errors.
  // Sticky: the panels asking the same request refetch it when they mount, and a gate that closed again
  // on that refetch would unmount them and loop (a free key's refusal did exactly that).
  if (latest.isError || (latest.data === undefined && latest.errorUpdateCount > 0))
    return { date: null, emptyLatest: null, settled: true };
  if (latest.data === undefined) return { date: null, emptyLatest: null, settled: false };
  const empty = sessionWithoutPrints(latest.data) !== null;
  return { ...pageSession(null, sessions, latest.data), settled: !empty || sessionsAnswered };
}
