import { describe, expect, it } from 'vitest';
import { isTradingDay } from '../../../api/calendar';
import { earningsBetween, earningsEvent, pastReports } from './company-profile';
import { tickerInfo, UNIVERSE } from './universe';

const AAPL = tickerInfo('AAPL')!;

describe('earnings calendar', () => {
  it('puts each stock report on a trading day in the season after its quarter, the same for the same seed', () => {
    const e = earningsEvent('s1', AAPL, 2026, 3)!;
    expect(e).toEqual(earningsEvent('s1', AAPL, 2026, 3));
    expect(isTradingDay(e.session)).toBe(true);
    expect(e.session > '2026-10-09' && e.session < '2026-12-31').toBe(true);
    expect(e.fiscalQuarter).toBe('2026Q3');
    expect(e.periodEnd).toBe('2026-09-30');
    expect(earningsEvent('s1', tickerInfo('SPY')!, 2026, 3)).toBeNull();
  });

  it('lists a stock once per quarter across a whole year, sorted by session', () => {
    const year = earningsBetween('s1', UNIVERSE, '2025-01-01', '2025-12-31');
    const aapl = year.filter((e) => e.ticker === 'AAPL').map((e) => e.fiscalQuarter);
    expect(new Set(aapl).size).toBe(aapl.length);
    expect(aapl.length).toBeGreaterThanOrEqual(3);
    const sessions = year.map((e) => e.session);
    expect([...sessions].sort()).toEqual(sessions);
    expect(year.every((e) => !tickerInfo(e.ticker)!.isEtf)).toBe(true);
  });

  it('gives past reports newest first, none after the day asked', () => {
    const past = pastReports('s1', AAPL, '2026-11-20', 6);
    expect(past).toHaveLength(6);
    expect(past.every((e) => e.session <= '2026-11-20')).toBe(true);
    expect(past.map((e) => e.session)).toEqual(
      past
        .map((e) => e.session)
        .sort()
        .reverse(),
    );
  });
});
