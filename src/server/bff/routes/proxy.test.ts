// Integration: the real BFF and its embedded sandbox on loopback ports, counted by the sandbox itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server';
import { call, counters, sandboxAdmin, startTestBff, type TestBff, type TestResponse } from '../testing/test-kit';

const PAST = '2026-11-12'; // a session long over whatever the clock says (the sandbox keeps 90 days)

describe('proxy: contract allowlist, validation, coalescing, stale-if-error', () => {
  let bff: TestBff;
  // The cache's clock, fixed mid-session (Wed 2026-11-18 11:00 ET): a non-immutable answer dies when the
  // calendar's current session changes, so a real clock read before the open and moved 2 h later (past it)
  // would drop the copy the stale-if-error test needs: the test passed or failed with the hour.
  let cacheNow = Date.parse('2026-11-18T16:00:00Z');
  beforeAll(async () => {
    bff = await startTestBff({ overrides: { cacheNow: () => cacheNow, upstreamTimeoutMs: 1500 } });
  });
  afterAll(async () => bff.dispose());

  it('answers a route outside the contract 404 and an invalid parameter 422 without any upstream request', async () => {
    const before = await counters(bff);
    const r404 = await call(bff.url, '/api/v1/not/a/route');
    expect(r404.status).toBe(404);
    const traversal = await call(bff.url, '/api/v1/quotes/%2E%2E/health');
    expect(traversal.status).toBe(404);
    const r422 = await call(bff.url, '/api/v1/momentum/rankings?top=999');
    expect(r422.status).toBe(422);
    expect(r422.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['query', 'top'], type: 'less_than_equal' })],
    });
    const badBody = await call(bff.url, '/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ symbols: 'SPY' }),
    });
    expect(badBody.status).toBe(422);
    const r405 = await call(bff.url, '/api/v1/quotes/watchlist', { method: 'DELETE' });
    expect(r405.status).toBe(405);
    const after = await counters(bff);
    expect(after.requests_total).toBe(before.requests_total);
  });

  it('makes one upstream request for 50 identical concurrent requests', async () => {
    // A slow upstream answer keeps all 50 in flight together.
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/AAPL/candles', delay_ms: 600, count: 1 });
    const before = await counters(bff);
    const all = await Promise.all(
      Array.from({ length: 50 }, () => call(bff.url, '/api/v1/quotes/AAPL/candles?interval=15m')),
    );
    const after = await counters(bff);
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(
      (after.requests_by_endpoint['quotes.candles'] ?? 0) - (before.requests_by_endpoint['quotes.candles'] ?? 0),
    ).toBe(1);
    // One asked upstream; the others waited on it, or (a loaded machine may send a few after it answered)
    // read its fresh copy: never a second upstream request.
    const kinds = all.map((r) => r.headers.get('x-cache'));
    expect(kinds.filter((k) => k === 'MISS')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'COALESCED').length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'MISS' || k === 'COALESCED' || k === 'HIT')).toBe(true);
    const again = await call(bff.url, '/api/v1/quotes/AAPL/candles?interval=15m');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('age')).toMatch(/^\d+$/);
  });

  it('forwards only the normalised known query: a client api_key, X-API-Key and cookies are dropped', async () => {
    // Forwarded, the sandbox would answer 401 missing_api_key / invalid_api_key.
    const r = await call(bff.url, '/api/v1/quotes/msft?api_key=stolen&junk=1', {
      headers: { 'x-api-key': 'client-supplied', cookie: 'a=b', authorization: 'Bearer x' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
    const lower = await call(bff.url, '/api/v1/quotes/MSFT');
    expect(lower.headers.get('x-cache')).toBe('HIT'); // the ticker was normalised into the same key
  });

  it('answers a fresh hit early with the bytes and headers of the handler, the budget as it is now', async () => {
    const miss = await call(bff.url, '/api/v1/options-flow/tape?ticker=SPY&limit=5');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    // Another spelling of the same request: same cache key, answered before the handler.
    const hit = await call(bff.url, '/api/v1/options-flow/tape?limit=5&ticker=spy');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('age')).toMatch(/^\d+$/);
    expect(hit.text).toBe(miss.text);
    const names = (r: TestResponse): string[] => [...r.headers.keys()].sort();
    expect(names(hit)).toEqual(names(miss));
    for (const h of [
      'content-type',
      'content-length',
      'cache-control',
      'x-content-type-options',
      'cross-origin-resource-policy',
      'x-ratelimit-limit',
      'x-flowrows-limit',
    ]) {
      expect(hit.headers.get(h), h).toBe(miss.headers.get(h));
    }
    const budget = (await call(bff.url, '/api/budget')).json<{ minute: { remaining: number } }>();
    expect(hit.headers.get('x-ratelimit-remaining')).toBe(String(budget.minute.remaining));

    // With request logging on (debug), hits go through the handler: same headers.
    const logged = await startTestBff({ env: { LOG_LEVEL: 'debug' } });
    try {
      await call(logged.url, '/api/v1/options-flow/tape?ticker=SPY&limit=5');
      const viaHandler = await call(logged.url, '/api/v1/options-flow/tape?ticker=SPY&limit=5');
      expect(viaHandler.headers.get('x-cache')).toBe('HIT');
      expect(names(viaHandler)).toEqual(names(hit));
    } finally {
      await logged.dispose();
    }
  });

  it('answers a forced upstream 502 from a stale copy, marked STALE', async () => {
    const failedBefore = (await counters(bff)).rejected_by_status['502'] ?? 0;
    const first = await call(bff.url, '/api/v1/quotes/NVDA/candles?limit=30');
    expect(first.headers.get('x-cache')).toBe('MISS');
    cacheNow += 2 * 3600_000; // far beyond fresh and stale-while-revalidate
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/NVDA/candles', status: 502, count: 1 });
    const r = await call(bff.url, '/api/v1/quotes/NVDA/candles?limit=30');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-cache')).toBe('STALE');
    expect(r.text).toBe(first.text);
    const c = await counters(bff);
    expect(c.rejected_by_status['502']).toBe(failedBefore + 1); // the upstream really failed
  });

  it('maps an upstream 502 without a copy through, and a timeout to 504 upstream_timeout', async () => {
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/TSLA', status: 502, count: 1 });
    const r502 = await call(bff.url, '/api/v1/quotes/TSLA');
    expect(r502.status).toBe(502);
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/META', delay_ms: 3000, count: 1 });
    const r504 = await call(bff.url, '/api/v1/quotes/META');
    expect(r504.status).toBe(504);
    expect(r504.json()).toMatchObject({ error: 'upstream_timeout' });
  });

  it('passes a PUT through with its status and rate-limit headers', async () => {
    const put = await call(bff.url, '/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: bff.url },
      body: JSON.stringify({ symbols: ['SPY', 'QQQ', 'IWM', 'AAPL', 'NVDA', 'TSLA', 'MSFT', 'AMZN', 'META'] }),
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('reports the budget', async () => {
    const b = (await call(bff.url, '/api/budget')).json<Record<string, unknown>>();
    expect(b).toMatchObject({
      tier: 'pro',
      minute: { limit: 60 },
      day: { limit: 5000 },
      queue: { interactive: 0, background: 0 },
    });
  });
});

describe('governor: a burst of 200 distinct requests', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('never makes the upstream answer 429; every client gets data or a 429 with Retry-After', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(bff.url, `/api/v1/quotes/SPY/candles?interval=1m&limit=${i + 1}`)),
    );
    const c = await counters(bff);
    expect(c.rejected_by_status['429'] ?? 0).toBe(0);
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok.length + refused.length).toBe(200);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(120); // at most two windows' worth within the 10 s wait
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.json()).toMatchObject({ error: 'budget_wait_too_long' });
    }
    expect(c.requests_by_endpoint['quotes.candles']).toBe(ok.length);
  }, 40_000);
});

