// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBudgetHeaders, useHeaderBudget } from '../data/budget-store';
import { StatusBar } from './status-bar';

/** The BFF's own routes answering `health` for /api/health and a plain budget for /api/budget. */
function serve(health: unknown, budget: unknown = { tier: 'pro', day: { used: 10, limit: 5000 } }): void {
  const impl = async (url: string | URL | Request): Promise<Response> => {
    const body = String(url).includes('/api/health') ? health : budget;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(impl));
}

function renderBar(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusBar />
    </QueryClientProvider>,
  );
}

// The header budget is a module-wide store: every test starts from, and leaves, its initial state.
const resetHeaderBudget = (): void => useHeaderBudget.setState(useHeaderBudget.getInitialState(), true);
beforeEach(resetHeaderBudget);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetHeaderBudget();
});

describe('StatusBar: several BFF instances', () => {
  it('says when this server counts alone because the shared store is down', async () => {
    const note = 'Redis unreachable: this instance serves from its own memory and budget until it is back';
    serve({ mode: 'upstream', shared: { state: 'down', note } });
    renderBar();
    const desk = (await screen.findByText('this server alone')).closest('span[title]')!;
    expect(desk.textContent).toContain('shared store down');
    expect(desk.getAttribute('title')).toBe(note);
  });

  it('says the budget is shared while Redis is up, and shows nothing of it for one instance', async () => {
    serve({ mode: 'upstream', shared: { state: 'up', note: null } });
    renderBar();
    expect((await screen.findByText('shared budget')).closest('span[title]')!.textContent).not.toContain('⚠');
    cleanup();
    serve({ mode: 'upstream', shared: null });
    renderBar();
    await screen.findByText('live');
    expect(screen.queryByText('desk')).toBeNull();
  });
});

describe('StatusBar: the minute', () => {
  it('takes the limit and what is left from the same source: a fresher answer header over the budget poll', async () => {
    serve(
      { mode: 'upstream' },
      { tier: 'pro', minute: { limit: 60, remaining: 55, reset: null }, day: { used: 5, limit: 5000 } },
    );
    renderBar();
    await screen.findByText('55 of 60 left');
    // An upstream that allows 600 a minute says so on its answers: the bar shows its pair, not 588 of 60.
    const headers = new Headers({
      'X-RateLimit-Limit': '600',
      'X-RateLimit-Remaining': '588',
      'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 30),
    });
    recordBudgetHeaders(headers, Date.now() + 1_000);
    await screen.findByText('588 of 600 left');
  });
});
