import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, isPastSessionRequest } from './cache-policy';
import { buildPath, matchRoute } from './match';
import { ENDPOINTS, endpoint, type EndpointId } from './registry';

/** Every path the reference (part A, Endpoints) names, with its method. */
const REFERENCE_PATHS = `
GET /health
GET /v1/flow/sessions
GET /v1/flow/current
GET /v1/flow/{session}
GET /v1/flow/{session}/{ticker}
GET /v1/momentum/rankings
GET /v1/momentum/{ticker}/history
GET /v1/abnormal-trades/current
GET /v1/abnormal-trades/{session}
GET /v1/account/usage
POST /v1/account/register
POST /v1/account/confirm
GET /v1/earnings/current
GET /v1/earnings/sessions
GET /v1/earnings/{session}
GET /v1/earnings/{session}/{ticker}
GET /v1/economic/calendar
GET /v1/economic/etf-flow
GET /v1/economic/etf-flow/{symbol}
GET /v1/economic/etf-timeseries
GET /v1/economic/event-history
GET /v1/directional/current
GET /v1/directional/{session}
GET /v1/directional/{ticker}/history
GET /v1/gex/{ticker}/timeseries
GET /v1/gex/{session}/{ticker}/levels
GET /v1/gex/{session}/{ticker}/greek-exposure
GET /v1/gex/{session}/{ticker}/intraday-exposures
GET /v1/gex/{session}/{ticker}/with-flow
GET /v1/gex/{session}/{ticker}
GET /v1/darkpool/health
GET /v1/darkpool/sessions
GET /v1/darkpool/blocks
GET /v1/darkpool/ranking
GET /v1/darkpool/alerts
GET /v1/darkpool/pressure
GET /v1/darkpool/pressure/{ticker}
GET /v1/darkpool/ticker/{ticker}
GET /v1/darkpool/time-profile/{ticker}
GET /v1/darkpool/prints/{ticker}
GET /v1/darkpool/recent
GET /v1/darkpool/sectors
GET /v1/darkpool/sector/{key}
GET /v1/darkpool/sector_rotation
GET /v1/darkpool/daily-candles/{ticker}
GET /v1/darkpool/print-levels/{ticker}
GET /v1/volatility/atm
GET /v1/volatility/movers
GET /v1/volatility/{ticker}/surface
GET /v1/volatility/{ticker}/term-structure
GET /v1/volatility/{ticker}/history
GET /v1/volatility/{ticker}/percentile
GET /v1/volatility/{ticker}/realized
GET /v1/volatility/{ticker}/iv-rank
GET /v1/volatility/{ticker}/stats
GET /v1/volatility/{ticker}/risk-reversal
GET /v1/oi/health
GET /v1/oi/tickers
GET /v1/oi/movers
GET /v1/oi/contract/{occ}
GET /v1/oi/{ticker}/timeseries
GET /v1/oi/{ticker}/change
GET /v1/oi/{ticker}/strike-change
GET /v1/oi/{ticker}/latest
GET /v1/tide/market
GET /v1/options-flow/tape
GET /v1/options-flow/contract/{occ}
GET /v1/options-flow/summary
GET /v1/options-flow/contracts
GET /v1/contracts/{occ}/trades
GET /v1/quotes/watchlist
PUT /v1/quotes/watchlist
GET /v1/screener
GET /v1/ws/abnormal-trades
GET /v1/ws/flow
POST /mcp
POST /mcp/connect
POST /mcp/assistant-apps
`
  .trim()
  .split('\n');

const ASSUMED_FAMILIES: readonly EndpointId[] = [
  'tide.sector',
  'tide.ticker',
  'quotes.quote',
  'quotes.candles',
  'contracts.chain',
  'contracts.profile',
  'seasonality.ticker',
  'fundamentals.financials',
  'fundamentals.dividends',
  'fundamentals.splits',
  'insider.ticker',
  'institutional.ticker',
  'technicals.indicator',
  'news.ticker',
  'shortInterest.ticker',
  'shortVolume.ticker',
  'congress.trades',
  'catalysts.calendar',
];

