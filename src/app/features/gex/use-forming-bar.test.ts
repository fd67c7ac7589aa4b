import { describe, expect, it } from 'vitest';
import { bucketFor, timeframeMinutes } from './use-forming-bar';

// 2026-11-20 10:07:30 ET = 15:07:30 UTC.
const AT = Date.UTC(2026, 10, 20, 15, 7, 30);

describe('the bar a live tick belongs to, per timeframe', () => {
  it('is the 1, 5 or 15-minute bar holding the tick', () => {
    expect(bucketFor('1m')(AT)).toBe(Date.UTC(2026, 10, 20, 15, 7) / 1000);
    expect(bucketFor('5m')(AT)).toBe(Date.UTC(2026, 10, 20, 15, 5) / 1000);
    expect(bucketFor('15m')(AT)).toBe(Date.UTC(2026, 10, 20, 15, 0) / 1000);
  });

  it('is the session date on daily bars, by the Eastern calendar (a late-evening UTC tick stays on its day)', () => {
    expect(bucketFor('1d')(AT)).toBe(Date.UTC(2026, 10, 20) / 1000);
    // 19:30 ET on Nov 20 is already Nov 21 in UTC.
    expect(bucketFor('1d')(Date.UTC(2026, 10, 21, 0, 30))).toBe(Date.UTC(2026, 10, 20) / 1000);
    expect(timeframeMinutes('1d')).toBeNull();
    expect(timeframeMinutes('15m')).toBe(15);
  });
});
