import { describe, expect, it } from 'vitest';
import { createMarket } from './create-market';
import { dailyBarsAt, hourlyBarsAt, lastWholeSession } from './daily-bars';

const market = createMarket({ seed: 'bars-test' });
// Friday 2026-11-20, 12:00 ET (17:00 UTC): the session has run 2.5 hours.
const NOON = Date.parse('2026-11-20T17:00:00Z');

describe('bars visible at an instant', () => {
  it('ends the daily bars with the running session built from finished minutes only', () => {
    const bars = dailyBarsAt(market, 'SPY', NOON, 5);
    expect(bars).toHaveLength(5);
    const today = bars.at(-1)!;
    expect([today.session, today.complete]).toEqual(['2026-11-20', false]);
    const minutes = market.minuteBars('SPY', '2026-11-20').filter((m) => m.t + 60_000 <= NOON);
    expect(today.close).toBe(minutes.at(-1)!.close);
    expect(bars.slice(0, -1).every((b) => b.complete)).toBe(true);
    expect(bars[3]!.close).toBe(market.dailyBars('SPY', '2026-11-19', 1)[0]!.close);
  });

  it('has no running bar before the open and names the last whole session', () => {
    const early = Date.parse('2026-11-20T13:00:00Z');
    expect(dailyBarsAt(market, 'SPY', early, 3).at(-1)!.session).toBe('2026-11-19');
    expect(lastWholeSession(early)).toBe('2026-11-19');
    expect(lastWholeSession(Date.parse('2026-11-20T21:30:00Z'))).toBe('2026-11-20');
  });

  it('groups a whole session into seven hourly bars (the last one half an hour) and never shows the future', () => {
    const hours = hourlyBarsAt(market, 'AAPL', NOON, 10);
    expect(hours).toHaveLength(10);
    const yesterday = hours.filter((h) => h.session === '2026-11-19');
    expect(yesterday).toHaveLength(7);
    expect(yesterday.every((h) => h.complete)).toBe(true);
    expect(yesterday.at(-1)!.t).toBe('2026-11-19T20:30:00.000Z');
    const today = hours.filter((h) => h.session === '2026-11-20');
    expect(today.map((h) => h.t)).toEqual([
      '2026-11-20T14:30:00.000Z',
      '2026-11-20T15:30:00.000Z',
      '2026-11-20T16:30:00.000Z',
    ]);
    expect(today.map((h) => h.complete)).toEqual([true, true, false]);
  });
});
