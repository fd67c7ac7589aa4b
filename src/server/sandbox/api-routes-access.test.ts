// Integration tests of the /health + /v1 pipeline's gatekeeping over real HTTP: keys and tiers, rate
// windows, request validation, injected faults and the request counters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, FREE, json, PipelineSandboxes, PRO, REAL_NOW } from './testing/api-routes-harness';
import type { SandboxOptions } from './server';
import { SANDBOX_PRO_KEY } from './key-store';

const sandboxes = new PipelineSandboxes();
afterEach(() => sandboxes.closeAll());
const start = (opts?: SandboxOptions) => sandboxes.start(opts);

describe('auth', () => {
  it('opens /health without a key and reports the service', async () => {
    const s = await start();
    const r = await call(s, '/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', service: 'options-analytics-api', version: '1.0.0', ws_connections: 0 });
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('x-ratelimit-limit')).toBe('10'); // anonymous window: the free tier's numbers
  });

  it('accepts the key in X-API-Key and answers any-tier routes for free keys', async () => {
    const s = await start();
    expect((await call(s, '/v1/oi/health', { headers: FREE })).status).toBe(200);
    const r = await call(s, '/v1/darkpool/health', { headers: PRO });
    expect(r.status).toBe(200);
    expect(r.body.sessions_covered).toBe(90);
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('refuses api_key in a REST query with 401 missing_api_key, even with a valid header', async () => {
    const s = await start();
    const r = await call(s, `/v1/oi/health?api_key=${SANDBOX_PRO_KEY}`, { headers: PRO });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('missing_api_key');
    expect(typeof r.body.message).toBe('string');
  });

  it('answers 401 invalid_api_key without a key and with an unknown key', async () => {
    const s = await start();
    const none = await call(s, '/v1/account/usage');
    const bad = await call(s, '/v1/account/usage', { headers: { 'x-api-key': 'nope' } });
    expect([none.status, none.body.error]).toEqual([401, 'invalid_api_key']);
    expect([bad.status, bad.body.error]).toEqual([401, 'invalid_api_key']);
    expect(bad.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it('answers 403 insufficient_tier for a free key on a Pro route, before the handler exists', async () => {
    const s = await start();
    const r = await call(s, '/v1/gex/2026-03-09/SPY/levels', { headers: FREE });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('insufficient_tier');
    expect(String(r.body.message)).toContain('/v1/gex/{session}/{ticker}/levels');
    // a Pro key passes auth and tier; no handler in this table → 501
    const pro = await call(s, '/v1/gex/2026-03-09/SPY/levels', { headers: PRO });
    expect([pro.status, pro.body.error]).toEqual([501, 'not_implemented']);
  });

  it('answers 404 and 405 from the registry with rate headers', async () => {
    const s = await start();
    const nf = await call(s, '/v1/nope', { headers: PRO });
    expect([nf.status, nf.body.error]).toEqual([404, 'not_found']);
    expect(nf.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-03-10T15:01:00Z') / 1000));
    const na = await call(s, '/v1/oi/health', { method: 'POST', headers: PRO });
    expect(na.status).toBe(405);
  });

  it('registers a provisional free key that works at once and confirms it', async () => {
    const s = await start();
    const reg = await call(s, '/v1/account/register', json('POST', { email: 'a@example.com', agent_name: 'bot' }, {}));
    expect(reg.status).toBe(201);
    const key = String(reg.body.api_key);
    expect(reg.body.status).toBe('provisional');
    const usage = await call(s, '/v1/account/usage', { headers: { 'x-api-key': key } });
    expect([usage.status, usage.body.tier]).toEqual([200, 'free']);
    const conf = await call(s, '/v1/account/confirm', json('POST', { code: reg.body.confirmation_code }, {}));
    expect(conf.status).toBe(200);
    const wrong = await call(s, '/v1/account/confirm', json('POST', { code: 'nope' }, {}));
    expect(wrong.status).toBe(400);
    const badEmail = await call(s, '/v1/account/register', json('POST', { email: 'not-an-email' }, {}));
    expect(badEmail.status).toBe(422);
  });
});

describe('rate limits', () => {
  it('runs a fixed minute window with headers; the 429 consumed a slot and carries Retry-After', async () => {
    const s = await start({ limits: { perMinute: { pro: 3, free: 2 } } });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++)
      seen.push((await call(s, '/v1/oi/health', { headers: PRO })).headers.get('x-ratelimit-remaining')!);
    expect(seen).toEqual(['2', '1', '0']);
    const r = await call(s, '/v1/oi/health', { headers: PRO });
    expect([r.status, r.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(r.headers.get('retry-after')).toBe('50'); // 10 s into the minute
    const usage = await call(s, '/v1/account/usage', { headers: PRO });
    expect(usage.status).toBe(429);
    // the refused requests were counted too: the admin view counts them as rejected
    const counters = await call(s, '/sandbox/counters');
    expect(counters.body.rejected_by_status).toEqual({ '429': 2 });
  });

  it('rolls the minute window on the real clock, not the market clock', async () => {
    let now = REAL_NOW;
    const s = await start({ limits: { perMinute: { pro: 1, free: 1 } }, realNow: () => now });
    expect((await call(s, '/v1/oi/health', { headers: PRO })).status).toBe(200);
    expect((await call(s, '/v1/oi/health', { headers: PRO })).status).toBe(429);
    now += 60_000;
    const r = await call(s, '/v1/oi/health', { headers: PRO });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('enforces the daily counter without reporting it in headers', async () => {
    let now = REAL_NOW;
    const s = await start({ limits: { perDay: { pro: 2, free: 2 } }, realNow: () => now });
    await call(s, '/v1/oi/health', { headers: PRO });
    now += 60_000;
    await call(s, '/v1/oi/health', { headers: PRO });
    now += 60_000;
    const r = await call(s, '/v1/oi/health', { headers: PRO });
    expect(r.status).toBe(429);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('59'); // the minute window is not what refused it
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect([...r.headers.keys()].some((h) => h.includes('day'))).toBe(false);
  });

  it('counts requests without a valid key against a per-client anonymous window', async () => {
    const s = await start({ limits: { perMinute: { pro: 60, free: 2 } } });
    await call(s, '/health');
    await call(s, '/v1/oi/health', { headers: { 'x-api-key': 'bad' } });
    const r = await call(s, '/health');
    expect(r.status).toBe(429);
    // the pro key has its own window
    expect((await call(s, '/health', { headers: PRO })).status).toBe(200);
  });
});

describe('validation (422 HTTPValidationError)', () => {
  const cases: [string, string, unknown[], string][] = [
    ['integer below', '/v1/momentum/rankings?top=0', ['query', 'top'], 'greater_than_equal'],
    ['integer above', '/v1/momentum/rankings?top=201', ['query', 'top'], 'less_than_equal'],
    ['integer parse', '/v1/momentum/rankings?top=abc', ['query', 'top'], 'int_parsing'],
    ['number', '/v1/volatility/atm?symbols=SPY&target_dte=x', ['query', 'target_dte'], 'float_parsing'],
    ['number bound', '/v1/volatility/atm?symbols=SPY&target_dte=400', ['query', 'target_dte'], 'less_than_equal'],
    ['enum', '/v1/volatility/movers?direction=up', ['query', 'direction'], 'literal_error'],
    ['boolean', '/v1/gex/2026-03-09/SPY?include_flow=maybe', ['query', 'include_flow'], 'bool_parsing'],
    ['date', '/v1/darkpool/blocks?date=2026-02-30', ['query', 'date'], 'string_pattern_mismatch'],
    ['session', '/v1/flow/2026-13-01', ['path', 'session'], 'string_pattern_mismatch'],
    ['ticker', '/v1/momentum/1BAD/history', ['path', 'ticker'], 'string_pattern_mismatch'],
    ['occ', '/v1/oi/contract/SPY-CALL', ['path', 'occ'], 'string_pattern_mismatch'],
    ['missing required', '/v1/volatility/atm', ['query', 'symbols'], 'missing'],
    ['dte_filter', '/v1/gex/2026-03-09/SPY/levels?dte_filter=soon', ['query', 'dte_filter'], 'literal_error'],
  ];
  it.each(cases)('%s', async (_name, path, loc, type) => {
    const s = await start();
    const r = await call(s, path, { headers: PRO });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([expect.objectContaining({ loc, type })]);
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('accepts 0+1 written literally, encoded, and as form decoding makes it', async () => {
    const seen: unknown[] = [];
    const s = await start({ routeTable: { 'gex.levels': (ctx) => (seen.push(ctx.values.dte_filter), { body: {} }) } });
    for (const q of ['0+1', '0%2B1', '0%201'])
      expect((await call(s, `/v1/gex/2026-03-09/SPY/levels?dte_filter=${q}`, { headers: PRO })).status).toBe(200);
    expect(seen).toEqual(['0+1', '0+1', '0+1']);
  });

  it('answers 422 json_invalid for a body that is not JSON', async () => {
    const s = await start();
    const r = await call(s, '/v1/quotes/watchlist', json('PUT', '{nope'));
    expect(r.status).toBe(422);
    expect(r.body.detail?.[0]?.type).toBe('json_invalid');
  });
});

describe('faults', () => {
  it('answers an injected 503 with Retry-After for N requests, then recovers', async () => {
    const s = await start();
    await call(s, '/sandbox/faults', json('POST', { pattern: '/v1/oi/*', status: 503, count: 2, retry_after: 7 }, {}));
    const a = await call(s, '/v1/oi/health', { headers: PRO });
    expect([a.status, a.headers.get('retry-after')]).toEqual([503, '7']);
    expect((await call(s, '/v1/darkpool/health', { headers: PRO })).status).toBe(200);
    expect((await call(s, '/v1/oi/health', { headers: PRO })).status).toBe(503);
    expect((await call(s, '/v1/oi/health', { headers: PRO })).status).toBe(200);
  });

  it('holds a delayed answer while others are answered, and clears faults', async () => {
    const s = await start();
    // A delay far longer than the test: the held answer cannot arrive by chance, however slow the machine.
    await call(s, '/sandbox/faults', json('POST', { pattern: '/health', delay_ms: 600_000 }, {}));
    let heldAnswered = false;
    const held = fetch(`${s.url}/health`).then(
      () => (heldAnswered = true),
      () => undefined, // cut when the sandbox closes after the test
    );
    await vi.waitFor(async () => {
      const c = await call(s, '/sandbox/counters');
      expect(c.body.requests_by_endpoint).toMatchObject({ 'health.service': 1 });
    });
    expect((await call(s, '/v1/oi/health', { headers: PRO })).status).toBe(200);
    expect(heldAnswered).toBe(false);
    await call(s, '/sandbox/faults', { method: 'DELETE' });
    expect((await call(s, '/health')).status).toBe(200);
    expect(heldAnswered).toBe(false);
    await call(s, '/sandbox/faults', json('POST', { pattern: '/health', status: 502 }, {}));
    expect((await call(s, '/health')).status).toBe(502);
    await call(s, '/sandbox/reset', { method: 'POST' });
    expect((await call(s, '/health')).status).toBe(200);
    await s.close();
    await held;
  });

  it('counts every /health and /v1 request by endpoint id', async () => {
    const s = await start();
    await call(s, '/health');
    await call(s, '/v1/oi/health', { headers: PRO });
    await call(s, '/v1/nope', { headers: PRO });
    const c = await call(s, '/sandbox/counters');
    expect(c.body).toMatchObject({
      requests_total: 3,
      requests_by_endpoint: { 'health.service': 1, 'oi.health': 1, unmatched: 1 },
      rejected_by_status: { '404': 1 },
      ws_open: { flow: 0, 'abnormal-trades': 0 },
    });
  });
});
