import { describe, expect, it } from 'vitest';
import { orderLean } from './order-lean';

describe('orderLean', () => {
  it('reads a sold put as bullish and a bought put as bearish, in any case', () => {
    expect(orderLean('call', 'buy')).toBe('bullish');
    expect(orderLean('put', 'sell')).toBe('bullish');
    expect(orderLean('CALL', 'SELL')).toBe('bearish');
    expect(orderLean('put', 'Buy')).toBe('bearish');
  });

  it('gives no lean for a neutral side or an unknown type', () => {
    expect(orderLean('put', 'neutral')).toBeNull();
    expect(orderLean(null, 'buy')).toBeNull();
    expect(orderLean('call', undefined)).toBeNull();
  });
});
