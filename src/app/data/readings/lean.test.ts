import { describe, expect, it } from 'vitest';
import { orderLean } from './lean';

describe('an order’s lean', () => {
  it('is bullish for a bought call or a sold put, bearish for a sold call or a bought put', () => {
    expect(orderLean('call', 'buy')).toBe('bullish');
    expect(orderLean('put', 'sell')).toBe('bullish');
    expect(orderLean('call', 'sell')).toBe('bearish');
    expect(orderLean('put', 'buy')).toBe('bearish');
    expect(orderLean('put', 'neutral')).toBeNull();
  });
});
