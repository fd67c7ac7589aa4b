/**
 * Query options for any endpoint of the contract registry: the key holds every parameter, the path and
 * query are built from the registry, and freshness follows the contract's cache policy (a past session
 * never goes stale).
 */
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { cachePolicy, isPastSessionRequest, refreshSeconds } from '../../api/cache-policy';
import { currentSession } from '../../api/calendar';
import type { EndpointSpec } from '../../api/endpoint';
import { buildPath } from '../../api/match';
import { endpoint, type EndpointId, type ParamName } from '../../api/registry';
import type { AnswerEndpointId, AnswerOf } from '../../api/schemas';
import { ApiError } from './api-error';
import type { DriftMeta } from './contract-read';
import { apiFetch, type ApiFetchOptions, type Priority } from './api-fetch';
import { useKeyTier, type KeyTier } from './bff-status';
import { isMinuteLow, useHeaderBudget } from './budget-store';

export type ParamValue = string | number | boolean | null | undefined;
export type ParamInput = Readonly<Record<string, ParamValue>>;
/** Values for the parameters endpoint `I` declares: a name it does not declare is a compile error. */
export type ParamsOf<I extends EndpointId> = { readonly [K in ParamName<I>]?: ParamValue };

export interface EndpointQueryOptions {
  /** Priority of the first fetch; refreshes are always background. */
  readonly priority?: Priority;
  /** The latest session with data, to tell a past session (immutable) from the live one. */
  readonly currentSession?: string;
  /**
   * Refresh on a timer while the data is live, at the data's cadence (cache-policy.ts, refreshSeconds);
   * paused when the tab is hidden or the minute budget is low.
   */
  readonly poll?: boolean;
}

/**
 * What a query of endpoint `I` gives its page: the answer parsed through the endpoint's schema
 * (api-fetch → contract-read), typed by it, with the drifted fields attached.
 */
export type AnswerFor<I extends EndpointId> = I extends AnswerEndpointId ? AnswerOf<I> & DriftMeta : unknown;

export interface SplitParams {
  readonly pathParams: Record<string, string>;
  readonly query: Record<string, string | number | boolean>;
}

/** Separate path from query values and fill registry defaults, so equal requests share one key. */
export function splitParams(spec: EndpointSpec, params: ParamInput): SplitParams {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const p of spec.params) {
    const v = params[p.name];
    if (p.in === 'path') {
      if (v === undefined || v === null) throw new Error(`${spec.id}: missing path parameter ${p.name}`);
      pathParams[p.name] = String(v);
    } else if (v !== undefined && v !== null && v !== '') query[p.name] = v;
    else if (p.default !== undefined) query[p.name] = p.default;
  }
  for (const name of Object.keys(params)) {
    if (!spec.params.some((p) => p.name === name)) throw new Error(`${spec.id}: unknown parameter ${name}`);
  }
  return { pathParams, query };
}

/** `['api', family, id, ...path values in template order, {query}]`. */
export function endpointKey<I extends EndpointId>(id: I, params: ParamsOf<I> = {}): QueryKey {
  const spec = endpoint(id);
  const { pathParams, query } = splitParams(spec, params);
  const pathValues = spec.params.filter((p) => p.in === 'path').map((p) => pathParams[p.name]!);
  return ['api', spec.family, spec.id, ...pathValues, sortedObject(query)];
}

function sortedObject<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}

/** `/v1/...?a=1&b=2` for the endpoint and values. */
export function endpointUrl<I extends EndpointId>(id: I, params: ParamsOf<I> = {}): string {
  const spec = endpoint(id);
  const { pathParams, query } = splitParams(spec, params);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(sortedObject(query))) qs.set(k, String(v));
  const s = qs.toString();
  return `${buildPath(spec, pathParams)}${s ? `?${s}` : ''}`;
}

