import { describe, expect, it } from 'vitest';
import { sessionHours } from '../../api/calendar';
import { MarketClock, parseClockSpec, replayTime } from './clock';

describe('MarketClock', () => {
  it('replay keeps market time inside the current session at any real hour', () => {
    for (const real of [
      '2026-03-08T03:00:00Z',
      '2026-03-10T02:30:00Z',
      '2026-03-10T20:59:00Z',
      '2026-07-03T12:00:00Z',
    ]) {
      const t = replayTime(Date.parse(real));
      const clock = new MarketClock('replay', () => Date.parse(real));
      const h = sessionHours(clock.currentSession());
      expect(t).toBeGreaterThanOrEqual(h.openMs);
      expect(t).toBeLessThan(h.closeMs);
    }
  });

  it('replay moves at 1x between two real instants of one cycle', () => {
    const a = Date.parse('2026-03-10T06:00:00Z');
    expect(replayTime(a + 5000) - replayTime(a)).toBe(5000);
  });

  it('an ISO clock starts there and runs at 1x; frozen stands still; real is the real clock', () => {
    let real = 1_000_000;
    const iso = new MarketClock('2026-03-10T15:00:00Z', () => real);
    const frozen = new MarketClock('frozen:2026-03-10T15:00:00Z', () => real);
    real += 2500;
    expect(iso.now()).toBe(Date.parse('2026-03-10T15:00:00Z') + 2500);
    expect(frozen.now()).toBe(Date.parse('2026-03-10T15:00:00Z'));
    expect(iso.currentSession()).toBe('2026-03-10');
    expect(new MarketClock('real', () => real).now()).toBe(real);
  });

  it('refuses a clock it cannot read', () => {
    expect(() => parseClockSpec('tomorrow')).toThrow(/invalid clock/);
    expect(() => parseClockSpec('frozen:soon')).toThrow(/invalid frozen/);
    expect(parseClockSpec(undefined)).toEqual({ mode: 'replay' });
  });
});
