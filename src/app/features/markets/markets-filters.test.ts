import { describe, expect, it } from 'vitest';
import { endpoint } from '../../../api/registry';
import { readMarketFilters, SCREENER_DEFAULT_LIMIT, SCREENER_LIMITS, withFilter } from './markets-filters';

const limit = endpoint('screener.run').params.find((p) => p.name === 'limit')!;

describe('markets filters in the URL', () => {
  it('reads every filter', () => {
    const f = readMarketFilters(
      new URLSearchParams('limit=100&lean=bearish&sector=energy&stocks=1&ticker=nvda&from=2026-11-01&to=2026-11-30'),
    );
    expect(f).toEqual({
      limit: 100,
      lean: 'bearish',
      sector: 'energy',
      stocksOnly: true,
      ticker: 'NVDA',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops values that do not read, falling back to the registry default page size', () => {
    expect(SCREENER_DEFAULT_LIMIT).toBe(limit.default);
    const f = readMarketFilters(new URLSearchParams(`limit=${limit.max! + 1}&lean=up&ticker=%24%24&from=2026-13-45`));
    expect(f.limit).toBe(limit.default);
    expect(f.lean).toBeNull();
    expect(f.ticker).toBeNull();
    expect(f.from).toBeNull();
    expect(readMarketFilters(new URLSearchParams('limit=-5')).limit).toBe(limit.default);
  });

  it('offers page sizes within the registry bounds, the default among them', () => {
    expect(SCREENER_LIMITS).toContain(SCREENER_DEFAULT_LIMIT);
    for (const n of SCREENER_LIMITS) {
      expect(n).toBeGreaterThanOrEqual(limit.min!);
      expect(n).toBeLessThanOrEqual(limit.max!);
    }
  });

  it('sets one filter keeping the others, and removes a default or empty value', () => {
    const q = new URLSearchParams('lean=bullish&limit=100');
    expect(withFilter(q, 'sector', 'energy').toString()).toBe('lean=bullish&limit=100&sector=energy');
    expect(withFilter(q, 'limit', String(SCREENER_DEFAULT_LIMIT)).toString()).toBe('lean=bullish');
    expect(withFilter(q, 'lean', null).toString()).toBe('limit=100');
    expect(withFilter(q, 'stocksOnly', '1').get('stocks')).toBe('1');
  });
});