/** Milliseconds between timed refreshes of a request on screen: its cadence; 0 for a past session. */
export function refreshIntervalFor<I extends EndpointId>(id: I, params: ParamsOf<I>, current: string): number {
  const spec = endpoint(id);
  const { pathParams, query } = splitParams(spec, params);
  const values = { ...query, ...pathParams };
  if (isPastSessionRequest(spec, values, current)) return 0;
  return refreshSeconds(spec, values) * 1000;
}

/** `staleTime` for a request: the policy's freshness, or 'static' for a past session. */
export function staleTimeFor<I extends EndpointId>(id: I, params: ParamsOf<I>, current: string): number | 'static' {
  const spec = endpoint(id);
  const { pathParams, query } = splitParams(spec, params);
  if (isPastSessionRequest(spec, { ...query, ...pathParams }, current)) return 'static';
  return cachePolicy(spec).freshSeconds * 1000;
}

/** Reference A, empty tape responses: a `degraded` answer (the live feed failed upstream) is asked again soon. */
export const DEGRADED_RETRY_MS = 5_000;

function isDegraded(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { degraded?: unknown }).degraded === true;
}

/** The code of the refusal the gate gives instead of asking a free key for a Pro-only endpoint. */
export const PRO_ONLY_CODE = 'pro_required';

/** Whether a key of `tier` would be refused the endpoint (Access `pro` on a free key). */
export function isWithheldFromTier(spec: EndpointSpec, tier: KeyTier): boolean {
  return tier === 'free' && spec.access === 'pro';
}

/**
 * The request, unless the key cannot have it: a free key is refused here as the service would refuse it
 * (403), without spending a request of its small budget.
 */
async function gatedFetch<T>(spec: EndpointSpec, url: string, fetchIt: () => Promise<T>): Promise<T> {
  await useKeyTier.getState().ready;
  if (isWithheldFromTier(spec, useKeyTier.getState().tier)) {
    throw new ApiError({ status: 403, code: PRO_ONLY_CODE, message: `${spec.summary} needs a Pro key (${url})` });
  }
  return fetchIt();
}

/**
 * One request to an endpoint outside a plain query (paged lists, mutations), through the same tier gate
 * as every query: a free key is never sent for what its tier cannot have.
 */
export function endpointFetch<T, I extends EndpointId>(
  id: I,
  params: ParamsOf<I>,
  opts: ApiFetchOptions = {},
): Promise<T> {
  const url = endpointUrl(id, params);
  return gatedFetch(endpoint(id), url, () => apiFetch<T>(url, opts));
}

/**
 * Query options for one endpoint, typed by its answer schema (`AnswerFor<I>`). A second type argument
 * narrows it where a caller knows more. The answer type is never inferred from where the options go
 * (`useQuery(endpointQuery(…))` would otherwise infer it from useQuery's own generic).
 */
export function endpointQuery<I extends EndpointId, T = AnswerFor<I>>(
  id: I,
  params: ParamsOf<I> = {},
  opts: EndpointQueryOptions = {},
): UseQueryOptions<NoInfer<T>, Error, NoInfer<T>, QueryKey> & { queryKey: QueryKey } {
  const current = opts.currentSession ?? currentSession(Date.now());
  const queryKey = endpointKey(id, params);
  const url = endpointUrl(id, params);
  const staleTime = staleTimeFor(id, params, current);
  const pollMs = refreshIntervalFor(id, params, current);
  return queryOptions<T, Error, T, QueryKey>({
    queryKey,
    queryFn: ({ signal, client }) => {
      // A refresh of data already on screen never competes with what the user just asked for.
      const refresh = client.getQueryData(queryKey) !== undefined;
      return gatedFetch(endpoint(id), url, () =>
        apiFetch<T>(url, { signal, priority: refresh ? 'background' : (opts.priority ?? 'interactive') }),
      );
    },
    staleTime,
    gcTime: staleTime === 'static' ? 30 * 60_000 : 5 * 60_000,
    refetchInterval: (query) => {
      if (isDegraded(query.state.data)) return DEGRADED_RETRY_MS;
      if (!opts.poll || pollMs <= 0) return false;
      return isMinuteLow(useHeaderBudget.getState()) ? false : pollMs;
    },
  });
}
