import { describe, expect, it } from 'vitest';
import { isTradingDay, weekday } from '../../../api/calendar';
import { economicEvents } from './economic-events';

describe('economic calendar', () => {
  const all = economicEvents('s1');

  it('releases payrolls on the first Friday of the month at 08:30 ET', () => {
    const nfp = all.filter((e) => e.event_name === 'Nonfarm Payrolls' && e.date.startsWith('2026-'));
    expect(nfp).toHaveLength(12);
    for (const e of nfp) {
      expect(e.time).toBe('08:30');
      expect(e.impact).toBe('high');
      expect(Number(e.date.slice(8))).toBeLessThanOrEqual(9); // first Friday, or the next trading day after a holiday
    }
    expect(nfp.filter((e) => weekday(e.date) === 5).length).toBeGreaterThanOrEqual(10);
  });

  it('falls on trading days, ascending, with each previous equal to the prior actual of its series', () => {
    expect(all.every((e) => isTradingDay(e.date))).toBe(true);
    expect(all.map((e) => e.release_ms)).toEqual([...all.map((e) => e.release_ms)].sort((a, b) => a - b));
    const cpi = all.filter((e) => e.event_name === 'CPI YoY');
    for (let i = 1; i < cpi.length; i++) expect(cpi[i]!.previous).toBe(cpi[i - 1]!.actual);
    expect(cpi[0]!.previous).toBeNull();
  });

  it('is the same for the same seed and differs for another', () => {
    const again = economicEvents('s1');
    expect(again.map((e) => e.actual)).toEqual(all.map((e) => e.actual));
    expect(economicEvents('s2').map((e) => e.actual)).not.toEqual(all.map((e) => e.actual));
  });
});
