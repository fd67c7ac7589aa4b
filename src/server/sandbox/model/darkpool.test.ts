import { describe, expect, it } from 'vitest';
import { createMarket } from './create-market';
import { NBBO_LABELS } from '../../../api/nbbo-labels';
import { BLOCK_FLOOR, createDarkPoolModel, isAway } from './darkpool';

const market = createMarket({ seed: 'dp-model-test' });
const SESSION = '2026-11-19';

describe('dark-pool model', () => {
  it('is deterministic from seed, ticker and session', () => {
    const a = createDarkPoolModel(market).sessionPrints('SPY', SESSION);
    const b = createDarkPoolModel(createMarket({ seed: 'dp-model-test' })).sessionPrints('SPY', SESSION);
    expect(a.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    const other = createDarkPoolModel(createMarket({ seed: 'another' })).sessionPrints('SPY', SESSION);
    expect(other).not.toEqual(a);
  });

  it('prints sit in the session, ascending, inside their minute bar and with premium = price x size', () => {
    const dp = createDarkPoolModel(market);
    const bars = market.minuteBars('AAPL', SESSION);
    const prints = dp.sessionPrints('AAPL', SESSION);
    for (let i = 0; i < prints.length; i++) {
      const p = prints[i]!;
      if (i > 0) expect(p.ts_ms).toBeGreaterThanOrEqual(prints[i - 1]!.ts_ms);
      const bar = bars.find((b) => b.t <= p.ts_ms && p.ts_ms < b.t + 60_000)!;
      expect(bar).toBeDefined();
      expect(p.size).toBeGreaterThan(0);
      expect(p.premium).toBeCloseTo(p.price * p.size, 1);
      // Quotes are around the bar's range (outside prints may sit a little beyond it).
      expect(p.price).toBeGreaterThan(bar.low * 0.99);
      expect(p.price).toBeLessThan(bar.high * 1.01);
    }
  });

  it('labels match the quote, and an unknown quote gives null flags (never 0 or false)', () => {
    const dp = createDarkPoolModel(market);
    const prints = dp.sessionPrints('SPY', SESSION);
    const labels = new Set(prints.map((p) => p.nbbo_label));
    for (const l of NBBO_LABELS) expect(labels.has(l), l).toBe(true);
    const unknown = prints.filter((p) => p.nbbo_label === 'unknown');
    expect(unknown.length / prints.length).toBeGreaterThan(0.005);
    expect(unknown.length / prints.length).toBeLessThan(0.05);
    for (const p of prints) {
      if (p.nbbo_label === 'unknown') {
        expect(p).toMatchObject({ bid: null, ask: null, outside_nbbo: null, away_from_quote: null });
        continue;
      }
      const { bid, ask } = p as { bid: number; ask: number };
      expect(ask).toBeGreaterThan(bid);
      if (p.nbbo_label === 'at_ask') expect(p.price).toBe(ask);
      if (p.nbbo_label === 'at_bid') expect(p.price).toBe(bid);
      if (p.nbbo_label === 'above_ask') expect(p.price).toBeGreaterThan(ask);
      if (p.nbbo_label === 'below_bid') expect(p.price).toBeLessThan(bid);
      expect(p.outside_nbbo).toBe(p.nbbo_label === 'above_ask' || p.nbbo_label === 'below_bid');
      expect(p.away_from_quote).toBe(isAway(p.price, bid, ask));
      if (p.away_from_quote) expect(p.outside_nbbo).toBe(true);
    }
    expect(prints.some((p) => p.away_from_quote === true)).toBe(true);
  });

  it('away from quote needs both more than 0.1% and more than 2 cents', () => {
    expect(isAway(100.2, 99.9, 100)).toBe(true);
    expect(isAway(100.05, 99.9, 100)).toBe(false); // 5 cents but 0.05%
    expect(isAway(10.025, 9.99, 10)).toBe(true); // 2.5 cents and 0.25%
    expect(isAway(10.015, 9.99, 10)).toBe(false); // 0.15% but 1.5 cents
    expect(isAway(9.95, 9.99, 10)).toBe(true);
  });

  it('blocks are at or above max($1M, rolling P99.5) from the prior sessions, and rare', () => {
    const dp = createDarkPoolModel(market);
    for (const t of ['SPY', 'AAPL', 'XLU']) {
      const base = dp.baseline(t, SESSION);
      expect(base.n).toBe(5);
      expect(base.to < SESSION).toBe(true);
      expect(base.threshold).toBeGreaterThanOrEqual(BLOCK_FLOOR);
      expect(base.threshold).toBeGreaterThanOrEqual(base.p995!);
      expect(base.p95!).toBeLessThanOrEqual(base.p99!);
      const prints = dp.sessionPrints(t, SESSION);
      const blocks = prints.filter((p) => dp.isBlock(p));
      for (const b of blocks) expect(b.premium).toBeGreaterThanOrEqual(base.threshold);
      for (const p of prints.filter((x) => !dp.isBlock(x))) expect(p.premium).toBeLessThan(base.threshold);
      expect(blocks.length / prints.length).toBeLessThan(0.06);
    }
    expect(dp.adv('SPY', SESSION)).toBeGreaterThan(1_000_000);
  });

  it("the baseline percentiles match the prior sessions' sample percentiles of print notional", () => {
    const dp = createDarkPoolModel(market);
    const base = dp.baseline('SPY', SESSION);
    const days = ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18'];
    expect([base.from, base.to]).toEqual([days[0], days[4]]);
    const sample = (k: 'p95' | 'p99') => days.reduce((s, d) => s + dp.sessionStats('SPY', d)[k]!, 0) / days.length;
    expect(base.p95! / sample('p95')).toBeGreaterThan(0.8);
    expect(base.p95! / sample('p95')).toBeLessThan(1.25);
    expect(base.p99! / sample('p99')).toBeGreaterThan(0.7);
    expect(base.p99! / sample('p99')).toBeLessThan(1.4);
  });

  it('off-exchange shares are a plausible share of the consolidated volume', () => {
    const dp = createDarkPoolModel(market);
    const volume = market.minuteBars('SPY', SESSION).reduce((s, b) => s + b.volume, 0);
    const share = dp.sessionStats('SPY', SESSION).shares / volume;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.6);
    const total = dp.sessionTotal('SPY', SESSION)!;
    expect(Math.abs(total.shares - dp.sessionStats('SPY', SESSION).shares)).toBeLessThan(0.001 * total.shares);
    expect(total.notional / dp.sessionStats('SPY', SESSION).notional).toBeCloseTo(1, 1);
  });
});
