import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../api/registry';
import { handlerOf, type HandlerResult, type RouteTable } from '../handler';
import { createMarket } from '../model/create-market';
import { bodyOf, callRoute } from '../testing/test-harness';
import { buildRouteTable } from './route-table';
import type { Market } from '../market';

// Friday 2026-11-20, 12:00 ET: the session is open and provisional.
const NOW = Date.parse('2026-11-20T17:00:00Z');
const SESSION = '2026-11-20';

let market: Market;
let table: RouteTable;

const call = (
  t: RouteTable,
  m: Market,
  id: string,
  pathParams: Record<string, string> = {},
  query: Record<string, string> = {},
  watchlist: string[] = [],
  now = NOW,
): Promise<HandlerResult> => callRoute(t, m, id, { pathParams, query, now, watchlist });
const get = (id: string, p: Record<string, string> = {}, q: Record<string, string> = {}, w: string[] = [], now = NOW) =>
  call(table, market, id, p, q, w, now);

const OWNED_FAMILIES = new Set([
  'quotes',
  'contracts',
  'options-flow',
  'intent-flow',
  'momentum',
  'abnormal-trades',
  'directional',
  'tide',
  'gex',
  'volatility',
  'open-interest',
]);
const SERVER_OWNED = new Set(['quotes.watchlist', 'quotes.watchlistPut', 'oi.health', 'ws.flow', 'ws.abnormalTrades']);

beforeAll(() => {
  market = createMarket({ seed: 'routes-test' });
  table = buildRouteTable(market);
});

