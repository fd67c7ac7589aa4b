import { describe, expect, it } from 'vitest';
import { endpointKey, endpointQuery, endpointUrl, staleTimeFor } from './endpoint-query';

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
  it('polls live data only when asked and never a past session', () => {
    expect(
      endpointQuery(
        'gex.levels',
        { session: '2026-11-20', ticker: 'SPY' },
        { poll: true, currentSession: '2026-11-20' },
      ).refetchInterval,
    ).toBeTypeOf('function');
    expect(
      endpointQuery(
        'gex.levels',
        { session: '2026-11-19', ticker: 'SPY' },
        { poll: true, currentSession: '2026-11-20' },
      ).refetchInterval,
    ).toBeUndefined();
  });
});
