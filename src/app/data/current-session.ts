/**
 * The current session as the service reports it (asked, not assumed): `/v1/flow/sessions` lists the
 * sessions with data, and the newest is the one a `current` endpoint answers for (after the close, on a
 * weekend or a holiday: the last completed session). The browser's own calendar is only the fallback
 * when the list cannot be read (a free key gets 403): until the service has answered or refused, the
 * session is not settled and pages wait (`CurrentSessionGate`) rather than ask for a guessed session,
 * which would spend budget on, or 404 for, a session the service does not call current.
 */
import { useQuery } from '@tanstack/react-query';
import { currentSession as calendarSession } from '../../api/calendar';
import { endpointQuery } from './endpoint-query';

const SESSION_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The list changes once a day; a minute keeps the day's turn visible without spending budget. */
const SESSIONS_STALE_MS = 60_000;

function sessionValue(v: unknown): string | null {
  if (typeof v === 'string') return SESSION_RE.test(v) ? v : null;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return sessionValue(o.session) ?? sessionValue(o.date);
  }
  return null;
}

/**
 * The current session in a sessions answer, read leniently: a `current` field when the service gives
 * one, else the newest entry of `sessions` (strings or objects with `session`/`date`), or a bare list.
 */
export function currentSessionOf(payload: unknown): string | null {
  const o = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const stated = sessionValue(o.current);
  if (stated) return stated;
  const list: unknown[] = Array.isArray(payload) ? payload : Array.isArray(o.sessions) ? o.sessions : [];
  const all = list.map(sessionValue).filter((s): s is string => s !== null);
  return all.length > 0 ? all.reduce((a, b) => (b > a ? b : a)) : null;
}

export interface CurrentSession {
  readonly session: string;
  /** The service said it (else the browser calendar's guess). */
  readonly fromService: boolean;
  /** The service has answered or refused: a page may ask for this session now. */
  readonly settled: boolean;
}

/**
 * Whether the list has been answered or refused at least once. Sticky on purpose: a refused query
 * refetches when the next component mounts it, and a gate that closed again on that refetch would
 * unmount that component and loop.
 */
function answeredOnce(q: { dataUpdatedAt: number; errorUpdateCount: number; failureCount: number }): boolean {
  return q.dataUpdatedAt > 0 || q.errorUpdateCount > 0 || q.failureCount > 0;
}

/** The current session: the service's word once it has answered, the calendar's guess if it cannot. */
export function useCurrentSession(): CurrentSession {
  // A refusal (a free key's 403) is not asked again on every page mount; the stale time brings it back.
  const q = useQuery({ ...endpointQuery('flow.sessions'), staleTime: SESSIONS_STALE_MS, retryOnMount: false });
  const said = currentSessionOf(q.data);
  if (said) return { session: said, fromService: true, settled: true };
  return { session: calendarSession(Date.now()), fromService: false, settled: answeredOnce(q) };
}
