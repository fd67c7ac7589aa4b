// Integration: Origin checks, the DASHBOARD_TOKEN session, headers, limits and static serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, counters, TestSocket, wsUrl, type TestBff, startTestBff } from '../testing/test-kit';

describe('security without a dashboard token', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('refuses a cross-origin WebSocket upgrade, and the Vite dev origin outside `npm run dev`', async () => {
    const evil = new TestSocket(wsUrl(bff, 'flow'), { origin: 'http://evil.example' });
    expect(await evil.closed).toBe(403);
    const same = new TestSocket(wsUrl(bff, 'flow'), { origin: bff.url });
    await same.opened();
    const dev = new TestSocket(wsUrl(bff, 'flow'), { origin: 'http://localhost:5173' });
    expect(await dev.closed).toBe(403);
    same.close();
  });

  it('refuses a cross-origin state-changing request before any upstream request', async () => {
    const before = await counters(bff);
    const r = await call(bff.url, '/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ symbols: [] }),
    });
    expect(r.status).toBe(403);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
  });

  it("counts the browsers' CSP violation reports, both shapes, in /api/health", async () => {
    const health = async (): Promise<{ count: number; recent: { directive: string | null }[] }> =>
      ((await (await call(bff.url, '/api/health')).json()) as { csp_violations: never }).csp_violations;
    const before = (await health()).count;
    const legacy = await call(bff.url, '/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${bff.url}/flow`,
          'violated-directive': 'script-src',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const reporting = await call(bff.url, '/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' } },
      ]),
    });
    expect(reporting.status).toBe(204);
    const after = await health();
    expect(after.count).toBe(before + 2);
    expect(after.recent.slice(0, 2).map((v) => v.directive)).toEqual(['img-src', 'script-src']);
  });

  it('limits request bodies to 64 KB', async () => {
    const r = await call(bff.url, '/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ symbols: ['SPY'], pad: 'x'.repeat(70_000) }),
    });
    expect(r.status).toBe(413);
  });

  it('serves the SPA with a strict CSP and security headers, index.html for deep links, 404 for missing files', async () => {
    const r = await call(bff.url, '/gex/SPY?dte_filter=0dte');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const csp = r.headers.get('content-security-policy') ?? '';
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "worker-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      'report-uri /api/csp-report',
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect((await call(bff.url, '/assets/missing-abc123.js')).status).toBe(404);
    expect((await call(bff.url, '/api/nothing')).status).toBe(404);
  });

  it('sends the page headers on HEAD and on 404s, and not on proxied JSON answers', async () => {
    for (const r of [
      await call(bff.url, '/gex/SPY', { method: 'HEAD' }),
      await call(bff.url, '/assets/missing-abc123.js'),
      await call(bff.url, '/api/nothing'),
      await call(bff.url, '/api/session', { method: 'HEAD' }),
    ]) {
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const json = await call(bff.url, '/api/v1/quotes/SPY');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves X-RateLimit-* to the upstream budget: the per-client limit adds none of its own', async () => {
    const budget = await call(bff.url, '/api/budget');
    expect(budget.headers.get('x-ratelimit-limit')).toBeNull();
    const data = await call(bff.url, '/api/v1/quotes/SPY');
    expect(data.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('has no test hook unless E2E=1', async () => {
    const r = await call(bff.url, '/api/dev/ws/close', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'flow', code: 1006 }),
    });
    expect(r.status).toBe(404);
  });
});

describe('with DASHBOARD_TOKEN', () => {
  const TOKEN = 'desk-token-0123456789';
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { DASHBOARD_TOKEN: TOKEN, E2E: '1' } });
  });
  afterAll(async () => bff.dispose());

  it('answers nothing under /api without the session cookie', async () => {
    const before = await counters(bff);
    const routes: [string, RequestInit?][] = [
      ['/api/health'],
      ['/api/budget'],
      ['/api/v1/quotes/SPY'],
      ['/api/v1/not-a-route'],
      [
        '/api/v1/quotes/watchlist',
        { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"symbols":[]}' },
      ],
      ['/api/dev/ws/close', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/api/ws/flow'],
      ['/api'],
    ];
    for (const [route, init] of routes) {
      const r = await call(bff.url, route, init);
      expect(r.status, route).toBe(401);
    }
    const forged = await call(bff.url, '/api/health', { headers: { cookie: 'oa_session=abc.def' } });
    expect(forged.status).toBe(401);
    for (const endpoint of ['flow', 'abnormal-trades'] as const) {
      const s = new TestSocket(wsUrl(bff, endpoint));
      expect(await s.closed).toBe(401);
    }
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
    // The SPA shell itself is served (it shows the sign-in form).
    expect((await call(bff.url, '/')).status).toBe(200);
  });

  it('answers a cached copy only with a valid session cookie', async () => {
    const session = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: TOKEN }),
    });
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
    const url = '/api/v1/quotes/QQQ/candles?interval=5m';
    expect((await call(bff.url, url, { headers: { cookie } })).headers.get('x-cache')).toBe('MISS');
    expect((await call(bff.url, url, { headers: { cookie } })).headers.get('x-cache')).toBe('HIT');
    expect((await call(bff.url, url)).status).toBe(401);
    expect((await call(bff.url, url, { headers: { cookie: `${cookie}x` } })).status).toBe(401);
    expect((await call(bff.url, url, { headers: { cookie: 'oa_session=abc.def' } })).status).toBe(401);
    expect((await call(bff.url, url, { headers: { cookie } })).status).toBe(200); // verified once, still valid
  });

  it('issues an HttpOnly, SameSite=Strict cookie for the right token and then lets requests and sockets in', async () => {
    const wrong = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    const r = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(r.status).toBe(200);
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = setCookie.split(';')[0]!;
    expect((await call(bff.url, '/api/health', { headers: { cookie } })).status).toBe(200);
    const s = new TestSocket(wsUrl(bff, 'flow'), { cookie });
    await s.opened();
    s.close();

    // X-Forwarded-Proto from a peer that is not a trusted proxy says nothing (access-policy.test.ts).
    const forged = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('per-client rate limit', () => {
  it('answers 429 with Retry-After once a client passes its limit, on /api only', async () => {
    const bff = await startTestBff({ overrides: { clientRateLimit: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(bff.url, '/api/budget')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const r = await call(bff.url, '/api/budget');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(bff.url, '/')).status).toBe(200); // the SPA itself is not limited
    } finally {
      await bff.dispose();
    }
  });

  it('counts cached hits too: they are answered after the limit is checked', async () => {
    const bff = await startTestBff({ overrides: { clientRateLimit: 3 } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await call(bff.url, '/api/v1/quotes/SPY'));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT', null]);
      expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await bff.dispose();
    }
  });
});
