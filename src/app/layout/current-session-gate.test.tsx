// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentSession } from '../data/current-session';
import { CurrentSessionGate } from './current-session-gate';

function ShowSession(): React.ReactElement {
  const { session, fromService } = useCurrentSession();
  return <p>{`page asks for ${session} (${fromService ? 'service' : 'calendar'})`}</p>;
}

/** The sessions route answers `status` with `body` once `release` is called. */
function pendingSessions(status: number, body: unknown): { fetch: typeof fetch; release: () => void } {
  let release = (): void => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const impl = async (url: string | URL | Request): Promise<Response> => {
    expect(String(url)).toContain('/api/v1/flow/sessions');
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: vi.fn(impl) as unknown as typeof fetch, release };
}

function renderGate(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrentSessionGate>
        <ShowSession />
      </CurrentSessionGate>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CurrentSessionGate', () => {
  it('holds the page until the service names the current session, then gives the page that session', async () => {
    // A session far from the browser's calendar: the page must never see the calendar's guess.
    const sandbox = pendingSessions(200, { sessions: ['2020-03-13', '2020-03-12'] });
    vi.stubGlobal('fetch', sandbox.fetch);
    renderGate();
    expect(screen.getByRole('status').textContent).toMatch(/current session/);
    expect(screen.queryByText(/page asks for/)).toBeNull();
    sandbox.release();
    expect((await screen.findByText(/page asks for/)).textContent).toBe('page asks for 2020-03-13 (service)');
  });

  it("falls back to the calendar's session when the service refuses the list (a free key's 403)", async () => {
    const refused = pendingSessions(403, { error: 'tier_required', message: 'Pro only' });
    vi.stubGlobal('fetch', refused.fetch);
    renderGate();
    expect(screen.queryByText(/page asks for/)).toBeNull();
    refused.release();
    expect((await screen.findByText(/page asks for/)).textContent).toMatch(
      /^page asks for \d{4}-\d{2}-\d{2} \(calendar\)$/,
    );
  });
});
