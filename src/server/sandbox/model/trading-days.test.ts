import { describe, expect, it } from 'vitest';
import { addCalendarDays, tradingDte as walkTradingDte } from '../../../api/calendar';
import { rng } from './random';
import { tradingDte } from './trading-days';

describe('tradingDte (table)', () => {
  it('agrees with calendar.tradingDte, ahead, behind, on the day and outside the table', () => {
    const r = rng('trading-days-test');
    const pairs: [string, string][] = [
      ['2026-11-20', '2026-11-20'],
      ['2026-11-20', '2026-11-23'],
      ['2026-11-26', '2026-11-27'],
      ['2026-11-23', '2026-11-20'],
      ['2020-06-01', '2020-07-17'],
      ['2031-12-30', '2032-01-16'],
    ];
    for (let i = 0; i < 200; i++) {
      const from = addCalendarDays('2022-01-03', r.int(0, 2500));
      pairs.push([from, addCalendarDays(from, r.int(-30, 740))]);
    }
    for (const [s, e] of pairs) expect(tradingDte(s, e), `${s} → ${e}`).toBe(walkTradingDte(s, e) + 0); // + 0: -0 and 0 are one answer
  });
});
