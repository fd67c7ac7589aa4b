import { describe, expect, it } from 'vitest';
import { netPremiumText, premiumSide } from './net-premium';

describe('net premium sign: paid or received, never bullish or bearish', () => {
  it('says what its sign means (the issue’s XBI: +$23.5M of premium paid, bearish by direction)', () => {
    expect(netPremiumText(23_500_000)).toBe('+$23.5M paid');
    expect(netPremiumText(-4_100_000)).toBe('−$4.1M received');
    expect(premiumSide(23_500_000)).toBe('paid');
  });

  it('reads a rounded zero as even and a missing figure as missing', () => {
    expect(premiumSide(-0.001)).toBe('even');
    expect(netPremiumText(0)).toBe('$0');
    expect(netPremiumText(null)).toBe('—');
  });
});
