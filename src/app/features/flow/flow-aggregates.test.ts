import { describe, expect, it } from 'vitest';
import { answerFixture, readFixture } from '../../data/read-answer.fixture';
import { readActiveContracts, readFlowSummary } from './flow-aggregates';

describe('flow aggregates', () => {
  it('read the summary totals and the per-ticker rows', () => {
    const s = readFlowSummary(
      answerFixture('optionsFlow.summary', {
        totals: {
          ticker: 'ALL',
          orders: 12,
          total_premium: 5e6,
          call_premium: 3e6,
          put_premium: 2e6,
          net_premium: -1e5,
        },
        top_tickers: [{ ticker: 'SPY', total_premium: 4e6, net_premium: 0 }],
      }),
    );
    expect(s.totals).toMatchObject({
      orders: 12,
      totalPremium: 5e6,
      netPremium: -1e5,
      bought: null,
      putCallRatio: null,
    });
    expect(s.byTicker).toEqual([expect.objectContaining({ ticker: 'SPY', netPremium: 0, callPremium: null })]);
  });

  it('keep a missing figure null, never 0, and an answer without totals empty', () => {
    expect(readFlowSummary(answerFixture('optionsFlow.summary', { top_tickers: [] }))).toEqual({
      totals: null,
      byTicker: [],
    });
    // Totals that are not an object read as none, and are named as drift.
    const odd = readFixture('optionsFlow.summary', { totals: 'n/a', top_tickers: [] });
    expect(readFlowSummary(odd.value).totals).toBeNull();
    expect(odd.drift).toEqual(['totals']);
  });

  it('read active contracts by OCC symbol, the option type in any case or as its OCC letter', () => {
    const rows = readActiveContracts(
      answerFixture('optionsFlow.contracts', {
        rows: [
          { option_symbol: 'O:SPY261120C00500000', ticker: 'SPY', option_type: 'CALL', strike: 500, premium: 9e5 },
          { option_symbol: 'O:QQQ261120P00400000', option_type: 'P', strike: '400' },
          { option_ticker: 'O:IWM261120P00200000', option_type: 'straddle' },
        ],
      }),
    );
    expect(rows[0]).toMatchObject({ occ: 'O:SPY261120C00500000', optionType: 'call', premium: 9e5, orders: null });
    expect(rows[1]).toMatchObject({ occ: 'O:QQQ261120P00400000', optionType: 'put', strike: 400 });
    // Another name for the symbol is not guessed: "—", named as drift by the schema.
    expect(rows[2]).toMatchObject({ occ: null, optionType: null, strike: null });
  });
});
