import { describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '../../data/readers';
import { quotesForFreshness } from './quote-freshness';

const quote = (ticker: string, realtime: boolean): QuoteAnswer =>
  ({
    ticker,
    price: 100,
    prev_close: 99,
    delayed: !realtime,
    data: {
      realtime,
      delay_seconds: realtime ? 0 : 900,
      delay_reason: realtime ? null : 'policy_off_watchlist',
      as_of: '2026-11-18T15:00:00Z',
    },
  }) as unknown as QuoteAnswer;

describe('the quotes the board badge reads', () => {
  it('reads the delayed quotes when a list mixes feeds, every quote when none is delayed', () => {
    const nvda = quote('NVDA', true);
    const amd = quote('AMD', false);
    expect(
      quotesForFreshness(
        new Map([
          ['NVDA', nvda],
          ['AMD', amd],
        ]),
      ),
    ).toEqual([amd]);
    expect(quotesForFreshness(new Map([['NVDA', nvda]]))).toEqual([nvda]);
    expect(quotesForFreshness(new Map())).toEqual([]);
  });
});
