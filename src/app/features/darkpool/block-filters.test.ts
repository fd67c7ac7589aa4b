// The blocks panel's filters read from and written to the URL: only values the contract accepts are
// read, and a filter set back to "none" leaves the URL clean.
import { describe, expect, it } from 'vitest';
import { parseTickerSet, readBlockFilter, withBlockFilter } from './block-filters';

const params = (q: string): URLSearchParams => new URLSearchParams(q);

describe('readBlockFilter', () => {
  it('reads an NBBO label, a minimum $ and a ticker set', () => {
    expect(readBlockFilter(params('nbbo_label=at_bid&min_premium=5000000&blocks_ticker=qqq,spy'))).toEqual({
      nbbo: 'at_bid',
      minPremium: 5_000_000,
      tickers: 'QQQ,SPY',
    });
  });

  it('reads no filter from an empty URL', () => {
    expect(readBlockFilter(params(''))).toEqual({ nbbo: null, minPremium: null, tickers: null });
  });

  it('drops values the contract would refuse: an unknown label, a negative or non-numeric $, a bad ticker', () => {
    expect(readBlockFilter(params('nbbo_label=sideways&min_premium=-5&blocks_ticker=SPY,1BAD'))).toEqual({
      nbbo: null,
      minPremium: null,
      tickers: null,
    });
    expect(readBlockFilter(params('min_premium=abc')).minPremium).toBeNull();
    expect(readBlockFilter(params('min_premium=0')).minPremium).toBeNull();
  });
});

describe('withBlockFilter', () => {
  it('sets the changed filters and keeps the other parameters', () => {
    const next = withBlockFilter(params('date=2026-11-13&window=1h'), { nbbo: 'above_ask', minPremium: 1e7 });
    expect(next.toString()).toBe('date=2026-11-13&window=1h&nbbo_label=above_ask&min_premium=10000000');
  });

  it('removes a filter set back to none', () => {
    const next = withBlockFilter(params('nbbo_label=mid&blocks_ticker=SPY'), { nbbo: null, tickers: null });
    expect(next.toString()).toBe('');
  });
});

describe('parseTickerSet', () => {
  it('upper-cases, de-duplicates and sorts a typed list', () => {
    expect(parseTickerSet(' spy, QQQ ,spy ')).toBe('QQQ,SPY');
  });

  it('is null for nothing typed or any entry that cannot be a ticker', () => {
    expect(parseTickerSet('  ')).toBeNull();
    expect(parseTickerSet('SPY, $$')).toBeNull();
  });
});
