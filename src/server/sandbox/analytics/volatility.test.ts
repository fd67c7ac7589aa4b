import { describe, expect, it } from 'vitest';
import type { ChainContract, ChainSnapshot } from '../model/types';
import {
  atmIvAt,
  ivAtCell,
  ivRank,
  ivPercentile,
  realizedVol,
  riskReversal,
  seriesStats,
  surface,
  termStructure,
} from './volatility';

function c(
  type: 'call' | 'put',
  strike: number,
  expiration: string,
  calendarDte: number,
  iv: number | null,
): ChainContract {
  return {
    occ: `${type}${strike}${expiration}`,
    type,
    strike,
    expiration,
    tradingDte: calendarDte,
    calendarDte,
    iv,
    openInterest: 10,
    volume: 2,
  };
}

// Two expiries, strikes 90..110; put skew: IV falls with strike; 60-day a little higher.
const contracts: ChainContract[] = [];
for (const [exp, dte, lift] of [
  ['2026-12-18', 20, 0],
  ['2027-01-15', 60, 0.02],
] as const) {
  for (const k of [90, 95, 100, 105, 110]) {
    const iv = 0.2 + lift + (100 - k) * 0.004;
    contracts.push(c('call', k, exp, dte, k === 110 && dte === 20 ? null : iv), c('put', k, exp, dte, iv + 0.01));
  }
}
const snap: ChainSnapshot = {
  ticker: 'X',
  session: '2026-11-20',
  slot: 'AM',
  asOf: 0,
  spot: 100,
  rate: 0.04,
  expirations: ['2026-12-18', '2027-01-15'],
  contracts,
};

describe('term structure and ATM', () => {
  it('reads ATM IV per expiry by mode and interpolates total variance', () => {
    const t = termStructure(snap, 0, 400, 'mid');
    expect(t.points.map((p) => p.atm_iv)).toEqual(
      [0.205, 0.225].map((x) => expect.closeTo(x, 10) as unknown as number),
    );
    expect(termStructure(snap, 0, 400, 'call').points[0]!.atm_iv).toBeCloseTo(0.2);
    expect(termStructure(snap, 30, 400, 'mid').points).toHaveLength(1);
    const w = (0.205 ** 2 * 20 + (0.225 ** 2 * 60 - 0.205 ** 2 * 20) * 0.25) / 30;
    expect(atmIvAt(t.points, 30)).toBeCloseTo(Math.sqrt(w));
    expect(atmIvAt(t.points, 5)).toBeCloseTo(0.205);
    expect(atmIvAt([], 30)).toBeNull();
  });

  it('builds aligned surface matrices, keeping an unobserved IV null', () => {
    const s = surface(snap, 0, 400, 'call', () => 0.5);
    const col10 = s.moneyness.indexOf(0.1);
    expect(s.expirations).toEqual(['2026-12-18', '2027-01-15']);
    expect(s.strike[col10]).toEqual([110, 110]);
    expect(s.iv[col10]![0]).toBeNull();
    expect(s.iv[col10]![1]).toBeCloseTo(0.18);
    expect(s.oi[col10]).toEqual([20, 20]);
    expect(s.iv.length).toBe(s.moneyness.length);
    expect(s.atm.front_atm_iv).toBeCloseTo(0.2);
  });

  it('risk reversal is call-wing IV minus put-wing IV (negative under put skew)', () => {
    const rr = riskReversal(snap, 5, 0, 400, 'mid');
    expect(rr.rows[0]!.call_strike).toBe(105);
    expect(rr.rows[0]!.put_strike).toBe(95);
    expect(rr.rows[0]!.risk_reversal).toBeCloseTo(0.18 - 0.23);
    expect(rr.mean_risk_reversal!).toBeLessThan(0);
  });

  it('reads a cell through time', () => {
    expect(ivAtCell(snap, 0, 20, 'put')).toBeCloseTo(0.21);
  });
});

describe('realized volatility', () => {
  it('is the annualised sample stdev of log returns, null when history is short', () => {
    const closes = [100, 101, 99, 102, 100, 103, 101, 104, 102, 105, 103];
    const bars = closes.map((close, i) => ({
      session: `2026-10-${String(i + 1).padStart(2, '0')}`,
      open: close,
      high: close,
      low: close,
      close,
      volume: 1,
    }));
    const r = realizedVol(bars, [10, 20]);
    const rets = closes.slice(1).map((x, i) => Math.log(x / closes[i]!));
    const m = rets.reduce((s, x) => s + x, 0) / rets.length;
    const sd = Math.sqrt(rets.reduce((s, x) => s + (x - m) ** 2, 0) / (rets.length - 1));
    expect(r[0]).toMatchObject({ window: 10, n: 10, from: '2026-10-02', to: '2026-10-11' });
    expect(r[0]!.realized_vol).toBeCloseTo(sd * Math.sqrt(252));
    expect(r[1]).toEqual({ window: 20, realized_vol: null, n: 0, from: null, to: null });
  });
});

describe('iv rank, stats, percentile', () => {
  const series = [
    { session: '2026-11-16', value: 0.2 },
    { session: '2026-11-17', value: 0.3 },
    { session: '2026-11-18', value: null },
    { session: '2026-11-19', value: 0.1 },
    { session: '2026-11-20', value: 0.25 },
  ];

  it('rank = (iv − min) / (max − min), percentile = share at or below, n/from/to from observations', () => {
    expect(ivRank(series)).toEqual({
      current: 0.25,
      min: 0.1,
      max: 0.3,
      rank: expect.closeTo(0.75, 10),
      percentile: 0.75,
      n: 4,
      from: '2026-11-16',
      to: '2026-11-20',
      unit: 'decimal',
      rank_scale: '0-1',
    });
    expect(ivRank([]).rank).toBeNull();
  });

  it('stats and percentile bands', () => {
    const s = seriesStats(series);
    expect(s.mean).toBeCloseTo(0.2125);
    expect(s.median).toBeCloseTo(0.225);
    expect(s.z_score).toBeCloseTo((0.25 - 0.2125) / s.std!);
    const p = ivPercentile(series);
    expect(p.percentile).toBe(0.75);
    expect(p.bands.p50).toBeCloseTo(0.225);
  });
});
