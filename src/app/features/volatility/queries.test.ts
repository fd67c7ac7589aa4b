import { describe, expect, it } from 'vitest';
import { atmIvBatch, VOL_MODES } from './queries';

describe('volatility queries', () => {
  it('ask the ATM batch of one set of tickers under one key, whatever order or case it comes in', () => {
    expect(atmIvBatch(['SPY', 'aapl', 'QQQ']).queryKey).toEqual(atmIvBatch(['QQQ', 'SPY', 'AAPL']).queryKey);
    expect(atmIvBatch(['SPY', 'AAPL']).queryKey.at(-1)).toEqual({ symbols: 'AAPL,SPY', target_dte: 30 });
  });

  it("offer the registry's IV modes", () => {
    expect(VOL_MODES).toEqual(['mid', 'call', 'put']);
  });
});
