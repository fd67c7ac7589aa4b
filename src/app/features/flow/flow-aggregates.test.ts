import { describe, expect, it } from 'vitest';
import { readActiveContracts, readFlowSummary } from './flow-aggregates';

describe('flow aggregates', () => {
  it('read the summary totals and the per-ticker rows', () => {
    const s = readFlowSummary({
      totals: { ticker: 'ALL', orders: 12, total_premium: 5e6, call_premium: 3e6, put_premium: 2e6, net_premium: -1e5 },
      top_tickers: [{ ticker: 'SPY', total_premium: 4e6, net_premium: 0 }],
    });
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
    expect(readFlowSummary({})).toEqual({ totals: null, byTicker: [] });
    expect(readFlowSummary(null)).toEqual({ totals: null, byTicker: [] });
  });

  it('read active contracts by OCC symbol under the tape’s names', () => {
    const rows = readActiveContracts({
      rows: [
        { option_symbol: 'O:SPY261120C00500000', ticker: 'SPY', option_type: 'CALL', strike: 500, premium: 9e5 },
        { option_ticker: 'O:QQQ261120P00400000', option_type: 'straddle' },
      ],
    });
    expect(rows[0]).toMatchObject({ occ: 'O:SPY261120C00500000', optionType: 'call', premium: 9e5, orders: null });
    expect(rows[1]).toMatchObject({ occ: 'O:QQQ261120P00400000', optionType: null, strike: null });
  });
});
