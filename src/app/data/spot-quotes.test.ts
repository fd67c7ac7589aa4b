import { describe, expect, it } from 'vitest';
import { answerFixture } from './read-answer.fixture';
import { readQuote, spotQuotes } from './readers';

describe('prices from published answers (no batch quote route)', () => {
  it('reads each symbol spot of the ATM batch as a last price, leaving unpriced symbols absent', () => {
    const atm = answerFixture('volatility.atm', {
      results: [
        { ticker: 'spy', spot: 601.25 },
        { ticker: 'QQQ', spot: null },
        { ticker: 'IWM', spot: '220' },
        { symbol: 'DIA', spot: 440 },
      ],
    });
    const m = spotQuotes(atm.results);
    expect(readQuote('SPY', m.get('SPY')).last).toBe(601.25);
    expect(readQuote('IWM', m.get('IWM')).last).toBe(220);
    expect([...m.keys()]).toEqual(['SPY', 'IWM']);
    expect(spotQuotes(undefined).size).toBe(0);
  });
});
