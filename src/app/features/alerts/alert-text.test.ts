import { describe, expect, it } from 'vitest';
import { describeRule } from './alert-text';

describe('an alert in one line', () => {
  it('names the level and its source, the IV bound in percent, and only the flow conditions set', () => {
    expect(
      describeRule({ kind: 'price_cross', ticker: 'NVDA', level: 150, source: 'call_wall', direction: 'above' }),
    ).toBe('NVDA crosses above call wall 150.00');
    expect(describeRule({ kind: 'iv_rank', ticker: 'TSLA', bound: 0.8, direction: 'below' })).toBe(
      'TSLA IV rank crosses below 80%',
    );
    expect(
      describeRule({
        kind: 'flow',
        ticker: null,
        min_premium: 1_000_000,
        side: 'buy',
        option_type: 'call',
        lean: null,
        min_dte: null,
        max_dte: 7,
      }),
    ).toBe('Flow: any streamed ticker, bought, calls, premium ≥ $1M, ≤ 7 DTE');
  });
});
