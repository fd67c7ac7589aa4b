import { describe, expect, it } from 'vitest';
import { etMinuteOfDay, etTimeTicks, formatEtHourMinute } from './et-time-ticks';

// 2026-03-02 is in EST (UTC−5); 2026-07-01 in EDT (UTC−4).
const est930 = Date.parse('2026-03-02T14:30:00Z');
const edt930 = Date.parse('2026-07-01T13:30:00Z');

describe('etMinuteOfDay', () => {
  it('reads the Eastern clock in winter and summer', () => {
    expect(etMinuteOfDay(est930)).toBe(9 * 60 + 30);
    expect(etMinuteOfDay(edt930)).toBe(9 * 60 + 30);
    expect(formatEtHourMinute(edt930 + 6.5 * 3_600_000)).toBe('16:00');
  });
});

describe('etTimeTicks', () => {
  it('puts hourly ticks on whole Eastern hours over a full session', () => {
    const ticks = etTimeTicks(edt930, edt930 + 6.5 * 3_600_000, 8);
    expect(ticks.map(formatEtHourMinute)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('uses a finer step on a short window and includes the bounds when they fall on the grid', () => {
    const ticks = etTimeTicks(est930, est930 + 3_600_000, 8);
    expect(ticks.map(formatEtHourMinute)).toEqual(['09:30', '09:45', '10:00', '10:15', '10:30']);
  });

  it('returns nothing for an empty or inverted range', () => {
    expect(etTimeTicks(10, 5)).toEqual([]);
    expect(etTimeTicks(Number.NaN, 5)).toEqual([]);
  });
});
