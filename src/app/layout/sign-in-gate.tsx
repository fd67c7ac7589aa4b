/**
 * Shows the sign-in form instead of the dashboard when the BFF asks for its token and this browser holds
 * no valid session; an API answer of 401 later (session ended or expired) brings the form back.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { isApiError } from '../data/api-error';
import { sessionQuery, sessionQueryKey, signIn } from '../data/dashboard-session';

export function SignInGate({ children }: { readonly children: ReactNode }): ReactElement {
  const client = useQueryClient();
  const session = useQuery(sessionQuery);

  // Any API answer of 401 means the session is gone: ask the BFF again rather than show broken panels.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === 'updated' && isApiError(error) && error.status === 401) {
          void client.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [client],
  );

  if (session.data?.required && !session.data.valid) {
    return <SignInForm onSignedIn={() => client.resetQueries()} />;
  }
  // While the BFF is asked (or cannot say), the dashboard renders: with no token it needs no session.
  return <>{children}</>;
}

function SignInForm({ onSignedIn }: { readonly onSignedIn: () => void }): ReactElement {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    setBusy(true);
    const r = await signIn(token);
    setBusy(false);
    if (r.ok) {
      setToken('');
      onSignedIn();
      return;
    }
    const wait = r.retryAfterMs !== null ? ` (retry in ${Math.ceil(r.retryAfterMs / 1000)} s)` : '';
    setError(`${r.message}${wait}`);
  }

  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <form
        onSubmit={(e) => void submit(e)}
        className="flex w-full max-w-sm flex-col gap-3 rounded border border-line bg-panel p-5"
        aria-label="Sign in"
      >
        <h1 className="text-lg font-semibold">
          <span className="text-accent">◆</span> Options Analytics
        </h1>
        <p className="text-sm text-muted">This dashboard is protected. Enter the dashboard token to sign in.</p>
        <label className="flex flex-col gap-1 text-sm">
          Dashboard token
          <input
            type="password"
            autoComplete="current-password"
            required
            value={token}
            onChange={(e) => setToken(e.target.value)}
            className="rounded border border-line bg-raised px-2 py-1 font-mono"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-down">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy || token === ''}
          className="rounded bg-accent px-3 py-1.5 font-medium text-black disabled:opacity-50"
        >
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
