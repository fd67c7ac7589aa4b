import { describe, expect, it } from 'vitest';
import { sessionHours } from '../../../api/calendar';
import { createSpotModel } from './spot-path';

const spot = createSpotModel('test-seed');
const S = '2026-03-13';

function logReturns(closes: readonly number[]): number[] {
  return closes.slice(1).map((c, i) => Math.log(c / (closes[i] as number)));
}
function corr(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const ma = a.slice(0, n).reduce((x, y) => x + y, 0) / n;
  const mb = b.slice(0, n).reduce((x, y) => x + y, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb);
}
function realizedVol(ticker: string, n: number): number {
  const r = logReturns(spot.dailyBars(ticker, S, n + 1).map((b) => b.close));
  const m = r.reduce((x, y) => x + y, 0) / r.length;
  return Math.sqrt((r.reduce((x, y) => x + (y - m) ** 2, 0) / (r.length - 1)) * 252);
}

describe('dailyBars', () => {
  it('returns `count` ascending sessions ending at the requested one, 400+ reachable back', () => {
    const bars = spot.dailyBars('SPY', S, 400);
    expect(bars).toHaveLength(400);
    expect(bars.at(-1)?.session).toBe(S);
    for (let i = 1; i < bars.length; i++)
      expect((bars[i] as { session: string }).session > (bars[i - 1] as { session: string }).session).toBe(true);
    expect(spot.dailyBars('SPY', '2024-06-03', 400)).toHaveLength(400);
  });

  it('ends at the last session before a non-trading day', () => {
    expect(spot.dailyBars('SPY', '2026-03-15', 1)[0]?.session).toBe(S);
  });

  it('has consistent OHLC and opens near the prior close', () => {
    const bars = spot.dailyBars('TSLA', S, 120);
    for (let i = 0; i < bars.length; i++) {
      const b = bars[i]!;
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
      expect(b.volume).toBeGreaterThan(0);
      if (i > 0) expect(Math.abs(Math.log(b.open / bars[i - 1]!.close))).toBeLessThan(0.08);
    }
  });

  it('gives realistic realized volatility, higher for TSLA than SPY', () => {
    const spy = realizedVol('SPY', 252);
    const tsla = realizedVol('TSLA', 252);
    expect(spy).toBeGreaterThan(0.07);
    expect(spy).toBeLessThan(0.4);
    expect(tsla).toBeGreaterThan(spy * 1.8);
  });

  it('makes names co-move through the market factor', () => {
    const r = (t: string) => logReturns(spot.dailyBars(t, S, 253).map((b) => b.close));
    const spy = r('SPY');
    expect(corr(r('QQQ'), spy)).toBeGreaterThan(0.7);
    const stocks = ['AAPL', 'JPM', 'CAT', 'AMZN', 'XOM'].map((t) => corr(r(t), spy));
    expect(stocks.reduce((a, b) => a + b, 0) / stocks.length).toBeGreaterThan(0.25);
    expect(corr(r('XLK'), r('AAPL'))).toBeGreaterThan(corr(r('XLU'), r('AAPL')));
  });

  it('answers [] for unknown tickers', () => {
    expect(spot.dailyBars('ZZZZ', S, 5)).toEqual([]);
  });
});

describe('minuteBars', () => {
  it('has 390 regular-hours bars from the open, ending at the daily close', () => {
    const bars = spot.minuteBars('AAPL', S);
    const { openMs } = sessionHours(S);
    expect(bars).toHaveLength(390);
    expect(bars[0]?.t).toBe(openMs);
    expect(bars.at(-1)?.t).toBe(openMs + 389 * 60_000);
    const day = spot.dailyBars('AAPL', S, 1)[0]!;
    expect(bars.at(-1)?.close).toBe(day.close);
    expect(bars[0]?.open).toBe(day.open);
    expect(Math.max(...bars.map((b) => b.high))).toBe(day.high);
    expect(Math.min(...bars.map((b) => b.low))).toBe(day.low);
    expect(bars.reduce((a, b) => a + b.volume, 0)).toBe(day.volume);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
  });

  it('has 210 bars on an early close and none on a weekend', () => {
    expect(spot.minuteBars('SPY', '2025-11-28')).toHaveLength(210);
    expect(spot.minuteBars('SPY', '2026-03-14')).toEqual([]);
  });

  it('has a realistic open-to-close range from the ticker volatility', () => {
    const range = (t: string) => {
      const days = spot.dailyBars(t, S, 60);
      return days.reduce((a, d) => a + (d.high - d.low) / d.open, 0) / days.length;
    };
    const spy = range('SPY');
    expect(spy).toBeGreaterThan(0.003);
    expect(spy).toBeLessThan(0.035);
    expect(range('SMCI')).toBeGreaterThan(spy * 2);
  });
});

describe('spotAt', () => {
  it('gives the open before the open, the close after it, the last completed minute between', () => {
    const { openMs, closeMs } = sessionHours(S);
    const bars = spot.minuteBars('NVDA', S);
    expect(spot.spotAt('NVDA', S, openMs - 3_600_000)).toBe(bars[0]!.open);
    expect(spot.spotAt('NVDA', S, openMs + 30_000)).toBe(bars[0]!.open);
    expect(spot.spotAt('NVDA', S, openMs + 61_000)).toBe(bars[0]!.close);
    expect(spot.spotAt('NVDA', S, openMs + 100 * 60_000 + 5)).toBe(bars[99]!.close);
    expect(spot.spotAt('NVDA', S, closeMs + 1)).toBe(bars.at(-1)!.close);
    expect(spot.dailyClose('NVDA', S)).toBe(bars.at(-1)!.close);
  });

  it('rejects sessions outside the simulated range', () => {
    expect(() => spot.dailyBars('SPY', '2035-01-02', 3)).toThrow(RangeError);
  });
});
