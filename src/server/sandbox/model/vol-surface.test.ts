import { describe, expect, it } from 'vitest';
import { tradingDaysBetween } from '../../../api/calendar';
import { createSpotModel } from './spot-path';
import { createVolSurface } from './vol-surface';

const spot = createSpotModel('test-seed');
const vol = createVolSurface('test-seed', spot);
const S = '2026-03-13';

describe('impliedVol', () => {
  it('has a put skew and a smile', () => {
    const at = (m: number) => vol.impliedVol('SPY', S, m, 30);
    expect(at(-0.1)).toBeGreaterThan(at(-0.05));
    expect(at(-0.05)).toBeGreaterThan(at(0));
    expect(at(0)).toBeGreaterThan(at(0.05));
    // Curvature: the far call wing turns back up.
    expect(at(0.4)).toBeGreaterThan(Math.min(at(0.05), at(0.1), at(0.15)));
    // Stocks carry a flatter skew than the index, compared at the same standardised moneyness.
    const skew = (t: string) => {
      const atm = vol.impliedVol(t, S, 0, 30);
      return vol.impliedVol(t, S, -1.5 * atm * Math.sqrt(30 / 365), 30) / atm;
    };
    expect(skew('SPY')).toBeGreaterThan(1.1);
    expect(skew('AAPL')).toBeGreaterThan(1);
    expect(skew('SPY')).toBeGreaterThan(skew('AAPL'));
  });

  it('is a positive finite decimal everywhere and NaN for unknown tickers', () => {
    for (const m of [-2, -0.5, 0, 0.5, 2]) {
      for (const d of [0, 1, 7, 30, 365, 730]) {
        const iv = vol.impliedVol('TSLA', S, m, d);
        expect(Number.isFinite(iv)).toBe(true);
        expect(iv).toBeGreaterThan(0.02);
        expect(iv).toBeLessThan(5);
      }
    }
    expect(vol.impliedVol('ZZZZ', S, 0, 30)).toBeNaN();
  });

  it('tracks the ticker volatility level', () => {
    expect(vol.atmIv30('TSLA', S)).toBeGreaterThan(vol.atmIv30('KO', S) * 1.8);
    const spy = vol.atmIv30('SPY', S);
    expect(spy).toBeGreaterThan(0.07);
    expect(spy).toBeLessThan(0.45);
  });

  it('inverts the term structure after falls and is in contango after rallies, with a higher level after falls', () => {
    const sessions = tradingDaysBetween('2024-03-01', '2026-06-30');
    const ranked = sessions.map((s) => ({ s, r: spot.trailingReturn('SPY', s, 20) })).sort((a, b) => a.r - b.r);
    const tenth = Math.floor(ranked.length / 10);
    const fell = ranked.slice(0, tenth).map((x) => x.s);
    const rose = ranked.slice(-tenth).map((x) => x.s);
    const slope = (s: string) => vol.impliedVol('SPY', s, 0, 180) - vol.impliedVol('SPY', s, 0, 7);
    const share = (xs: string[], pred: (s: string) => boolean) => xs.filter(pred).length / xs.length;
    expect(share(fell, (s) => slope(s) < 0)).toBeGreaterThan(0.6);
    expect(share(rose, (s) => slope(s) > 0)).toBeGreaterThan(0.6);
    const meanIv = (xs: string[]) => xs.reduce((a, s) => a + vol.atmIv30('SPY', s), 0) / xs.length;
    expect(meanIv(fell)).toBeGreaterThan(meanIv(rose));
  });

  it('differs between seeds and repeats for one seed', () => {
    const other = createVolSurface('other-seed', createSpotModel('other-seed'));
    expect(other.atmIv30('NVDA', S)).not.toBe(vol.atmIv30('NVDA', S));
    expect(createVolSurface('test-seed', createSpotModel('test-seed')).atmIv30('NVDA', S)).toBe(vol.atmIv30('NVDA', S));
  });
});
