import { describe, expect, it } from 'vitest';
import { abnormalRowsOf, shouldAlert, toAbnormalEntry } from './abnormal-row';
import { answerFixture } from './read-answer.fixture';

const [row] = abnormalRowsOf(
  answerFixture('abnormal.current', {
    trades: [
      {
        event_id: 'a1',
        ticker: 'TSLA',
        side: 'BUY',
        premium: '400000',
        strike: 250,
        option_type: 'C',
        p99_threshold: 'x',
      },
    ],
  }),
);
const trade = toAbnormalEntry(row!);

describe('abnormal entries and alert filter', () => {
  it('read the named fields and keep unknown ones null', () => {
    expect(trade).toMatchObject({
      eventId: 'a1',
      side: 'buy',
      premium: 400_000,
      strike: 250,
      optionType: 'call',
      threshold: null,
      contracts: null,
    });
  });
  it('alert on every ticker when none is chosen, above the premium floor', () => {
    expect(shouldAlert(trade, { tickers: [], minPremium: 250_000 })).toBe(true);
    expect(shouldAlert(trade, { tickers: [], minPremium: 500_000 })).toBe(false);
    expect(shouldAlert(trade, { tickers: [], minPremium: null })).toBe(true);
  });
  it('alert only on the chosen tickers', () => {
    expect(shouldAlert(trade, { tickers: ['tsla'], minPremium: null })).toBe(true);
    expect(shouldAlert(trade, { tickers: ['SPY'], minPremium: null })).toBe(false);
  });
});
