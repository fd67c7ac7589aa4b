// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/api-error';
import { startKeyTierLookup, useKeyTier } from '../data/bff-status';
import { endpointQuery, PRO_ONLY_CODE } from '../data/endpoint-query';

/** A BFF whose /api/budget names `tier`; every other path answers an empty list. */
function bffWithTier(tier: string): ReturnType<typeof vi.fn> {
  return vi.fn(async (url: string | URL | Request) => {
    // Any answer of the contract's shape: the test is about which requests are sent.
    const body = String(url).endsWith('/api/budget') ? { tier } : { rankings: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const askedPaths = (fetchMock: ReturnType<typeof vi.fn>): string[] =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);

afterEach(() => {
  vi.unstubAllGlobals();
  useKeyTier.setState({ tier: null, ready: Promise.resolve() });
});

describe('the endpoint gate on the key tier', () => {
  it('refuses a Pro-only endpoint on a free key without asking the service', async () => {
    const fetchMock = bffWithTier('free');
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startKeyTierLookup(client);
    const refused = await client.fetchQuery(endpointQuery('gex.levels', { session: '2026-11-16', ticker: 'SPY' })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect((refused as ApiError).code).toBe(PRO_ONLY_CODE);
    expect(askedPaths(fetchMock)).toEqual(['/api/budget']);
  });

  it('still asks a free key for what its preview allows', async () => {
    const fetchMock = bffWithTier('free');
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startKeyTierLookup(client);
    await client.fetchQuery(endpointQuery('momentum.rankings', { top: 3 }));
    expect(askedPaths(fetchMock)).toEqual(['/api/budget', '/api/v1/momentum/rankings']);
  });

  it('asks a Pro key for a Pro-only endpoint', async () => {
    const fetchMock = bffWithTier('pro');
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startKeyTierLookup(client);
    await client.fetchQuery(endpointQuery('gex.levels', { session: '2026-11-16', ticker: 'SPY' }));
    expect(askedPaths(fetchMock)).toEqual(['/api/budget', '/api/v1/gex/2026-11-16/SPY/levels']);
  });

  it('holds nothing back when the tier cannot be learnt', async () => {
    const fetchMock = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/api/budget')
        ? new Response('{}', { status: 503 })
        : new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startKeyTierLookup(client);
    await client.fetchQuery(endpointQuery('gex.levels', { session: '2026-11-16', ticker: 'SPY' }));
    expect(askedPaths(fetchMock)).toContain('/api/v1/gex/2026-11-16/SPY/levels');
  });
});
