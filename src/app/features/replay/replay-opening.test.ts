import { describe, expect, it } from 'vitest';
import type { PriceBar } from '../../charts/price-bars';
import { busiestMoment, lastViewed, openingMoment, rememberViewed } from './replay-opening';

const OPEN = Date.parse('2026-11-13T14:30:00Z');
const bar = (minute: number, volume: number | null): PriceBar => ({
  time: OPEN / 1000 + minute * 60,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  volume,
});

class MemoryStorage {
  readonly m = new Map<string, string>();
  getItem(k: string): string | null {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.m.set(k, v);
  }
}

describe('busiestMoment', () => {
  it('is the end of the 5-minute bucket that traded the most shares', () => {
    const bars = [bar(0, 500), bar(1, 500), bar(62, 400), bar(63, 400), bar(64, 400), bar(120, 900)];
    // 10:32–10:35 holds 1,200 shares: its end, 10:35, so its bars are on screen.
    expect(busiestMoment(bars)).toBe(OPEN + 65 * 60_000);
  });
  it('is null when no bar says its volume', () => {
    expect(busiestMoment([bar(0, null), bar(1, null)])).toBeNull();
  });
});

describe('openingMoment', () => {
  const base = { urlMs: null, lastViewedMs: null, busiestMs: OPEN + 65 * 60_000, barsLoaded: true, openMs: OPEN };
  it("the URL's moment wins", () => {
    expect(openingMoment({ ...base, urlMs: OPEN + 1000, lastViewedMs: OPEN + 2000 })).toBe(OPEN + 1000);
  });
  it('then the last position viewed, even before the bars answer', () => {
    expect(openingMoment({ ...base, lastViewedMs: OPEN + 2000, barsLoaded: false })).toBe(OPEN + 2000);
  });
  it('then the most active moment, waiting for the bars that tell it; the open only when none does', () => {
    expect(openingMoment(base)).toBe(OPEN + 65 * 60_000);
    expect(openingMoment({ ...base, barsLoaded: false })).toBeNull();
    expect(openingMoment({ ...base, busiestMs: null })).toBe(OPEN);
  });
});

describe('last position viewed', () => {
  it('is kept per ticker and session', () => {
    const s = new MemoryStorage() as unknown as Storage;
    rememberViewed('NVDA', '2026-11-13', OPEN + 5000, s);
    expect(lastViewed('NVDA', '2026-11-13', s)).toBe(OPEN + 5000);
    expect(lastViewed('NVDA', '2026-11-12', s)).toBeNull();
    expect(lastViewed('AAPL', '2026-11-13', s)).toBeNull();
  });
});
