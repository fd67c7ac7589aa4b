import { describe, expect, it } from 'vitest';
import { readFlowTotals } from './flow-totals';

describe('readFlowTotals', () => {
  it('reads the premiums by their snake_case names and keeps absent ones null, never 0', () => {
    const t = readFlowTotals({ orders: 102, net_premium: -14_447_943, put_call_premium_ratio: 7.88 });
    expect(t).toMatchObject({ orders: 102, netPremium: -14_447_943, putCallPremiumRatio: 7.88 });
    expect(t.contracts).toBeNull();
    expect(readFlowTotals(null).orders).toBeNull();
  });
});
