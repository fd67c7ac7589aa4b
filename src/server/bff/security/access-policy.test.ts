// Host allow-list (DNS rebinding), Origin against allowed hosts, X-Forwarded-* only from trusted
// proxies, Vite's dev origins only under `npm run dev`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { call, counters, startTestBff, TestSocket, wsUrl, type TestBff } from '../testing/test-kit';

const WATCHLIST = JSON.stringify({ symbols: ['SPY'] });

describe('Host allow-list, default (loopback names only)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('answers every loopback name with any port, and no other name, on pages, /api and upgrades', async () => {
    for (const host of ['127.0.0.1', `127.0.0.1:${bff.port}`, 'localhost:1234', `[::1]:${bff.port}`, 'LOCALHOST']) {
      expect((await rawRequest(bff.port, '/api/budget', { headers: { host } })).status, host).toBe(200);
    }
    for (const host of [`rebind.evil.example:${bff.port}`, 'evil.example', '10.0.0.5', '127.0.0.1.evil.example', '']) {
      expect((await rawRequest(bff.port, '/api/budget', { headers: { host } })).status, host).toBe(421);
      expect((await rawRequest(bff.port, '/', { headers: { host } })).status, host).toBe(421);
      const ws = await rawRequest(bff.port, '/api/ws/flow', { websocket: true, headers: { host } });
      expect(ws.status, host).toBe(421);
    }
  });

  it('refuses a rebinding page: PUT with its own Host and a matching Origin changes nothing upstream', async () => {
    const before = await counters(bff);
    const host = `rebind.evil.example:${bff.port}`;
    const r = await rawRequest(bff.port, '/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      body: WATCHLIST,
    });
    expect(r.status).toBe(421);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
  });

  it('accepts an Origin only for an allowed host with the port the request came to', async () => {
    const put = (origin: string) =>
      rawRequest(bff.port, '/api/v1/quotes/watchlist', {
        method: 'PUT',
        headers: { origin, 'content-type': 'application/json' },
        body: WATCHLIST,
      });
    expect((await put(`http://127.0.0.1:${bff.port}`)).status).toBe(200);
    expect((await put(`http://localhost:${bff.port}`)).status).toBe(403); // another origin, even if loopback
    expect((await put(`http://127.0.0.1:${bff.port + 1}`)).status).toBe(403);
    expect((await put('http://127.0.0.1:5173')).status).toBe(403); // Vite's, in production
    expect((await put('null')).status).toBe(403);
  });
});

describe('ALLOWED_HOSTS and the dev server', () => {
  it('answers the names of ALLOWED_HOSTS besides loopback', async () => {
    const bff = await startTestBff({ env: { ALLOWED_HOSTS: 'Dash.Example.com, 10.0.0.5' } });
    try {
      for (const host of ['dash.example.com', 'dash.example.com:443', '10.0.0.5:8080', 'localhost']) {
        expect((await rawRequest(bff.port, '/api/budget', { headers: { host } })).status, host).toBe(200);
      }
      expect((await rawRequest(bff.port, '/api/budget', { headers: { host: 'other.example.com' } })).status).toBe(421);
      const origin = 'https://dash.example.com';
      const r = await rawRequest(bff.port, '/api/v1/quotes/watchlist', {
        method: 'PUT',
        headers: { host: 'dash.example.com:443', origin, 'content-type': 'application/json' },
        body: WATCHLIST,
      });
      expect(r.status).toBe(200);
    } finally {
      await bff.dispose();
    }
  });

  it('accepts the Vite dev origins with DEV_SERVER=1 (npm run dev) only', async () => {
    const bff = await startTestBff({ env: { DEV_SERVER: '1' } });
    try {
      const dev = new TestSocket(wsUrl(bff, 'flow'), { origin: 'http://localhost:5173' });
      await dev.opened();
      dev.close();
      const evil = new TestSocket(wsUrl(bff, 'flow'), { origin: 'http://localhost:5174' });
      expect(await evil.closed).toBe(403);
    } finally {
      await bff.dispose();
    }
  });
});

describe('X-Forwarded-* and the client limit', () => {
  const TOKEN = 'desk-token-0123456789';
  const signIn = (bff: TestBff, headers: Record<string, string>) =>
    call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ token: TOKEN }),
    });
  /** The statuses of GET /api/session asked once from each of six forwarded addresses. */
  const statusesFromSixAddresses = async (bff: TestBff): Promise<number[]> => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await rawRequest(bff.port, '/api/session', { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(r.status);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For and -Proto from a peer that is not a trusted proxy', async () => {
    const bff = await startTestBff({ env: { DASHBOARD_TOKEN: TOKEN }, overrides: { clientRateLimit: 3 } });
    try {
      expect(await statusesFromSixAddresses(bff)).toEqual([200, 200, 200, 429, 429, 429]);
      const insecure = await signIn(bff, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.99' });
      expect(insecure.status).toBe(429);
    } finally {
      await bff.dispose();
    }
  });

  it('believes a trusted proxy: one client per forwarded address, and Secure cookies behind TLS', async () => {
    const bff = await startTestBff({
      env: { DASHBOARD_TOKEN: TOKEN, TRUSTED_PROXIES: '10.0.0.0/8,127.0.0.1' },
      overrides: { clientRateLimit: 3 },
    });
    try {
      expect(await statusesFromSixAddresses(bff)).toEqual([200, 200, 200, 200, 200, 200]);
      const tls = await signIn(bff, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.50' });
      expect(tls.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      const plain = await signIn(bff, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.51' });
      expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/i);
    } finally {
      await bff.dispose();
    }
  });
});
