// Integration: who may read GET /api/metrics. It is an /api route like /api/health: the same Host
// allow-list and DASHBOARD_TOKEN session; METRICS_TOKEN admits a scraper to it alone. The exposition
// never carries the upstream key or a token. With Redis, the shared store's state follows it up and down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { skipWithoutRedis, startTestRedis, type TestRedis } from '../testing/test-redis';
import { call, startTestBff, until, type TestBff } from '../testing/test-kit';
import { scrape } from '../testing/metrics-test-kit';

const DASHBOARD_TOKEN = 'desk-token-metrics-0123';
const METRICS_TOKEN = 'scraper-token-metrics-4567';

describe('/api/metrics behind a dashboard token', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { DASHBOARD_TOKEN, METRICS_TOKEN } });
  });
  afterAll(async () => bff.dispose());

  it('refuses a request without a session as /api/health does, and admits one with a session', async () => {
    const health = await call(bff.url, '/api/health');
    const metrics = await call(bff.url, '/api/metrics');
    expect(health.status).toBe(401);
    expect(metrics.status).toBe(401);
    expect(metrics.json()).toEqual(health.json());

    const signIn = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: DASHBOARD_TOKEN }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await scrape(bff, { cookie })).value('oa_bff_stream_clients', { stream: 'flow' })).toBe(0);
  });

  it('admits a scraper with the metrics token as a bearer token, to the metrics only', async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await scrape(bff, bearer)).value('oa_bff_shared_store_state', { state: 'absent' })).toBe(1);
    expect(
      (await call(bff.url, '/api/metrics', { headers: { authorization: 'Bearer not-the-token-0000' } })).status,
    ).toBe(401);
    expect((await call(bff.url, '/api/metrics', { headers: { authorization: METRICS_TOKEN } })).status).toBe(401);
    expect((await call(bff.url, '/api/health', { headers: bearer })).status).toBe(401);
    expect((await call(bff.url, '/api/budget', { headers: bearer })).status).toBe(401);
  });

  it('refuses a Host this deployment does not answer to, token or not', async () => {
    const headers = { host: `rebind.evil.example:${bff.port}`, authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await rawRequest(bff.port, '/api/metrics', { headers })).status).toBe(421);
    expect((await rawRequest(bff.port, '/api/health', { headers })).status).toBe(421);
  });

  it('never shows the upstream key or a token', async () => {
    await call(bff.url, '/api/v1/volatility/atm?symbols=SPY', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const { text } = await scrape(bff, { authorization: `Bearer ${METRICS_TOKEN}` });
    for (const secret of [bff.activeKey.current.key, DASHBOARD_TOKEN, METRICS_TOKEN]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('/api/metrics without a dashboard token', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('answers as /api/health does: any client on an allowed Host', async () => {
    expect((await call(bff.url, '/api/health')).status).toBe(200);
    expect((await scrape(bff)).value('oa_bff_stream_clients', { stream: 'flow' })).toBe(0);
    const host = { host: 'evil.example' };
    expect((await rawRequest(bff.port, '/api/metrics', { headers: host })).status).toBe(421);
  });
});

describe.skipIf(skipWithoutRedis)('the shared store with REDIS_URL', () => {
  let redis: TestRedis;
  let bff: TestBff;
  beforeAll(async () => {
    redis = await startTestRedis();
    bff = await startTestBff({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await bff?.dispose();
    await redis?.stop();
  });

  it('reads up while Redis answers and down once it is gone', async () => {
    const up = await scrape(bff);
    expect(up.value('oa_bff_shared_store_state', { state: 'up' })).toBe(1);
    expect(up.value('oa_bff_shared_store_state', { state: 'absent' })).toBe(0);
    expect(up.value('oa_bff_stream_role', { stream: 'flow', role: 'single' })).toBe(0);
    await redis.stop();
    await until(
      async () => (await scrape(bff)).value('oa_bff_shared_store_state', { state: 'down' }) === 1,
      10_000,
      'the shared store read as down',
    );
  });
});
