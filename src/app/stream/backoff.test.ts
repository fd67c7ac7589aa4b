import { describe, expect, it } from 'vitest';
import { fullJitterDelay, msUntilUtcMidnight } from './backoff';

describe('fullJitterDelay', () => {
  it('spans [0, base·2^attempt) and is capped', () => {
    const opts = { baseMs: 500, capMs: 30_000 };
    expect(fullJitterDelay(0, () => 0, opts)).toBe(0);
    expect(fullJitterDelay(0, () => 0.999, opts)).toBe(499);
    expect(fullJitterDelay(3, () => 0.5, opts)).toBe(2000);
    expect(fullJitterDelay(20, () => 0.999, opts)).toBe(29_970);
  });
});

describe('msUntilUtcMidnight', () => {
  it('counts to the next 00:00 UTC', () => {
    expect(msUntilUtcMidnight(Date.UTC(2026, 8, 14, 23, 59, 0))).toBe(60_000);
    expect(msUntilUtcMidnight(Date.UTC(2026, 8, 14, 0, 0, 0))).toBe(86_400_000);
    expect(msUntilUtcMidnight(Date.UTC(2026, 11, 31, 12, 0, 0))).toBe(12 * 3_600_000);
  });
});
