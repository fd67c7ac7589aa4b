// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInGate } from './sign-in-gate';

/** A stand-in for the BFF's /api/session routes with one token, throttled after two failures. */
function fakeBff(token: string): { fetch: typeof fetch; signedIn: () => boolean } {
  let session = false;
  let failures = 0;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const impl = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    expect(String(url)).toBe('/api/session');
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, { required: true, valid: session });
    if (method === 'DELETE') {
      session = false;
      return json(200, { signed_out: true });
    }
    if (failures >= 2) return json(429, { message: 'too many wrong tokens' }, { 'retry-after': '4' });
    const given = (JSON.parse(String(init?.body)) as { token: string }).token;
    if (given !== token) {
      failures++;
      return json(401, { error: 'invalid_token', message: 'wrong dashboard token' });
    }
    session = true;
    return json(200, { ok: true });
  };
  return { fetch: vi.fn(impl) as unknown as typeof fetch, signedIn: () => session };
}

function renderGate(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInGate>
        <p>the dashboard</p>
      </SignInGate>
    </QueryClientProvider>,
  );
}

/** Submit a token once the form is ready again (the button is busy while an attempt is under way). */
async function typeToken(value: string): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Sign in' });
  fireEvent.change(screen.getByLabelText('Dashboard token'), { target: { value } });
  fireEvent.click(button);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInGate', () => {
  it('asks for the token, says a wrong one is wrong, and opens the dashboard on the right one', async () => {
    const bff = fakeBff('correct-horse-battery');
    vi.stubGlobal('fetch', bff.fetch);
    renderGate();
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByText('the dashboard')).toBeNull();

    await typeToken('guess');
    expect((await screen.findByRole('alert')).textContent).toContain('wrong dashboard token');

    await typeToken('correct-horse-battery');
    await screen.findByText('the dashboard');
    expect(bff.signedIn()).toBe(true);
  });

  it('shows the wait the BFF asks for once sign-in is throttled', async () => {
    vi.stubGlobal('fetch', fakeBff('correct-horse-battery').fetch);
    renderGate();
    await screen.findByRole('form', { name: 'Sign in' });
    for (const guess of ['a', 'b', 'c']) await typeToken(guess);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('retry in 4 s'));
  });
});
