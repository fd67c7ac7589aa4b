/**
 * Cache policy per class (ARCHITECTURE.md, Policies). The BFF's freshness and React Query's
 * `staleTime` both read this table; a past session is immutable whatever its class.
 */
import type { CacheClass, EndpointSpec } from './endpoint';
import type { ByEndpoint } from './registry';

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
 * How often a page refreshes data it shows, per class: the data's own cadence, never faster than the
 * BFF's freshness (a refresh inside it only reads the BFF's copy). 0: never refreshed on a timer.
 * The account has 5,000 requests a day, about 12.8 a minute over a 6.5-hour session, shared by every
 * open page: one idle page stays within 4 a minute, the default workspace within 3,000 a session.
 */
export const REFRESH_SECONDS: Readonly<Record<CacheClass, number>> = {
  tide: 120,
  live: 60,
  tape: 60,
  snapshot: 600,
  reference: 3600,
  // A quote changes every tick; once a minute keeps a tab within budget and the stream fills in between.
  realtime: 60,
  'no-store': 0,
};

/**
 * Endpoints whose data changes more slowly than their class says (reference, "Freshness by feed").
 * GEX levels, exposures and profile, and IV, are computed from the chain snapshot (cadence up to about
 * 12 h); flow rankings are read on 5-minute clusters (`net_delta_last`). Keyed by registered ids: a
 * misspelt one does not compile.
 */
const ENDPOINT_REFRESH_SECONDS: Readonly<Record<string, number>> = {
  'gex.levels': 600,
  'gex.greekExposure': 600,
  'gex.profile': 300,
  'gex.timeseries': 600,
  'volatility.atm': 600,
  'flow.current': 120,
} satisfies ByEndpoint<number>;

/** Seconds of one bar of a bar series (`interval` like 5m, 1h, 1d; `step_min` in minutes). */
function barSeconds(values: Readonly<Record<string, unknown>>): number | undefined {
  const interval = values.interval;
  if (typeof interval === 'string') {
    const m = /^(\d+)([mhd])$/.exec(interval);
    if (m) return Number(m[1]) * { m: 60, h: 3600, d: 86_400 }[m[2] as 'm' | 'h' | 'd'];
  }
  const step = Number(values.step_min);
  return Number.isFinite(step) && step > 0 ? step * 60 : undefined;
}

/** Longest cadence a page on screen waits between refreshes (a daily bar still moves within the day). */
const MAX_REFRESH_SECONDS = 3600;

/**
 * Seconds between timed refreshes of a request on screen: a bar series once a bar (the forming bar is
 * drawn from the live price, not refetched), otherwise the endpoint's or its class's cadence.
 */
export function refreshSeconds(spec: EndpointSpec, values: Readonly<Record<string, unknown>> = {}): number {
  const base = REFRESH_SECONDS[spec.cache];
  if (base === 0) return 0;
  const bar = barSeconds(values);
  const cadence = bar ?? ENDPOINT_REFRESH_SECONDS[spec.id] ?? base;
  return Math.min(MAX_REFRESH_SECONDS, Math.max(cachePolicy(spec).freshSeconds, cadence));
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
