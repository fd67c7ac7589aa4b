// Integration tests of what the /health + /v1 pipeline does to answers over real HTTP: the watchlist,
// the flow-row budget and tape markers, and the free tier's preview cuts.
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteTable } from './handler';
import { call, FREE, json, PipelineSandboxes, PRO, REAL_NOW } from './testing/api-routes-harness';
import type { SandboxOptions } from './server';

const sandboxes = new PipelineSandboxes();
afterEach(() => sandboxes.closeAll());
const start = (opts?: SandboxOptions) => sandboxes.start(opts);

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
