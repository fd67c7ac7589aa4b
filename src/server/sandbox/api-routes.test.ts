// Integration tests of the /health + /v1 pipeline over real HTTP on 127.0.0.1:0, with a fake market and
// small route tables so each rule is tested on its own.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from './fake-market';
import type { RouteTable } from './handler';
import { SANDBOX_FREE_KEY, SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox, type SandboxOptions } from './server';

const PRO = { 'x-api-key': SANDBOX_PRO_KEY };
const FREE = { 'x-api-key': SANDBOX_FREE_KEY };
// A fixed real instant 10 s into a minute, so a test never straddles a window roll.
const REAL_NOW = Date.parse('2026-03-10T15:00:10Z');

let running: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

async function start(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const s = await startSandbox({
    port: 0,
    market: createFakeMarket(),
    clock: 'frozen:2026-03-10T15:00:00Z',
    realNow: () => REAL_NOW,
    ...opts,
  });
  running.push(s);
  return s;
}

async function call(s: RunningSandbox, path: string, init: RequestInit = {}) {
  const res = await fetch(`${s.url}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { detail?: { loc: unknown[]; type: string }[] },
  };
}

function json(method: string, body: unknown, headers: Record<string, string> = PRO): RequestInit {
  return {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

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

describe('watchlist', () => {
  it('reports the default list and limits, and replaces it', async () => {
    const s = await start();
    const g = await call(s, '/v1/quotes/watchlist', { headers: PRO });
    expect(g.body).toEqual({
      symbols: ['SPY', 'QQQ', 'IWM', 'AAPL', 'NVDA', 'TSLA', 'MSFT', 'AMZN', 'META'],
      max_active: 25,
      max_daily_additions: 50,
    });
    const p = await call(s, '/v1/quotes/watchlist', json('PUT', { symbols: ['spy', 'T001'] }));
    expect(p.status).toBe(200);
    expect(p.body.symbols).toEqual(['SPY', 'T001']);
    expect((await call(s, '/v1/quotes/watchlist', { headers: FREE })).status).toBe(403);
  });

  it('rejects 26 symbols with 422 naming body.symbols', async () => {
    const s = await start();
    const symbols = Array.from({ length: 26 }, (_, i) => `T${String(i).padStart(3, '0')}`);
    const r = await call(s, '/v1/quotes/watchlist', json('PUT', { symbols }));
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'symbols'], type: 'too_long' })]);
  });

  it('names unknown symbols with 422', async () => {
    const s = await start();
    const r = await call(s, '/v1/quotes/watchlist', json('PUT', { symbols: ['SPY', 'ZZZZ'] }));
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'symbols', 1], input: 'ZZZZ' })]);
  });

  it('refuses the 51st distinct addition of the UTC day with 409', async () => {
    const s = await start();
    const t = (i: number): string => `T${String(i).padStart(3, '0')}`;
    for (const batch of [0, 25]) {
      const symbols = Array.from({ length: 25 }, (_, i) => t(batch + i));
      expect((await call(s, '/v1/quotes/watchlist', json('PUT', { symbols }))).status).toBe(200);
    }
    // re-adding one already added today is free; a new one is the 51st
    expect((await call(s, '/v1/quotes/watchlist', json('PUT', { symbols: [t(0)] }))).status).toBe(200);
    const r = await call(s, '/v1/quotes/watchlist', json('PUT', { symbols: [t(0), t(50)] }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: 'watchlist_daily_additions_exceeded', limit: 50 });
    expect((await call(s, '/v1/quotes/watchlist', { headers: PRO })).body.symbols).toEqual([t(0)]);
  });
});

// A tape handler that returns `limit` rows (after "filtering") and reports them.
const tapeTable: RouteTable = {
  'optionsFlow.tape': (ctx) => {
    const n = Number(ctx.values.limit);
    const rows = Array.from({ length: n }, (_, i) => ({ event_id: `e${i}`, implied_volatility: i === 0 ? null : 0.2 }));
    return { body: { rows, limit: n }, flowRows: rows.length };
  },
};

describe('flow-row budget and tape', () => {
  it('clamps limit=5000 to 2000 and charges the rows with X-FlowRows headers', async () => {
    const s = await start({ routeTable: tapeTable });
    const r = await call(s, '/v1/options-flow/tape?limit=5000', { headers: PRO });
    expect(r.status).toBe(200);
    expect(r.body.limit).toBe(2000);
    expect((r.body.rows as unknown[]).length).toBe(2000);
    expect((r.body.rows as { implied_volatility: unknown }[])[0]!.implied_volatility).toBeNull();
    expect(r.headers.get('x-flowrows-limit')).toBe('150000');
    expect(r.headers.get('x-flowrows-remaining')).toBe('148000');
    expect(r.headers.get('x-flowrows-reset')).toBe(String(Date.parse('2026-03-11T00:00:00Z') / 1000));
    const c = await call(s, '/sandbox/counters');
    expect([c.body.flow_rows_used, c.body.flow_rows_remaining]).toEqual([2000, 148000]);
  });

  it('cuts the rows to what remains, then answers 429 flow_row_budget_exhausted', async () => {
    const s = await start({ routeTable: tapeTable });
    await call(s, '/sandbox/flow-rows', json('POST', { remaining: 7 }, {}));
    const cut = await call(s, '/v1/options-flow/tape?limit=10', { headers: PRO });
    expect((cut.body.rows as unknown[]).length).toBe(7);
    expect(cut.headers.get('x-flowrows-remaining')).toBe('0');
    const r = await call(s, '/v1/options-flow/tape?limit=10', { headers: PRO });
    expect([r.status, r.body.error]).toEqual([429, 'flow_row_budget_exhausted']);
    expect(Number(r.headers.get('retry-after'))).toBe(
      Math.ceil((Date.parse('2026-03-11T00:00:00Z') - REAL_NOW) / 1000),
    );
    expect(r.headers.get('x-flowrows-remaining')).toBe('0');
  });

  it('points next_older_than just past the last row returned when the budget cuts the page', async () => {
    // A tape of 20 rows, 1 ms apart, newest first, paged by the handler's `<ts_ms>:<event_id>` cursor.
    const paged: RouteTable = {
      'optionsFlow.tape': (ctx) => {
        const older =
          ctx.values.older_than === undefined ? Infinity : Number(String(ctx.values.older_than).split(':')[0]);
        const all = Array.from({ length: 20 }, (_, i) => ({ ts_ms: 1000 - i, event_id: `e${i}` }));
        const left = all.filter((r) => r.ts_ms < older);
        const rows = left.slice(0, Number(ctx.values.limit));
        const last = rows.at(-1);
        const next = left.length > rows.length && last ? `${last.ts_ms}:${last.event_id}` : null;
        return { body: { rows, next_older_than: next }, flowRows: rows.length };
      },
    };
    const s = await start({ routeTable: paged });
    await call(s, '/sandbox/flow-rows', json('POST', { remaining: 3 }, {}));
    const cut = await call(s, '/v1/options-flow/tape?limit=10', { headers: PRO });
    expect((cut.body.rows as { event_id: string }[]).map((r) => r.event_id)).toEqual(['e0', 'e1', 'e2']);
    expect(cut.body.truncated_by_budget).toBe(true);
    expect(cut.body.next_older_than).toBe('998:e2');
    // The next page (budget refilled) starts at the first row the cut withheld.
    await call(s, '/sandbox/flow-rows', json('POST', { remaining: 100 }, {}));
    const next = await call(s, `/v1/options-flow/tape?limit=2&older_than=${cut.body.next_older_than as string}`, {
      headers: PRO,
    });
    expect((next.body.rows as { event_id: string }[]).map((r) => r.event_id)).toEqual(['e3', 'e4']);
    expect(next.body.next_older_than).toBe('996:e4');
  });

  it('blocks the tape for free keys', async () => {
    const s = await start({ routeTable: tapeTable });
    expect((await call(s, '/v1/options-flow/tape', { headers: FREE })).status).toBe(403);
  });

  it('carries degraded and stale_live_window markers set by the admin', async () => {
    const s = await start({ routeTable: tapeTable });
    await call(s, '/sandbox/markers', json('POST', { pattern: '/v1/options-flow/*', degraded: true, count: 1 }, {}));
    const d = await call(s, '/v1/options-flow/tape?limit=5', { headers: PRO });
    expect(d.body).toMatchObject({ rows: [], degraded: true });
    await call(
      s,
      '/sandbox/markers',
      json('POST', { pattern: '/v1/options-flow/tape', stale_live_window: true, count: 1 }, {}),
    );
    const st = await call(s, '/v1/options-flow/tape?limit=5', { headers: PRO });
    expect(st.body).toMatchObject({ rows: [], stale_live_window: true });
    expect(String(st.body.hint)).toContain('2026-03-10');
    const ok = await call(s, '/v1/options-flow/tape?limit=5', { headers: PRO });
    expect(ok.body.degraded).toBeUndefined();
    expect((ok.body.rows as unknown[]).length).toBe(5);
  });

  it('marks an empty live tape stale on the real clock when the market is closed', async () => {
    const s = await start({
      clock: 'real',
      realNow: () => Date.parse('2026-03-08T15:00:10Z'),
      routeTable: { 'optionsFlow.tape': () => ({ body: { rows: [] }, flowRows: 0 }) },
    });
    const r = await call(s, '/v1/options-flow/tape', { headers: PRO });
    expect(r.body).toMatchObject({ rows: [], stale_live_window: true });
    expect(String(r.body.hint)).toContain('session=2026-03-06'); // Sunday → Friday's session
  });
});

describe('free preview', () => {
  const rankings = Array.from({ length: 10 }, (_, i) => ({
    ticker: `T00${i}`,
    rank: i + 1,
    score: 10 - i,
    direction: 'buy',
    secret: 1,
  }));
  const trades = Array.from({ length: 10 }, (_, i) => ({
    event_id: `a${i}`,
    ticker: 'SPY',
    side: 'buy',
    premium: 1e6,
    timestamp: new Date(Date.UTC(2026, 2, 10, 15, i)).toISOString(),
    option_type: 'put',
    strike: 500,
  }));
  const table: RouteTable = {
    'flow.current': () => ({ body: { session: '2026-03-10', rankings } }),
    'abnormal.current': () => ({ body: { session: '2026-03-10', trades } }),
  };

  it('cuts a free key to the top 3 with the preview fields', async () => {
    const s = await start({ routeTable: table });
    const f = await call(s, '/v1/flow/current', { headers: FREE });
    expect(f.body.preview).toBe(true);
    expect(f.body.rankings).toEqual(rankings.slice(0, 3).map(({ secret: _s, ...r }) => r));
    const p = await call(s, '/v1/flow/current', { headers: PRO });
    expect((p.body.rankings as unknown[]).length).toBe(10);
    expect(p.body.preview).toBeUndefined();
  });

  it('cuts a free key to the 5 most recent abnormal trades', async () => {
    const s = await start({ routeTable: table });
    const r = await call(s, '/v1/abnormal-trades/current', { headers: FREE });
    expect((r.body.trades as { event_id: string; strike?: number }[]).map((t) => t.event_id)).toEqual([
      'a5',
      'a6',
      'a7',
      'a8',
      'a9',
    ]);
    expect((r.body.trades as { strike?: number }[])[0]!.strike).toBeUndefined();
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

  it('delays answers and clears faults', async () => {
    const s = await start();
    await call(s, '/sandbox/faults', json('POST', { pattern: '/health', delay_ms: 150 }, {}));
    const t0 = performance.now();
    expect((await call(s, '/health')).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
    await call(s, '/sandbox/faults', { method: 'DELETE' });
    await call(s, '/sandbox/faults', json('POST', { pattern: '/health', status: 502 }, {}));
    expect((await call(s, '/health')).status).toBe(502);
    await call(s, '/sandbox/reset', { method: 'POST' });
    expect((await call(s, '/health')).status).toBe(200);
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