describe('route table', () => {
  it('has a handler for every registry id of its families, and only registry ids', () => {
    const ids = new Set(ENDPOINTS.map((e) => e.id));
    for (const id of Object.keys(table)) expect(ids.has(id), id).toBe(true);
    const missing = ENDPOINTS.filter(
      (e) =>
        OWNED_FAMILIES.has(e.family) && e.transport === 'rest' && !SERVER_OWNED.has(e.id) && !handlerOf(table, e.id),
    ).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('answers 404 for a session that is a weekend, in the future or too old, and for an unknown ticker', async () => {
    for (const session of ['2026-11-21', '2026-11-23', '2025-01-02']) {
      const r = await get('gex.levels', { session, ticker: 'SPY' });
      expect(r.status).toBe(404);
      expect(bodyOf(r).error).toBe('session_not_found');
    }
    const r = await get('gex.levels', { session: SESSION, ticker: 'ZZZZ' });
    expect(r).toMatchObject({ status: 404, body: { error: 'ticker_not_found' } });
  });
});

describe('GEX', () => {
  it('levels are flat with both raw flip values, provisional today and final on a past session', async () => {
    const b = bodyOf(await get('gex.levels', { session: SESSION, ticker: 'SPY' }));
    for (const k of [
      'spot',
      'gamma_flip',
      'gamma_flip_type',
      'global_gamma_flip',
      'local_gamma_transition',
      'call_wall',
      'put_wall',
      'max_pain',
      'max_pain_expiry',
      'wall_basis',
      'max_pain_basis',
      'max_pain_blended',
    ])
      expect(b).toHaveProperty(k);
    expect(b.finality).toBe('provisional');
    expect(b.gamma_basis).toBe('parity_display_spot');
    expect(typeof b.spot).toBe('number');
    if (b.call_wall !== null) expect(b.call_wall).toBeGreaterThanOrEqual(b.spot);
    if (b.put_wall !== null) expect(b.put_wall).toBeLessThanOrEqual(b.spot);
    expect(bodyOf(await get('gex.levels', { session: '2026-11-19', ticker: 'SPY' })).finality).toBe('final');
  });

  it('profile is structural only on a past session; with-flow adds flow on every session', async () => {
    const past = bodyOf(await get('gex.profile', { session: '2026-11-18', ticker: 'QQQ' }));
    expect(past.summary).toMatchObject({ flow_included: false, flow_gex: 0, flow_source: 'historical_no_flow' });
    const wf = bodyOf(await get('gex.withFlow', { session: '2026-11-18', ticker: 'QQQ' }));
    expect(wf.summary.structural_gex).toBeCloseTo(past.summary.structural_gex, 6);
    expect(wf.summary).toMatchObject({ flow_included: true, flow_source: 'computed_from_archive' });
    expect(wf.summary.flow_orders_count).toBeGreaterThan(0);
    expect(wf.summary.net_gex).toBeCloseTo(wf.summary.structural_gex + wf.summary.flow_gex, 3);
    expect(wf.summary.key_levels_structural).toBeDefined();
    expect(wf.summary.basis).toHaveProperty('flow_gex');
    const today = bodyOf(await get('gex.profile', { session: SESSION, ticker: 'QQQ' }, { include_ohlc: 'true' }));
    expect(today.summary.flow_included).toBe(true);
    expect(today.ohlc.open).toBeGreaterThan(0);
    expect(today.smile.length).toBeGreaterThan(0);
  });

  it('dte_filter narrows the contracts (0dte on an expiry day)', async () => {
    const all = bodyOf(await get('gex.greekExposure', { session: SESSION, ticker: 'SPY' }));
    const zero = bodyOf(await get('gex.greekExposure', { session: SESSION, ticker: 'SPY' }, { dte_filter: '0dte' }));
    expect(zero.by_expiry.length).toBeLessThan(all.by_expiry.length);
    for (const e of zero.by_expiry) expect(e.dte).toBe(0);
    const grid = bodyOf(
      await get(
        'gex.greekExposure',
        { session: SESSION, ticker: 'SPY' },
        { include_strike_expiry: 'true', dte_filter: 'weekly' },
      ),
    );
    expect(grid.strike_expiry.length).toBeGreaterThan(0);
  });

  it('intraday exposures sample every step_min up to market now', async () => {
    const b = bodyOf(
      await get('gex.intraday', { session: SESSION, ticker: 'SPY' }, { step_min: '30', dte_filter: 'monthly' }),
    );
    expect(b.series.length).toBeGreaterThan(3);
    for (const p of b.series) expect(Date.parse(p.t)).toBeLessThanOrEqual(NOW);
    expect(b.summary.contracts_used).toBeGreaterThan(0);
  });

  it('a timeseries across 2026-08-28 is basis-mixed with every point kept', async () => {
    const b = bodyOf(
      await get('gex.timeseries', { ticker: 'IWM' }, { start: '2026-08-24', end: '2026-09-02', dte_filter: 'monthly' }),
    );
    expect(b.basis_mixed).toBe(true);
    expect(b.gamma_basis).toBeNull();
    expect(b.gamma_bases).toEqual(['vendor_snapshot', 'parity_display_spot']);
    expect(b.points.map((p: { session: string }) => p.session)).toEqual([
      '2026-08-24',
      '2026-08-25',
      '2026-08-26',
      '2026-08-27',
      '2026-08-28',
      '2026-08-31',
      '2026-09-01',
      '2026-09-02',
    ]);
  });
});

describe('options flow tape', () => {
  it('is newest first, pages with next_older_than, charges returned rows, and delays by watchlist', async () => {
    const r1 = await get('optionsFlow.tape', {}, { ticker: 'SPY', limit: '5' });
    const b1 = bodyOf(r1);
    expect(r1.flowRows).toBe(b1.rows.length);
    expect(b1.rows).toHaveLength(5);
    const ts = b1.rows.map((r: { ts_ms: number }) => r.ts_ms);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
    expect(b1.data).toMatchObject({ delay_seconds: 900, delay_reason: 'policy_off_watchlist', realtime: false });
    for (const t of ts) expect(t).toBeLessThanOrEqual(NOW - 900_000);
    const r2 = bodyOf(await get('optionsFlow.tape', {}, { ticker: 'SPY', limit: '5', older_than: b1.next_older_than }));
    expect(r2.rows[0].ts_ms).toBeLessThanOrEqual(ts.at(-1));
    expect(r2.rows.map((r: { event_id: string }) => r.event_id)).not.toContain(b1.rows.at(-1).event_id);
    const watched = bodyOf(await get('optionsFlow.tape', {}, { ticker: 'SPY', limit: '1' }, ['SPY']));
    expect(watched.data.delay_seconds).toBe(60);
    const past = bodyOf(await get('optionsFlow.tape', {}, { ticker: 'SPY', session: '2026-11-19', limit: '1' }));
    expect(past.data.delay_seconds).toBe(0);
    expect(past.finality).toBe('final');
  });

  it('applies min_premium / min_contracts / min_confidence before charging', async () => {
    const r = await get(
      'optionsFlow.tape',
      {},
      { session: '2026-11-19', min_premium: '1000000', min_confidence: '0.9', limit: '2000' },
    );
    for (const row of bodyOf(r).rows) {
      expect(row.premium).toBeGreaterThanOrEqual(1_000_000);
      expect(row.direction_confidence).toBeGreaterThanOrEqual(0.9);
    }
    expect(r.flowRows).toBe(bodyOf(r).rows.length);
  });
});

describe('intent, directional, tide', () => {
  it('rankings carry the last-cluster greeks', async () => {
    const b = bodyOf(await get('flow.current'));
    expect(b.rankings.length).toBeGreaterThan(10);
    expect(b.rankings[0]).toHaveProperty('net_delta_last');
    const d = bodyOf(await get('flow.ticker', { session: SESSION, ticker: b.rankings[0].ticker }));
    expect(d.clusters.length).toBeGreaterThan(0);
    expect(d.summary.net_delta_last).toBe(d.clusters.at(-1).net_delta);
  });

  it('directional echoes the build max_display, cuts rows to the request and counts tickers', async () => {
    const b = bodyOf(await get('directional.current', {}, { max_display: '10' }));
    expect(b.data).toHaveLength(10);
    expect(b.max_display).toBe(500);
    expect(b.tickers_count).toBeGreaterThan(10);
    const row = b.data[0];
    expect(row.directional_score).toBeCloseTo(
      row.call_buy_pressure + row.call_sell_pressure + row.put_buy_pressure + row.put_sell_pressure,
      6,
    );
  });

  it('tide has components, basis and a curve for market, sector and ticker', async () => {
    for (const [id, p] of [
      ['tide.market', {}],
      ['tide.sector', { key: 'technology' }],
      ['tide.ticker', { ticker: 'AAPL' }],
    ] as const) {
      const b = bodyOf(await get(id, p));
      expect(b.basis).toEqual({
        measure_type: 'accounting_net_premium',
        calibration: 'none',
        methodology_version: '1.1.0',
      });
      expect(b.net_premium).toBeCloseTo(
        b.call_premium_bought + b.put_premium_bought - b.call_premium_sold - b.put_premium_sold,
        3,
      );
      expect(b.by_dte.map((x: { bucket: string }) => x.bucket)).toEqual(['0dte', '1-7', '8-30', '31-90', '90+']);
      expect(b.curve.length).toBeGreaterThan(0);
    }
  });
});

describe('quotes, volatility, OI', () => {
  it('quotes are delayed 15 min off the watchlist and real-time on it', async () => {
    const off = bodyOf(await get('quotes.quote', { ticker: 'MSFT' }));
    expect(off.delayed).toBe(true);
    expect(off.data.delay_reason).toBe('policy_off_watchlist');
    const on = bodyOf(await get('quotes.quote', { ticker: 'MSFT' }, {}, ['MSFT']));
    expect(on.delayed).toBe(false);
    const candles = bodyOf(await get('quotes.candles', { ticker: 'MSFT' }));
    expect(candles.delayed).toBe(true);
    expect(candles.candles.length).toBeGreaterThan(0);
  });

  it('volatility routes answer with decimals and batch ATM omits unknown tickers', async () => {
    const atm = bodyOf(await get('volatility.atm', {}, { symbols: 'SPY,NOPE1' }));
    expect(atm.results.map((r: { ticker: string }) => r.ticker)).toEqual(['SPY']);
    expect(atm.results[0].atm_iv).toBeGreaterThan(0.02);
    expect(atm.results[0].atm_iv).toBeLessThan(2);
    const rank = bodyOf(await get('volatility.ivRank', { ticker: 'SPY' }));
    expect(rank).toMatchObject({ unit: 'decimal', rank_scale: '0-1' });
    expect(rank.n).toBeGreaterThan(50);
    const realized = bodyOf(await get('volatility.realized', { ticker: 'SPY' }));
    expect(realized.windows.map((w: { window: number }) => w.window)).toEqual([10, 20, 30, 60, 90, 120, 252]);
    const rr = bodyOf(await get('volatility.riskReversal', { ticker: 'SPY' }));
    expect(rr.mean_risk_reversal).toBeLessThan(0);
    const surface = bodyOf(await get('volatility.surface', { ticker: 'SPY' }));
    expect(surface.iv.length).toBe(surface.moneyness.length);
    for (const id of ['volatility.termStructure', 'volatility.history', 'volatility.percentile', 'volatility.stats'])
      expect((await get(id, { ticker: 'SPY' })).status ?? 200).toBe(200);
    expect((await get('volatility.movers')).status ?? 200).toBe(200);
  });

  it('OI change compares the two latest snapshots; movers name both dates', async () => {
    const ch = bodyOf(await get('oi.change', { ticker: 'SPY' }));
    expect(ch.prior_snapshot).toMatchObject({ session: '2026-11-19', slot: 'PM' });
    expect(ch.snapshot).toMatchObject({ session: SESSION, slot: 'AM' });
    expect(ch.total_oi.change).toBe(ch.total_oi.current - ch.total_oi.prior);
    const movers = bodyOf(await get('oi.movers', {}, { limit: '5' }));
    expect(movers).toMatchObject({ as_of: SESSION, prior_as_of: '2026-11-19' });
    expect(movers.most_active).toHaveLength(5);
  });
});

describe('determinism', () => {
  it('the same seed and clock give identical answers apart from computed_at', async () => {
    const other = createMarket({ seed: 'routes-test' });
    const t2 = buildRouteTable(other);
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'computed_at' ? undefined : v)));
    for (const [id, p, q] of [
      ['gex.withFlow', { session: SESSION, ticker: 'SPY' }, {}],
      ['optionsFlow.tape', {}, { ticker: 'SPY', limit: '50' }],
      ['directional.current', {}, {}],
      ['tide.market', {}, {}],
      ['oi.strikeChange', { ticker: 'AAPL' }, {}],
    ] as const) {
      const a = await call(table, market, id, p, q);
      const b = await call(t2, other, id, p, q);
      expect(strip(a.body), id).toEqual(strip(b.body));
    }
  });
});

describe('errors', () => {
  it('a malformed older_than cursor answers 422 in the HTTPValidationError shape', async () => {
    const r = await get('optionsFlow.tape', {}, { ticker: 'SPY', older_than: 'yesterday' });
    expect(r.status).toBe(422);
    expect(bodyOf(r).detail[0].loc).toEqual(['query', 'older_than']);
  });

  it('an unknown contract answers 404 contract_not_found', async () => {
    const r = await get('contracts.profile', { occ: 'O:SPY261120C09990000' });
    expect(r).toMatchObject({ status: 404, body: { error: 'contract_not_found' } });
  });
});
