/**
 * Cache policy per class (ARCHITECTURE.md, Policies). The BFF's freshness and React Query's
 * `staleTime` both read this table; a past session is immutable whatever its class.
 */
import type { CacheClass, EndpointSpec } from './endpoint';

export interface CachePolicy {
  /** Seconds an answer is served without asking upstream. */
  readonly freshSeconds: number;
  /** Further seconds a stale answer may be served while it is refreshed, or when upstream fails. */
  readonly staleSeconds: number;
}

export const CACHE_POLICIES: Readonly<Record<CacheClass, CachePolicy>> = {
  tide: { freshSeconds: 120, staleSeconds: 600 },
  live: { freshSeconds: 45, staleSeconds: 600 },
  tape: { freshSeconds: 30, staleSeconds: 300 },
  snapshot: { freshSeconds: 600, staleSeconds: 3600 },
  reference: { freshSeconds: 3600, staleSeconds: 86_400 },
  realtime: { freshSeconds: 5, staleSeconds: 60 },
  'no-store': { freshSeconds: 0, staleSeconds: 0 },
};

export function cachePolicy(spec: EndpointSpec): CachePolicy {
  return CACHE_POLICIES[spec.cache];
}

/**
 * Whether a request names a session that is already over, so its answer never changes.
 * `currentSession` is the latest session with data (calendar.ts). Date-like query values
 * (`session`, `date`) count as well as the `{session}` path segment.
 */
export function isPastSessionRequest(
  spec: EndpointSpec,
  values: Readonly<Record<string, unknown>>,
  currentSession: string,
): boolean {
  if (spec.cache === 'no-store' || spec.current) return false;
  for (const name of ['session', 'date'] as const) {
    const v = values[name];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && v < currentSession) return true;
  }
  return false;
}

/**
 * The session a request names: a date in the `{session}` path parameter or a `session`/`date` query
 * value. "latest", "current" or no value name nothing (undefined).
 */
export function requestedSession(spec: EndpointSpec, values: Readonly<Record<string, unknown>>): string | undefined {
  if (spec.cache === 'no-store' || spec.current) return undefined;
  for (const name of ['session', 'date'] as const) {
    const v = values[name];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  }
  return undefined;
}
