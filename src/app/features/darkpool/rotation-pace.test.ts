import { describe, expect, it } from 'vitest';
import {
  expectedShare,
  minutesIntoSession,
  minutesText,
  pacedRatio,
  shareByMinute,
  type PaceWindow,
} from './rotation-pace';

// 2026-11-17: the session opens 09:30 ET = 14:30Z.
const S = '2026-11-17';
const at = (hhmm: string): string => `${S}T${hhmm}:00Z`;
/** Three half-hour windows from the open: $60 in the first, $30, then $10. */
const windows: PaceWindow[] = [
  { start: at('14:30'), end: at('15:00'), buy: 40, sell: 20 },
  { start: at('15:00'), end: at('15:30'), buy: 10, sell: 20 },
  { start: at('15:30'), end: at('16:00'), buy: 5, sell: null },
  { start: at('16:00'), end: at('16:30'), buy: null, sell: 5 },
];

describe('rotation pace', () => {
  it('reads minutes into the session from the answer time, clamped to the session', () => {
    expect(minutesIntoSession(S, at('15:15'))).toBe(45);
    expect(minutesIntoSession(S, at('13:00'))).toBe(0);
    expect(minutesIntoSession(S, null)).toBeNull();
  });

  it('gives the share of a day printed by a minute, a window cut pro rata', () => {
    expect(shareByMinute(S, windows, 30)).toBeCloseTo(0.6);
    expect(shareByMinute(S, windows, 45)).toBeCloseTo(0.75);
    expect(shareByMinute(S, windows, 600)).toBeCloseTo(1);
    expect(shareByMinute(S, [], 30)).toBeNull();
  });

  it('compares a morning with the same minutes of earlier sessions, not with their whole days', () => {
    // 45 minutes in, the sector printed 0.08 of a whole average day: yet earlier sessions had printed only
    // 0.075 of theirs by then, so it runs at about its usual pace, not "↓0.08×".
    const expected = expectedShare(
      [
        { session: S, windows },
        { session: '2026-11-16', windows: [] },
      ],
      45,
    );
    expect(expected).toMatchObject({ sessions: 1, minutes: 45 });
    const lowDay = expectedShare([{ session: S, windows: windows.map((w) => ({ ...w, buy: (w.buy ?? 0) / 10 })) }], 45);
    expect(lowDay!.share).toBeGreaterThan(0);
    expect(pacedRatio(0.08, { share: 0.075, sessions: 4, minutes: 45 })).toBeCloseTo(1.0667);
    expect(pacedRatio(0.08, null)).toBeNull();
    expect(pacedRatio(null, expected)).toBeNull();
    expect(pacedRatio(0.08, { share: 0, sessions: 4, minutes: 0 })).toBeNull();
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(90)).toBe('1 h 30 min');
  });
});
