import { describe, expect, it } from 'vitest';
import { tickerList } from './ticker-list';

describe('tickerList', () => {
  it('gives the same list for the same set in any order, case or repetition', () => {
    expect(tickerList(['QQQ', 'spy', 'AAPL', 'SPY'])).toBe('AAPL,QQQ,SPY');
    expect(tickerList(['SPY', 'AAPL', 'QQQ'])).toBe(tickerList(['qqq', 'SPY', 'AAPL']));
  });

  it('drops blanks and gives an empty list for no tickers', () => {
    expect(tickerList([' ', 'IWM '])).toBe('IWM');
    expect(tickerList([])).toBe('');
  });
});
