// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
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

/** The palette as the layout holds it: the text and a pending Enter live outside it. */
function HeldPalette(props: { initial: string; submitPending: boolean; onClose: () => void }): ReactElement {
  const [search, setSearch] = useState(props.initial);
  const [submitPending, setSubmitPending] = useState(props.submitPending);
  return (
    <CommandPalette
      search={search}
      onSearchChange={setSearch}
      submitPending={submitPending}
      onSubmitPending={setSubmitPending}
      onClose={props.onClose}
    />
  );
}

function renderPalette(initial: string, submitPending = false): { path: () => string; closed: () => boolean } {
  let closed = false;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HeldPalette initial={initial} submitPending={submitPending} onClose={() => (closed = true)} />,
      },
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

  it('an Enter typed before the palette opened chooses its first entry once the tickers are read', async () => {
    vi.stubGlobal('fetch', fakeBff());
    // "nvda" lists nothing until the universe is read: the Enter waits for it, then opens NVDA's GEX.
    const p = renderPalette('nvda', true);
    await vi.waitFor(() => expect(p.path()).toBe('/gex/NVDA'));
    expect(p.closed()).toBe(true);
  });

  it('"nvda vol" then an early Enter opens NVDA\'s volatility page, not a page of its last letters', async () => {
    vi.stubGlobal('fetch', fakeBff());
    const p = renderPalette('nvda vol', true);
    await vi.waitFor(() => expect(p.path()).toBe('/volatility/NVDA'));
  });

  it('Enter in the input before the tickers are read waits for them', async () => {
    let answerUniverse: () => void = () => undefined;
    const bff = fakeBff();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        if (String(url).includes('/oi/tickers')) await new Promise<void>((r) => (answerUniverse = r));
        return bff(url);
      }),
    );
    const p = renderPalette('TS');
    const input = screen.getByPlaceholderText('Ticker, page or action…');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(p.path()).toBe('/');
    await vi.waitFor(() => expect(answerUniverse).not.toBe(undefined));
    answerUniverse();
    await vi.waitFor(() => expect(p.path()).toBe('/gex/TSLA'));
  });
});
