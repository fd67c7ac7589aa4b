// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../ui/toast-store';
import { readContractAnswer } from './contract-read';
import { useSaveWatchlist, watchlistQuery, watchlistWriteBlock, type Watchlist } from './watchlist';

const SERVICE_LIST = ['SPY', 'QQQ', 'NVDA', 'AAPL', 'MSFT', 'TSLA', 'AMZN', 'META', 'IWM'];
const read = async (body: unknown): Promise<Watchlist> =>
  (await readContractAnswer('GET', '/v1/quotes/watchlist', body, null)) as Watchlist;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useToasts.setState({ toasts: [] });
});

function harness(cached: Watchlist) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(watchlistQuery.queryKey, cached);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const { result } = renderHook(() => useSaveWatchlist(), { wrapper });
  return { client, result };
}

describe('watchlistWriteBlock', () => {
  it('allows a write on a list read cleanly, and refuses one read from another list name, naming the drift', async () => {
    expect(
      watchlistWriteBlock(await read({ symbols: SERVICE_LIST, max_active: 25, max_daily_additions: 50 })),
    ).toBeNull();
    const drifted = await read({ tickers: SERVICE_LIST, max_active: 25 });
    expect(drifted.symbols).toEqual(SERVICE_LIST);
    expect(watchlistWriteBlock(drifted)).toMatch(/contract drift: symbols/);
    expect(watchlistWriteBlock(undefined)).toMatch(/not been read/);
  });
});

describe('useSaveWatchlist', () => {
  it('sends no PUT on a list it could not read cleanly, keeps the list as read, and says why', async () => {
    const drifted = await read({ tickers: SERVICE_LIST });
    const { client, result } = harness(drifted);
    act(() => result.current.mutate({ symbols: ['AMD'], label: 'Adding AMD' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData<Watchlist>(watchlistQuery.queryKey)?.symbols).toEqual(SERVICE_LIST);
    expect(useToasts.getState().toasts.at(-1)?.text).toMatch(/Adding AMD was not saved: .*contract drift: symbols/);
  });

  it('saves on a clean list and takes the answer as the new list', async () => {
    const { client, result } = harness(await read({ symbols: ['SPY'], max_active: 25, max_daily_additions: 50 }));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ symbols: ['SPY', 'AMD'], max_active: 25, max_daily_additions: 50 }), {
        status: 200,
      }),
    );
    act(() => result.current.mutate({ symbols: ['SPY', 'AMD'], label: 'Adding AMD' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/quotes/watchlist');
    expect(JSON.parse(String(init?.body))).toEqual({ symbols: ['SPY', 'AMD'] });
    expect(client.getQueryData<Watchlist>(watchlistQuery.queryKey)?.symbols).toEqual(['SPY', 'AMD']);
  });
});
