// The tests' budget clock: whatever the hour a test starts at, its budgets' day is half a day from turning,
// and its minute windows turn with the real ones.
import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, utcDay } from '../../../api/time-windows';
import { midDayClock } from './test-kit';

const DAY_MS = 86_400_000;

describe('midDayClock', () => {
  for (const at of ['2026-11-27T23:59:50.250Z', '2026-11-28T00:00:03.000Z', '2026-11-27T12:00:00.000Z']) {
    it(`started at ${at}: reads the same UTC day near noon, at the real rate, on the real minute's phase`, () => {
      let real = Date.parse(at);
      const clock = midDayClock(() => real);
      const t0 = clock();
      expect(utcDay(t0)).toBe(utcDay(real));
      expect(Math.abs((t0 % DAY_MS) - DAY_MS / 2)).toBeLessThanOrEqual(30_000);
      expect(t0 % 60_000).toBe(real % 60_000);
      // An hour of test later the day has not turned on the clock, though it may have in real time.
      real += 3_600_000;
      expect(clock() - t0).toBe(3_600_000);
      expect(nextUtcMidnight(clock())).toBe(nextUtcMidnight(t0));
    });
  }
});
