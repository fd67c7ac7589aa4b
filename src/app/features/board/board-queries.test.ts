import { describe, expect, it } from 'vitest';
import { BOARD_INTRADAY_REFRESH_MS, boardOrder } from './board-queries';

describe('the board’s per-row cadence', () => {
  it('keeps 25 rows of intraday readings under 2 requests a minute', () => {
    expect((25 * 60_000) / BOARD_INTRADAY_REFRESH_MS).toBeLessThan(2);
  });
});

describe('the cold board’s order', () => {
  it('gives the rows in view their readings first, then their previous close, then the rest row by row', () => {
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'TSLA'];
    const known = new Set(
      tickers.flatMap((t) => ['levels', 'intraday', 'quote'].map((k) => `${k}:${t}`)).filter((k) => k !== 'quote:TSLA'),
    );
    expect(boardOrder(tickers, new Set(['NVDA', 'TSLA']), known)).toEqual([
      'levels:NVDA',
      'intraday:NVDA',
      'levels:TSLA',
      'intraday:TSLA',
      'quote:NVDA',
      'levels:AAPL',
      'intraday:AAPL',
      'quote:AAPL',
      'levels:MSFT',
      'intraday:MSFT',
      'quote:MSFT',
    ]);
  });
});
