import { describe, expect, it } from 'vitest';
import { easternToEpochMs, sessionHours } from '../../../api/calendar';
import { advance, clockParam, completedBars, countAtOrBefore, readReplayView } from './replay-timeline';

const S = '2026-11-13';
const at = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return easternToEpochMs(S, h! * 60 + m!);
};

describe('the replay view in the URL', () => {
  it('reads the session, the Eastern moment and the speed, and writes the moment back the same way', () => {
    const v = readReplayView(new URLSearchParams(`session=${S}&t=10:03:07&speed=60`));
    expect(v).toEqual({ session: S, atMs: at('10:03') + 7000, speed: 60 });
    expect(clockParam(v.atMs!)).toBe('10:03:07');
  });

  it('holds a moment outside the session to its hours, and ignores what is not a session, a clock or a speed', () => {
    expect(readReplayView(new URLSearchParams(`session=${S}&t=08:00`)).atMs).toBe(sessionHours(S).openMs);
    expect(readReplayView(new URLSearchParams(`session=${S}&t=17:30`)).atMs).toBe(sessionHours(S).closeMs);
    // A Saturday is no session; 25:00 is no clock; 7× is no speed.
    expect(readReplayView(new URLSearchParams('session=2026-11-14&t=10:00&speed=7'))).toEqual({
      session: null,
      atMs: null,
      speed: 1,
    });
    expect(readReplayView(new URLSearchParams(`session=${S}&t=25:00`)).atMs).toBeNull();
  });

  it('keeps an early close: the day after Thanksgiving ends at 13:00', () => {
    const early = '2026-11-27';
    expect(readReplayView(new URLSearchParams(`session=${early}&t=15:00`)).atMs).toBe(easternToEpochMs(early, 13 * 60));
  });
});

describe('playing', () => {
  it('moves speed × the wall time and stops at the close', () => {
    expect(advance(S, at('10:00'), 1000, 60)).toBe(at('10:01'));
    expect(advance(S, at('10:00'), 1000, 10)).toBe(at('10:00') + 10_000);
    expect(advance(S, at('15:59'), 10_000, 60)).toBe(sessionHours(S).closeMs);
  });
});

describe('what is shown at a moment', () => {
  it('counts the items at or before it (ties included)', () => {
    const times = [1, 2, 2, 5, 9];
    expect([0, 1, 2, 4, 5, 9, 10].map((t) => countAtOrBefore(times, t))).toEqual([0, 1, 3, 3, 4, 5, 5]);
    expect(countAtOrBefore([], 3)).toBe(0);
  });

  it('shows a minute bar once it has closed: the 10:00 bar at 10:01, not at 10:00:59', () => {
    const bars = [0, 1, 2].map((i) => ({ time: (at('10:00') + i * 60_000) / 1000, close: 100 + i }));
    expect(completedBars(bars, at('10:00') + 59_000, 1)).toEqual([]);
    expect(completedBars(bars, at('10:01'), 1).map((b) => b.close)).toEqual([100]);
    expect(completedBars(bars, at('10:05'), 1).map((b) => b.close)).toEqual([100, 101, 102]);
    // Five-minute bars are whole five minutes after they open.
    expect(completedBars(bars, at('10:04'), 5)).toEqual([]);
  });
});
