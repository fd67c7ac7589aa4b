/**
 * The one fetch wrapper for `/api/v1/*`: same-origin (the BFF holds the key), reads the budget headers
 * into the store, turns a failed answer into a typed ApiError, and reads answers through their schemas.
 */
import { DRIFT_HEADER } from '../../api/drift';
import { apiErrorFromBody, ApiError } from './api-error';
import { recordBudgetHeaders } from './budget-store';
import { readContractAnswer } from './contract-read';
import { parseRetryAfter } from '../../api/time-windows';

export type Priority = 'interactive' | 'background';

export interface ApiFetchOptions {
  readonly method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  readonly body?: unknown;
  readonly priority?: Priority;
  readonly signal?: AbortSignal;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fetch `/api` + `path` (path starts with `/v1/` or another BFF route) and return the parsed JSON. */
export async function apiFetch<T>(path: string, opts: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.priority) headers['X-Priority'] = opts.priority;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ status: 0, code: 'network_error', message: 'The dashboard server cannot be reached.' });
  }
  recordBudgetHeaders(res.headers);
  const body = await readBody(res);
  if (!res.ok) throw apiErrorFromBody(res.status, body, parseRetryAfter(res.headers.get('Retry-After')));
  // Read through the answer's schema; the BFF's drift header becomes `contract_drift` for the panel mark.
  return readContractAnswer(opts.method ?? 'GET', path, body, res.headers.get(DRIFT_HEADER)) as T;
}
