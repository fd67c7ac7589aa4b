/** The BFF's own routes: `/api/budget` and `/api/health` (not upstream: they cost no budget). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { apiFetch } from './api-fetch';

export interface BudgetWindowReport {
  readonly limit: number | null;
  readonly remaining: number | null;
  /** Unix seconds (or ISO text) at which the window rolls. */
  readonly reset: number | string | null;
}

export interface BudgetReport {
  readonly minute?: BudgetWindowReport;
  /** `projected`: where the day ends at the current demand, with the BFF's pacing that spreads the budget over the day. */
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
  /** Several BFF instances on one Redis (REDIS_URL); null or absent for one instance. */
  readonly shared?: { readonly state?: 'up' | 'down'; readonly note?: string | null } | null;
}

/** The tier of the key the BFF holds; null until the BFF has said it (or when it cannot). */
export type KeyTier = 'free' | 'pro' | null;

export function tierOfReport(report: BudgetReport | null | undefined): KeyTier {
  const t = report?.tier;
  return t === 'free' || t === 'pro' ? t : null;
}

interface KeyTierState {
  readonly tier: KeyTier;
  /** Settles once the first tier lookup has answered or failed; already settled when nobody asked. */
  readonly ready: Promise<void>;
}

/** The key's tier as `/api/budget` last said it, read by the endpoint gate (endpoint-query.ts). */
export const useKeyTier = create<KeyTierState>(() => ({ tier: null, ready: Promise.resolve() }));

export const budgetQuery = queryOptions({
  queryKey: ['bff', 'budget'],
  queryFn: async ({ signal }) => {
    const report = await apiFetch<BudgetReport>('/budget', { signal });
    const tier = tierOfReport(report);
    if (tier !== useKeyTier.getState().tier) useKeyTier.setState({ tier });
    return report;
  },
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

let lookup: { client: QueryClient; ready: Promise<void> } | null = null;

/**
 * Ask the BFF for the key's tier once per client, before any page asks the service: the gate holds
 * every endpoint request until this settles, so a free key is never sent a Pro-only request (a 403
 * spends budget and shows as a console error). A failed lookup leaves the tier unknown: nothing is held back.
 */
export function startKeyTierLookup(client: QueryClient): void {
  if (lookup?.client === client) return;
  const ready = client.fetchQuery(budgetQuery).then(
    () => undefined,
    () => undefined,
  );
  lookup = { client, ready };
  useKeyTier.setState({ ready });
}