describe('persistence across a restart', () => {
  it('answers a past session after a restart without an upstream request, and remembers the day count', async () => {
    const first = await startTestBff();
    const a = await call(first.url, `/api/v1/quotes/QQQ/candles?session=${PAST}`);
    expect(a.status).toBe(200);
    expect(a.headers.get('x-cache')).toBe('MISS');
    const usedBefore = (await call(first.url, '/api/budget')).json<{ day: { used: number } }>().day.used;
    expect(usedBefore).toBeGreaterThanOrEqual(1);
    await first.stop();

    const second = await startTestBff({ dataDir: first.dataDir });
    try {
      const b = await call(second.url, `/api/v1/quotes/QQQ/candles?session=${PAST}`);
      expect(b.status).toBe(200);
      expect(b.headers.get('x-cache')).toBe('HIT');
      expect(b.text).toBe(a.text);
      const c = await counters(second); // a brand-new sandbox: it has seen nothing
      expect(c.requests_total).toBe(0);
      expect((await call(second.url, '/api/budget')).json<{ day: { used: number } }>().day.used).toBe(usedBefore);
    } finally {
      await second.dispose();
    }
  });
});

describe('free tier (SANDBOX_TIER=free)', () => {
  it('passes the upstream 403 of a Pro route through with its headers, and learns the free minute limit', async () => {
    const bff = await startTestBff({ env: { SANDBOX_TIER: 'free' } });
    try {
      const r = await call(bff.url, '/api/v1/momentum/SPY/history');
      expect(r.status).toBe(403);
      expect(r.headers.get('x-ratelimit-limit')).toBe('10');
      expect(r.headers.get('x-cache')).toBe('MISS');
      const b = (await call(bff.url, '/api/budget')).json<{
        tier: string;
        minute: { limit: number };
        day: { limit: number };
      }>();
      expect(b).toMatchObject({ tier: 'free', minute: { limit: 10 }, day: { limit: 200 } });
    } finally {
      await bff.dispose();
    }
  });
});

describe('upstream mode (a key and a base URL)', () => {
  it('proxies the configured upstream with the configured key, the same code path as sandbox mode', async () => {
    const sandbox = await startSandbox({ port: 0, keys: { 'upstream-mode-key-77': 'pro' } });
    const bff = await startTestBff({ env: { OA_API_KEY: 'upstream-mode-key-77', OA_BASE_URL: sandbox.url } });
    try {
      const h = (await call(bff.url, '/api/health')).json<{ mode: string; status: string; sandbox_url?: string }>();
      expect(h).toMatchObject({ mode: 'upstream', status: 'ok' });
      expect(h.sandbox_url).toBeUndefined();
      const r = await call(bff.url, '/api/v1/quotes/SPY');
      expect(r.status).toBe(200);
      const c = (await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as {
        requests_by_endpoint: Record<string, number>;
      };
      expect(c.requests_by_endpoint['quotes.quote']).toBe(1);
    } finally {
      await bff.dispose();
      await sandbox.close();
    }
  });
});
