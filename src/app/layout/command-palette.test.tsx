// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandPalette } from './command-palette';

// jsdom lacks what cmdk measures with.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView(): void {};

/** The BFF: a watchlist of SPY and QQQ, a universe of five tickers. */
function fakeBff(): typeof fetch {
  const json = (body: unknown): Response =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  return vi.fn(async (url: string | URL | Request) => {
    const u = String(url);
    if (u.includes('/quotes/watchlist'))
      return json({ symbols: ['SPY', 'QQQ'], max_active: 25, max_daily_additions: 10 });
    if (u.includes('/oi/tickers')) return json({ tickers: ['AAPL', 'NVDA', 'QQQ', 'SPY', 'TSLA'] });
    return new Response('{}', { status: 404 });
  }) as unknown as typeof fetch;
}

function renderPalette(initial: string): { path: () => string; closed: () => boolean } {
  let closed = false;
  const router = createMemoryRouter(
    [
      { path: '/', element: <CommandPalette initial={initial} onClose={() => (closed = true)} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { path: () => router.state.location.pathname, closed: () => closed };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommandPalette', () => {
  it('opens with what was typed, and "NVDA vol" opens NVDA\'s volatility page', async () => {
    vi.stubGlobal('fetch', fakeBff());
    const p = renderPalette('N');
    const input = screen.getByPlaceholderText('Ticker, page or action…');
    expect((input as HTMLInputElement).value).toBe('N');
    fireEvent.change(input, { target: { value: 'NVDA vol' } });
    fireEvent.click(await screen.findByText('NVDA Volatility'));
    expect(p.path()).toBe('/volatility/NVDA');
    expect(p.closed()).toBe(true);
  });

  it('finds pages by a trader\'s word ("dark") and shows no heading without items', async () => {
    vi.stubGlobal('fetch', fakeBff());
    renderPalette('dark');
    expect(await screen.findByText('Dark pool (SPY)')).toBeTruthy();
    // Neither the watchlist nor the universe has a ticker starting with DARK: their headings are absent.
    expect(screen.queryByText('Watchlist')).toBeNull();
    expect(screen.queryByText('Universe')).toBeNull();
  });

  it('offers a universe ticker to open or add', async () => {
    vi.stubGlobal('fetch', fakeBff());
    const p = renderPalette('TS');
    fireEvent.click(await screen.findByText('TSLA'));
    expect(p.path()).toBe('/gex/TSLA');
  });
});