describe('registry', () => {
  it('holds every path the reference names, with its method', () => {
    const have = new Set(
      ENDPOINTS.map((e) => `${e.method === 'GET' || e.transport === 'ws' ? 'GET' : e.method} ${e.path}`),
    );
    const missing = REFERENCE_PATHS.filter((p) => !have.has(p));
    expect(missing).toEqual([]);
  });

  it('holds every assumed family, each marked with a reason', () => {
    for (const id of ASSUMED_FAMILIES) expect(endpoint(id).assumed, id).toMatch(/\w/);
    const publishedPaths = new Set(REFERENCE_PATHS.map((p) => p.split(' ')[1]));
    for (const e of ENDPOINTS.filter((x) => !publishedPaths.has(x.path))) expect(e.assumed, e.id).toBeTruthy();
  });

  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(ENDPOINTS.length);
  });

  it('declares every path parameter and only those', () => {
    for (const e of ENDPOINTS) {
      const inPath = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = e.params
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, e.id).toEqual(inPath);
    }
  });

  it('marks the row-budgeted routes, the current routes and the access tiers', () => {
    expect(
      ENDPOINTS.filter((e) => e.flowRows)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['optionsFlow.contract', 'optionsFlow.tape', 'ws.flow']);
    expect(endpoint('optionsFlow.summary').flowRows).toBe(false);
    expect(endpoint('directional.current').current).toBe(true);
    expect(endpoint('health.service').access).toBe('none');
    expect(endpoint('oi.health').access).toBe('any');
    expect(endpoint('flow.current').access).toBe('free-preview');
    expect(endpoint('abnormal.current').preview).toMatchObject({ take: 'last', count: 5 });
    expect(endpoint('gex.levels').access).toBe('pro');
  });

  it('gives tide its 120 s TTL and treats past sessions as immutable', () => {
    expect(CACHE_POLICIES[endpoint('tide.market').cache].freshSeconds).toBe(120);
    const levels = endpoint('gex.levels');
    expect(isPastSessionRequest(levels, { session: '2026-11-19' }, '2026-11-20')).toBe(true);
    expect(isPastSessionRequest(levels, { session: '2026-11-20' }, '2026-11-20')).toBe(false);
    expect(isPastSessionRequest(endpoint('directional.current'), {}, '2026-11-20')).toBe(false);
  });
});

describe('matchRoute', () => {
  it('prefers literal segments over parameters', () => {
    const ts = matchRoute('GET', '/v1/gex/SPY/timeseries');
    expect(ts.kind === 'found' && ts.spec.id).toBe('gex.timeseries');
    const profile = matchRoute('GET', '/v1/gex/2026-11-20/SPY');
    expect(profile.kind === 'found' && profile.spec.id).toBe('gex.profile');
    expect(profile.kind === 'found' && profile.pathParams).toEqual({ session: '2026-11-20', ticker: 'SPY' });
    const sessions = matchRoute('GET', '/v1/flow/sessions');
    expect(sessions.kind === 'found' && sessions.spec.id).toBe('flow.sessions');
    const watch = matchRoute('GET', '/v1/quotes/watchlist');
    expect(watch.kind === 'found' && watch.spec.id).toBe('quotes.watchlist');
    const quote = matchRoute('GET', '/v1/quotes/AAPL');
    expect(quote.kind === 'found' && quote.spec.id).toBe('quotes.quote');
  });

  it('distinguishes methods and unknown paths', () => {
    const put = matchRoute('PUT', '/v1/quotes/watchlist');
    expect(put.kind === 'found' && put.spec.id).toBe('quotes.watchlistPut');
    expect(matchRoute('DELETE', '/v1/quotes/watchlist')).toMatchObject({ kind: 'method_not_allowed' });
    expect(matchRoute('GET', '/v1/nothing/here')).toEqual({ kind: 'not_found' });
    expect(matchRoute('GET', '/v1/flow/../account/usage')).toEqual({ kind: 'not_found' });
    expect(matchRoute('GET', '/v1/ws/flow').kind).toBe('not_found');
    expect(matchRoute('GET', '/v1/ws/flow', 'ws').kind).toBe('found');
  });

  it('builds paths with encoded values', () => {
    expect(buildPath(endpoint('gex.levels'), { session: '2026-11-20', ticker: 'BRK.B' })).toBe(
      '/v1/gex/2026-11-20/BRK.B/levels',
    );
    expect(() => buildPath(endpoint('gex.levels'), { session: '2026-11-20' })).toThrow(/ticker/);
  });
});
