/**
 * React Query defaults for the dashboard: retry only what can succeed later (429, 5xx, network, unless
 * the error's code says it cannot), wait as long as the server says (Retry-After), give up after a
 * bounded number of attempts.
 */
import { QueryClient } from '@tanstack/react-query';
import { DOOR_FAILURES } from '../../api/doors';
import { isApiError, type ApiError } from './api-error';

/** Attempts after the first one. */
export const MAX_RETRIES = 4;
/** A Retry-After longer than this is not waited for in the background: the error is shown instead. */
export const MAX_RETRY_WAIT_MS = 65_000;

const NEVER_RETRY = new Set([400, 401, 403, 404, 405, 409, 413, 422]);

/**
 * Codes whose answer a retry cannot change, whatever their status: a tool door the upstream's schema
 * does not fit, a server that broke the protocol, a row budget that resets only at 00:00 UTC.
 */
const NEVER_RETRY_CODES: ReadonlySet<string> = new Set([
  DOOR_FAILURES.unmatched,
  DOOR_FAILURES.protocol,
  'flow_row_budget_exhausted',
]);

/** Whether the error's code says that asking again cannot help. */
export function isFinalCode(error: Pick<ApiError, 'code'>): boolean {
  return NEVER_RETRY_CODES.has(error.code);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (NEVER_RETRY.has(error.status) || isFinalCode(error)) return false;
  if (error.retryAfterMs !== null && error.retryAfterMs > MAX_RETRY_WAIT_MS) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== null) return Math.max(250, error.retryAfterMs);
  // Full jitter over an exponential ceiling (1 s, 2 s, 4 s … at most 15 s).
  const ceiling = Math.min(15_000, 1000 * 2 ** Math.max(0, failureCount - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchIntervalInBackground: false,
      },
      mutations: { retry: false },
    },
  });
}
