import { describe, expect, it } from 'vitest';
import {
  DEGRADED_RETRY_MS,
  endpointKey,
  endpointQuery,
  endpointUrl,
  refreshIntervalFor,
  staleTimeFor,
} from './endpoint-query';

describe('endpointKey', () => {
  it('is [api, family, id, ...path values, {query}] with defaults filled', () => {
    expect(endpointKey('gex.levels', { session: '2026-11-20', ticker: 'SPY' })).toEqual([
      'api',
      'gex',
      'gex.levels',
      '2026-11-20',
      'SPY',
      { dte_filter: 'all' },
    ]);
  });
  it('gives equal requests the same key and different parameters different keys', () => {
    const a = endpointKey('gex.levels', { session: '2026-11-20', ticker: 'SPY', dte_filter: 'all' });
    const b = endpointKey('gex.levels', { ticker: 'SPY', session: '2026-11-20' });
    const c = endpointKey('gex.levels', { session: '2026-11-20', ticker: 'SPY', dte_filter: '0dte' });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
  it('holds every query parameter in a stable order', () => {
    const k = endpointKey('gex.greekExposure', { session: '2026-11-20', ticker: 'QQQ', include_strike_expiry: true });
    expect(k.at(-1)).toEqual({ dte_filter: 'all', include_strike_expiry: true });
    expect(Object.keys(k.at(-1) as object)).toEqual(['dte_filter', 'include_strike_expiry']);
  });
  it('refuses unknown parameters and missing path parameters', () => {
    // The compiler refuses an undeclared name too; the run-time check guards values built from data.
    // @ts-expect-error -- `bogus` is not a parameter of gex.levels
    expect(() => endpointKey('gex.levels', { session: '2026-11-20', ticker: 'SPY', bogus: 1 })).toThrow(
      /unknown parameter/,
    );
    expect(() => endpointKey('gex.levels', { ticker: 'SPY' })).toThrow(/missing path parameter/);
  });
});

describe('endpointUrl', () => {
  it('builds the registry path with encoded values', () => {
    expect(endpointUrl('gex.levels', { session: '2026-11-20', ticker: 'SPY', dte_filter: '0+1' })).toBe(
      '/v1/gex/2026-11-20/SPY/levels?dte_filter=0%2B1',
    );
    expect(endpointUrl('volatility.atm', { symbols: 'SPY,QQQ' })).toBe(
      '/v1/volatility/atm?symbols=SPY%2CQQQ&target_dte=30',
    );
  });
});

describe('staleTime', () => {
  it('follows the cache policy: tide 120 s, live 45 s, never stale for a past session', () => {
    expect(staleTimeFor('tide.market', {}, '2026-11-20')).toBe(120_000);
    expect(staleTimeFor('gex.levels', { session: '2026-11-20', ticker: 'SPY' }, '2026-11-20')).toBe(45_000);
    expect(staleTimeFor('gex.levels', { session: '2026-11-19', ticker: 'SPY' }, '2026-11-20')).toBe('static');
    expect(staleTimeFor('quotes.watchlist', {}, '2026-11-20')).toBe(0);
  });
  it('polls live data only when asked and never a past session; a degraded answer is asked again soon', () => {
    type Interval = (q: { state: { data: unknown } }) => number | false;
    const interval = (session: string, poll: boolean, data: unknown): number | false =>
      (
        endpointQuery('gex.levels', { session, ticker: 'SPY' }, { poll, currentSession: '2026-11-20' })
          .refetchInterval as unknown as Interval
      )({ state: { data } });
    expect(interval('2026-11-20', true, { levels: {} })).toBeGreaterThan(0);
    expect(interval('2026-11-20', false, { levels: {} })).toBe(false);
    expect(interval('2026-11-19', true, { levels: {} })).toBe(false);
    // Reference A: `degraded` means the live feed failed upstream; retry in a few seconds, polled or not.
    expect(interval('2026-11-20', false, { rows: [], degraded: true })).toBe(DEGRADED_RETRY_MS);
  });
});

describe('refresh cadence: a budget that lasts the day', () => {
  const today = '2026-11-20';
  it('refreshes a bar series once a bar, not every few seconds', () => {
    expect(refreshIntervalFor('quotes.candles', { ticker: 'SPY', session: today, interval: '5m' }, today)).toBe(
      300_000,
    );
    expect(refreshIntervalFor('quotes.candles', { ticker: 'SPY', session: today, interval: '1m' }, today)).toBe(60_000);
    expect(refreshIntervalFor('gex.intraday', { session: today, ticker: 'SPY', step_min: 5 }, today)).toBe(300_000);
  });
  it('refreshes snapshot-based GEX at the snapshot cadence, a quote once a minute, tide at its TTL', () => {
    expect(refreshIntervalFor('gex.greekExposure', { session: today, ticker: 'SPY' }, today)).toBe(600_000);
    expect(refreshIntervalFor('quotes.quote', { ticker: 'SPY' }, today)).toBe(60_000);
    expect(refreshIntervalFor('tide.market', {}, today)).toBe(120_000);
    expect(refreshIntervalFor('gex.withFlow', { session: today, ticker: 'SPY' }, today)).toBe(60_000);
  });
  it('never refreshes a past session or an answer that is not cached', () => {
    expect(refreshIntervalFor('gex.withFlow', { session: '2026-11-19', ticker: 'SPY' }, today)).toBe(0);
    expect(refreshIntervalFor('quotes.watchlist', {}, today)).toBe(0);
  });
  it('keeps the default workspace within 3,000 requests over a 6.5-hour session', () => {
    // Board (directional, flow rankings, ATM IV), one GEX tab (with-flow, exposure, 5m candles, quote), tide.
    const perMinute = [
      refreshIntervalFor('directional.current', { max_display: 500 }, today),
      refreshIntervalFor('flow.current', {}, today),
      refreshIntervalFor('volatility.atm', { symbols: 'SPY' }, today),
      refreshIntervalFor('gex.withFlow', { session: today, ticker: 'SPY' }, today),
      refreshIntervalFor('gex.greekExposure', { session: today, ticker: 'SPY' }, today),
      refreshIntervalFor('quotes.candles', { ticker: 'SPY', session: today, interval: '5m' }, today),
      refreshIntervalFor('quotes.quote', { ticker: 'SPY' }, today),
      refreshIntervalFor('tide.market', {}, today),
    ].reduce((sum, ms) => sum + 60_000 / ms, 0);
    expect(perMinute * 390).toBeLessThanOrEqual(3000);
  });
});
