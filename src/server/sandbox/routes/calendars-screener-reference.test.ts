// The earnings, economic, screener and reference-data families over real HTTP: every endpoint of
// them answers a valid Pro request (none 501), refuses a free key with 403, and refuses bad params with 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../api/registry';
import { handlerOf } from '../handler';
import { SANDBOX_FREE_KEY } from '../key-store';
import { createMarket } from '../model/create-market';
import { createState } from '../state';
import type { RunningSandbox } from '../server';
import { getJson, PRO_HEADERS, startTestSandbox } from '../testing/test-harness';
import { DEFAULT_WATCHLIST } from '../watchlist-store';
import { buildRouteTable } from './route-table';

const FREE = { 'x-api-key': SANDBOX_FREE_KEY };
// Friday 2026-11-20, 12:00 ET: the session is open, so "today" answers are provisional and partial.
const CLOCK = 'frozen:2026-11-20T17:00:00Z';
const FAMILIES = new Set([
  'earnings',
  'economic',
  'screener',
  'seasonality',
  'fundamentals',
  'insider',
  'institutional',
  'technicals',
  'news',
  'short-interest',
  'congress',
  'catalysts',
]);
const SPECS = ENDPOINTS.filter((e) => FAMILIES.has(e.family) && e.transport === 'rest');

let s: RunningSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ seed: 'families-test', clock: CLOCK });
});
afterAll(async () => {
  await s.close();
});

const get = (path: string, headers = PRO_HEADERS) => getJson(s, path, headers);

/** A valid request for each endpoint; path values that must exist are found through the API itself. */
async function validPath(id: string, template: string): Promise<string> {
  let session = '2026-11-19';
  let ticker = 'AAPL';
  if (id === 'earnings.ticker') {
    const sessions = await get('/v1/earnings/sessions');
    session = sessions.body.sessions[0].session;
    ticker = (await get(`/v1/earnings/${session}`)).body.rows[0].ticker;
  }
  const query: Record<string, string> = {
    'technicals.indicator': '?indicator=rsi',
    'economic.etfTimeseries': '?symbol=SPY',
  };
  return (
    template.replace('{session}', session).replace('{ticker}', ticker).replace('{symbol}', 'QQQ') + (query[id] ?? '')
  );
}

