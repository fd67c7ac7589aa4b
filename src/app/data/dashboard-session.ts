/**
 * The dashboard's own sign-in (`DASHBOARD_TOKEN` on the BFF): whether a session is required and held,
 * signing in with the token, signing out. These are BFF routes, not upstream ones: they cost no budget.
 */
import { queryOptions } from '@tanstack/react-query';
import { parseRetryAfter } from '../../api/time-windows';

export interface DashboardSession {
  /** The BFF asks for a token (DASHBOARD_TOKEN is set). */
  readonly required: boolean;
  /** This browser holds a session the BFF accepts. */
  readonly valid: boolean;
}

export type SignInResult =
  { readonly ok: true } | { readonly ok: false; readonly message: string; readonly retryAfterMs: number | null };

export const sessionQueryKey = ['bff', 'session'] as const;

async function readSession(signal?: AbortSignal): Promise<DashboardSession> {
  const res = await fetch('/api/session', { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`the dashboard server answered ${res.status}`);
  const body = (await res.json()) as { required?: unknown; valid?: unknown };
  return { required: body.required === true, valid: body.valid !== false };
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => readSession(signal),
  staleTime: 5 * 60_000,
  retry: 2,
});

function messageOf(body: unknown, fallback: string): string {
  const m = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof m === 'string' ? m : fallback;
}

export async function signIn(token: string): Promise<SignInResult> {
  let res: Response;
  try {
    res = await fetch('/api/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    return { ok: false, message: 'The dashboard server cannot be reached.', retryAfterMs: null };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as unknown;
  const retryAfterMs = parseRetryAfter(res.headers.get('Retry-After'));
  const fallback = res.status === 429 ? 'Too many wrong tokens; wait before trying again.' : 'Wrong dashboard token.';
  return { ok: false, message: messageOf(body, fallback), retryAfterMs };
}

export async function signOut(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' });
}
