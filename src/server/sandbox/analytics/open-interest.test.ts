import { describe, expect, it } from 'vitest';
import type { ChainContract } from '../model/types';
import { filterOiDte, oiChange, oiMovers, oiSummary, strikeChange, topStrikes } from './open-interest';

const c = (type: 'call' | 'put', strike: number, oi: number, dte = 20, volume = 5): ChainContract => ({
  occ: `${type}${strike}${dte}`,
  type,
  strike,
  expiration: dte === 20 ? '2026-12-10' : '2026-11-25',
  tradingDte: dte,
  calendarDte: dte,
  iv: 0.2,
  openInterest: oi,
  volume,
});

describe('open interest', () => {
  const am = [c('call', 100, 100), c('put', 100, 50), c('call', 105, 10, 5)];
  const pm = [c('call', 100, 130), c('put', 100, 40), c('put', 95, 25)];

  it('summarises calls and puts with a null ratio without call OI', () => {
    expect(oiSummary(am)).toMatchObject({ call_oi: 110, put_oi: 50, total_oi: 160, total_volume: 15, expirations: 2 });
    expect(oiSummary([c('put', 1, 5)]).put_call_oi_ratio).toBeNull();
    expect(filterOiDte(am, 'lt8')).toHaveLength(1);
    expect(filterOiDte(am, 'gte8')).toHaveLength(2);
    expect(topStrikes(am, 1)).toEqual([{ strike: 100, call_oi: 100, put_oi: 50, total_oi: 150 }]);
  });

  it('diffs two snapshots with % change, null when the prior is 0', () => {
    const ch = oiChange(oiSummary(am), oiSummary(pm));
    expect(ch.call_oi).toEqual({ prior: 110, current: 130, change: 20, change_pct: expect.closeTo(18.18, 2) });
    const fromZero = oiChange(oiSummary([]), oiSummary(pm));
    expect(fromZero.total_oi.change_pct).toBeNull();
  });

  it('per strike change, largest first, contracts missing on one side count as 0 there', () => {
    const s = strikeChange(am, pm, 2);
    expect(s.rows_total).toBe(3);
    expect(s.by_strike.map((r) => [r.strike, r.total_oi_change])).toEqual([
      [95, 25],
      [100, 20],
    ]);
    expect(s.by_expiry.find((e) => e.expiration === '2026-11-25')!.total_oi_change).toBe(-10);
  });

  it('movers split gainers, losers, most active', () => {
    const m = oiMovers(
      [
        { ticker: 'A', prior_oi: 100, oi: 150, volume: 5 },
        { ticker: 'B', prior_oi: 100, oi: 60, volume: 50 },
        { ticker: 'C', prior_oi: 0, oi: 10, volume: 1 },
      ],
      5,
    );
    expect(m.top_gainers.map((r) => r.ticker)).toEqual(['A', 'C']);
    expect(m.top_gainers[1]!.change_pct).toBeNull();
    expect(m.top_losers.map((r) => r.ticker)).toEqual(['B']);
    expect(m.most_active[0]!.ticker).toBe('B');
  });
});