describe('calendar, screener and reference-data families over HTTP', () => {
  it('covers the earnings, economic, screener and reference-data families', () => {
    expect(new Set(SPECS.map((e) => e.family))).toEqual(FAMILIES);
    expect(SPECS.length).toBeGreaterThanOrEqual(23);
  });

  it('leaves no REST endpoint of the registry without a handler (nothing answers 501 not_implemented)', () => {
    const market = createMarket({ seed: 'families-test' });
    const { routeTable } = createState({ market, routeTable: buildRouteTable(market) });
    const missing = ENDPOINTS.filter((e) => e.transport === 'rest' && !handlerOf(routeTable, e.id)).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('answers 2xx for a valid Pro request on every endpoint, and 403 for a free key where the family is Pro', async () => {
    const failures: string[] = [];
    for (const spec of SPECS) {
      const path = await validPath(spec.id, spec.path);
      const pro = await get(path);
      if (pro.status < 200 || pro.status > 299)
        failures.push(`${spec.id} ${path} → ${pro.status} ${JSON.stringify(pro.body)}`);
      if (spec.access === 'pro') {
        const free = await get(path, FREE);
        if (free.status !== 403 || free.body.error !== 'insufficient_tier')
          failures.push(`${spec.id} free → ${free.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['/v1/technicals/AAPL?indicator=bollinger', 'indicator'],
    ['/v1/technicals/AAPL', 'indicator'],
    ['/v1/technicals/AAPL?indicator=sma&window=1', 'window'],
    ['/v1/screener?limit=0', 'limit'],
    ['/v1/economic/calendar?impact=extreme', 'impact'],
    ['/v1/economic/calendar?from=2026-11-20&to=2026-11-01', 'to'],
    ['/v1/economic/calendar?from=20261120', 'from'],
    ['/v1/economic/etf-flow/XLK', 'symbol'],
    ['/v1/economic/etf-timeseries', 'symbol'],
    ['/v1/economic/event-history?periods=0', 'periods'],
    ['/v1/economic/event-history?time=25:00', 'time'],
    ['/v1/catalysts?from=2026-12-01&to=2026-11-01', 'to'],
    ['/v1/news?sentiment=bullish', 'sentiment'],
    ['/v1/fundamentals/AAPL/financials?period=monthly', 'period'],
    ['/v1/earnings/2026-13-01', 'session'],
  ])('refuses %s with 422 naming %s', async (path, field) => {
    const r = await get(path);
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d: { loc: unknown[] }) => d.loc.at(-1))).toContain(field);
  });
});

describe('calendar, screener and reference-data answers', () => {
  it('answers the screener with session "latest" and ranked rows up to the limit', async () => {
    const r = await get('/v1/screener?limit=5');
    expect(r.body).toMatchObject({ session: 'latest', finality: 'provisional' });
    expect(r.body.rows).toHaveLength(5);
    expect(r.body.rows.map((x: { rank: number }) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(r.body.tickers_count).toBeGreaterThan(100);
  });

  it('gives one earnings ticker its orders, greeks, scatter and abnormal trades from its own flow', async () => {
    const session = (await get('/v1/earnings/sessions')).body.sessions.find(
      (x: { finality: string }) => x.finality === 'final',
    ).session;
    const day = await get(`/v1/earnings/${session}`);
    expect(day.body).toMatchObject({ session, finality: 'final' });
    const row = day.body.rows[0];
    const detail = await get(`/v1/earnings/${session}/${row.ticker}`);
    expect(detail.status).toBe(200);
    expect(detail.body.orders.length).toBe(row.flow.orders);
    expect(detail.body.scatter.length).toBe(row.flow.orders);
    expect(detail.body.orders.every((o: { ticker: string }) => o.ticker === row.ticker)).toBe(true);
    expect(detail.body.abnormal_trades.every((o: { ticker: string }) => o.ticker === row.ticker)).toBe(true);
    expect(detail.body.event.eps_actual).not.toBeNull();
    expect(Object.keys(detail.body.greeks)).toEqual(
      expect.arrayContaining(['net_delta', 'net_gamma', 'net_vega', 'net_theta']),
    );
    const other = await get(`/v1/earnings/${session}/SPY`);
    expect(other.status).toBe(404);
  });

  it('hides the actual of a release that has not happened yet (null, never 0)', async () => {
    const r = await get('/v1/economic/calendar?from=2026-11-01&to=2026-11-30');
    const past = r.body.rows.filter((e: { released: boolean }) => e.released);
    const ahead = r.body.rows.filter((e: { released: boolean }) => !e.released);
    expect(past.length).toBeGreaterThan(0);
    expect(ahead.length).toBeGreaterThan(0);
    expect(past.every((e: { actual: unknown }) => typeof e.actual === 'number')).toBe(true);
    expect(ahead.every((e: { actual: unknown; surprise: unknown }) => e.actual === null && e.surprise === null)).toBe(
      true,
    );
    const high = await get('/v1/economic/calendar?from=2026-11-01&to=2026-11-30&impact=high');
    expect(high.body.rows.length).toBeGreaterThan(0);
    expect(high.body.rows.every((e: { impact: string }) => e.impact === 'high')).toBe(true);
  });

  it('answers event history newest first with the requested number of periods', async () => {
    const r = await get('/v1/economic/event-history?event_name=cpi&periods=6');
    expect(r.body.event_name).toBe('CPI YoY');
    expect(r.body.rows).toHaveLength(6);
    expect(r.body.n).toBe(6);
    const dates = r.body.rows.map((x: { date: string }) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is deterministic per seed: the same request answers the same rows', async () => {
    for (const path of [
      '/v1/news?ticker=AAPL',
      '/v1/insider/AAPL',
      '/v1/congress/trades',
      '/v1/technicals/SPY?indicator=macd&limit=10',
    ]) {
      const a = await get(path);
      const b = await get(path);
      expect(a.body.rows, path).toEqual(b.body.rows);
      expect(a.body.rows.length, path).toBeGreaterThan(0);
    }
  });

  it('computes technicals from bars up to the visible instant: real time on the watchlist, 15 min behind off it', async () => {
    const off = 'KLAC';
    expect(DEFAULT_WATCHLIST).not.toContain(off);
    const r = await get(`/v1/technicals/${off}?indicator=sma&window=5&interval=1h&limit=8`);
    expect(r.body.rows).toHaveLength(8);
    expect(r.body.data).toMatchObject({ realtime: false, delay_seconds: 900, delay_reason: 'policy_off_watchlist' });
    expect(r.body.as_of).toBe('2026-11-20T16:45:00.000Z');
    const last = r.body.rows.at(-1);
    expect([last.session, last.complete]).toEqual(['2026-11-20', false]);
    const closes = r.body.rows.slice(-5).map((x: { close: number }) => x.close);
    expect(last.value).toBeCloseTo(closes.reduce((a: number, b: number) => a + b, 0) / 5, 4);
    const on = await get(`/v1/technicals/${DEFAULT_WATCHLIST[0]}?indicator=ema&limit=3`);
    expect(on.body.data).toMatchObject({ realtime: true, delay_seconds: 0, delay_reason: null });
    expect(on.body.as_of).toBe('2026-11-20T17:00:00.000Z');
  });
});
