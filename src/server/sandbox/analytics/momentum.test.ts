import { describe, expect, it } from 'vitest';
import { momentum, momentumRankings } from './momentum';

const base = { session: '2026-11-20', volatility: 0.2, orders: 3 };

describe('momentum', () => {
  it('blends the volatility-scaled move with the flow ratio', () => {
    const r = momentum({ ...base, ticker: 'A', open: 100, last: 101, signedPremium: 50, grossPremium: 100 });
    const z = 0.01 / (0.2 / Math.sqrt(252));
    expect(r.return_z).toBeCloseTo(z);
    expect(r.flow_ratio).toBe(0.5);
    expect(r.score).toBeCloseTo(0.6 * Math.tanh(z / 2) + 0.2);
    expect(r.direction).toBe('bullish');
  });

  it('keeps unknown prices null and never invents a score', () => {
    const r = momentum({ ...base, ticker: 'A', open: null, last: null, signedPremium: 0, grossPremium: 0 });
    expect(r).toMatchObject({ score: null, return_pct: null, flow_ratio: null, direction: 'neutral' });
  });

  it('ranks by strength on either side', () => {
    const rows = momentumRankings([
      { ...base, ticker: 'UP', open: 100, last: 100.5, signedPremium: 0, grossPremium: 0 },
      { ...base, ticker: 'DOWN', open: 100, last: 97, signedPremium: -10, grossPremium: 10 },
    ]);
    expect(rows.map((r) => [r.ticker, r.rank])).toEqual([
      ['DOWN', 1],
      ['UP', 2],
    ]);
  });
});
