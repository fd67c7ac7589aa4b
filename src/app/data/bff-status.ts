/** The BFF's own routes: `/api/budget` and `/api/health` (not upstream: they cost no budget). */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

export interface BudgetWindowReport {
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Unix seconds (or ISO text) at which the window rolls. */
  readonly reset: number | string | null;
}

export interface BudgetReport {
  readonly minute?: BudgetWindowReport;
  /** `projected`: where the day ends at the current demand, with the BFF's pacing (issue 11). */
  readonly day?: { readonly used: number | null; readonly limit: number | null; readonly projected?: number | null };
  readonly pacing?: {
    readonly slowed_factor?: number | 'paused' | null;
    readonly horizon_seconds?: number | null;
    /** What the projection runs to: the session's close, or the day count's reset at 00:00 UTC. */
    readonly horizon_end?: 'close' | 'reset' | null;
  };
  readonly flow_rows?: BudgetWindowReport;
  readonly tier?: string | null;
  readonly queue?: unknown;
}

export interface HealthReport {
  readonly status?: string;
  readonly mode?: 'sandbox' | 'upstream';
  readonly upstream?: unknown;
  readonly budget?: unknown;
  readonly streams?: unknown;
  /** Whether the upstream accepts the BFF's key, as far as the BFF has seen. */
  readonly key?: 'valid' | 'invalid' | 'unknown';
}

export const budgetQuery = queryOptions({
  queryKey: ['bff', 'budget'],
  queryFn: ({ signal }) => apiFetch<BudgetReport>('/budget', { signal }),
  staleTime: 4000,
  refetchInterval: 5000,
  retry: 1,
});

export const healthQuery = queryOptions({
  queryKey: ['bff', 'health'],
  queryFn: ({ signal }) => apiFetch<HealthReport>('/health', { signal }),
  staleTime: 20_000,
  refetchInterval: 30_000,
  retry: 1,
});

/** Seconds until a reset given as unix seconds or ISO text; null when unknown. */
export function secondsUntil(reset: number | string | null | undefined, now: number = Date.now()): number | null {
  if (reset === null || reset === undefined) return null;
  const at = typeof reset === 'number' ? (reset > 1e12 ? reset : reset * 1000) : Date.parse(reset);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, Math.round((at - now) / 1000));
}
