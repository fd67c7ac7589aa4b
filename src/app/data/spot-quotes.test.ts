import { describe, expect, it } from 'vitest';
import { quotesByTicker, readQuote, spotQuotes } from './readers';

describe('prices from published answers (no batch quote route)', () => {
  it('reads each symbol spot of the ATM batch as a last price, leaving unpriced symbols absent', () => {
    const atm = {
      results: [
        { ticker: 'spy', spot: 601.25 },
        { ticker: 'QQQ', spot: null },
        { symbol: 'IWM', spot: 220 },
      ],
    };
    const m = spotQuotes(atm, 'results');
    expect(readQuote('SPY', m.get('SPY')).last).toBe(601.25);
    expect(readQuote('IWM', m.get('IWM')).last).toBe(220);
    expect(m.has('QQQ')).toBe(false);
  });

  it('finds no quotes in a watchlist answer that lists symbols only, and reads them when it carries some', () => {
    expect(quotesByTicker({ symbols: ['SPY', 'QQQ'], max_active: 25, max_daily_additions: 50 }).size).toBe(0);
    const withQuotes = quotesByTicker({ symbols: ['SPY'], quotes: [{ ticker: 'SPY', price: 600, prev_close: 590 }] });
    expect(readQuote('SPY', withQuotes.get('SPY')).last).toBe(600);
  });
});
