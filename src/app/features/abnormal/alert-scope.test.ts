import { describe, expect, it } from 'vitest';
import { alertTickers, inScope } from './alert-scope';

describe('whose abnormal trades alert', () => {
  it('by default, the watchlist’s tickers only, whatever their case', () => {
    const t = alertTickers({ scope: 'watchlist', tickers: [] }, ['nvda', 'TSLA']);
    expect(inScope('NVDA', t)).toBe(true);
    expect(inScope('tsla', t)).toBe(true);
    expect(inScope('ARKK', t)).toBe(false);
  });

  it('nothing while the watchlist is not known, rather than the whole market', () => {
    expect(inScope('NVDA', alertTickers({ scope: 'watchlist', tickers: [] }, null))).toBe(false);
  });

  it('an empty watchlist alerts on nothing', () => {
    expect(inScope('NVDA', alertTickers({ scope: 'watchlist', tickers: [] }, []))).toBe(false);
  });

  it('every ticker when widened to all, and the named ones when named', () => {
    expect(inScope('ARKK', alertTickers({ scope: 'all', tickers: [] }, null))).toBe(true);
    const named = alertTickers({ scope: 'tickers', tickers: ['AMD'] }, ['NVDA']);
    expect([inScope('AMD', named), inScope('NVDA', named)]).toEqual([true, false]);
  });
});
