import { describe, expect, it } from 'vitest';
import {
  NYSE_HOLIDAYS,
  currentSession,
  easternToEpochMs,
  isTradingDay,
  marketState,
  monthlyExpiry,
  sessionHours,
  tradingDaysBetween,
  tradingDte,
} from './calendar';

describe('trading calendar', () => {
  it('closes on NYSE full holidays and weekends', () => {
    for (const d of [
      '2024-03-29',
      '2025-01-09',
      '2026-04-03',
      '2026-07-03',
      '2026-11-26',
      '2027-06-18',
      '2027-12-24',
      '2028-04-14',
    ]) {
      expect(isTradingDay(d), d).toBe(false);
    }
    expect(isTradingDay('2026-11-21')).toBe(false); // Saturday
    expect(isTradingDay('2026-11-20')).toBe(true);
    expect(isTradingDay('2028-01-03')).toBe(true);
    // ten holidays a year (nine in 2028, whose New Year falls on a Saturday; 2025 adds a day of mourning)
    const perYear = (y: number) => [...NYSE_HOLIDAYS].filter((d) => d.startsWith(String(y))).length;
    expect([2024, 2025, 2026, 2027, 2028].map(perYear)).toEqual([10, 11, 10, 10, 9]);
  });

  it('knows early closes at 13:00 ET', () => {
    const h = sessionHours('2026-11-27');
    expect(h.earlyClose).toBe(true);
    expect(new Date(h.closeMs).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(new Date(sessionHours('2026-11-20').closeMs).toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(marketState(Date.parse('2026-11-27T18:30:00Z'))).toBe('after-hours');
    expect(marketState(Date.parse('2026-11-27T17:30:00Z'))).toBe('open');
  });

  it('converts Eastern wall time across daylight saving', () => {
    expect(new Date(easternToEpochMs('2026-07-01', 570)).toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(new Date(easternToEpochMs('2026-12-01', 570)).toISOString()).toBe('2026-12-01T14:30:00.000Z');
    expect(new Date(easternToEpochMs('2026-03-09', 570)).toISOString()).toBe('2026-03-09T13:30:00.000Z');
  });

  it('answers the current session: today once open, else the last completed one', () => {
    expect(currentSession(Date.parse('2026-11-20T15:00:00Z'))).toBe('2026-11-20'); // Friday, open
    expect(currentSession(Date.parse('2026-11-20T23:00:00Z'))).toBe('2026-11-20'); // after close
    expect(currentSession(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-20'); // Sunday
    expect(currentSession(Date.parse('2026-11-23T13:00:00Z'))).toBe('2026-11-20'); // Monday 08:00 ET
    expect(currentSession(Date.parse('2026-11-27T02:00:00Z'))).toBe('2026-11-25'); // Thanksgiving night
    expect(marketState(Date.parse('2026-11-22T16:00:00Z'))).toBe('closed');
    expect(marketState(Date.parse('2026-11-23T13:00:00Z'))).toBe('pre-market');
  });

  it('counts DTE in trading days: on a Friday, 0+1 covers Friday and Monday', () => {
    expect(tradingDte('2026-11-20', '2026-11-20')).toBe(0);
    expect(tradingDte('2026-11-20', '2026-11-23')).toBe(1);
    expect(tradingDte('2026-11-20', '2026-11-24')).toBe(2);
    expect(tradingDte('2026-11-25', '2026-11-27')).toBe(1); // over Thanksgiving
    expect(tradingDte('2026-11-23', '2026-11-20')).toBe(-1);
  });

  it('lists trading days and monthly expiries', () => {
    expect(tradingDaysBetween('2026-11-23', '2026-11-30')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(monthlyExpiry(2026, 11)).toBe('2026-11-20');
    expect(monthlyExpiry(2027, 3)).toBe('2027-03-19');
    expect(monthlyExpiry(2026, 4)).toBe('2026-04-17');
  });
});
