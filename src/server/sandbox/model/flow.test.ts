import { describe, expect, it } from 'vitest';
import { sessionHours } from '../../../api/calendar';
import { writtenFlowOrderSchema } from '../../../api/stream';
import { createMarket } from './create-market';
import { createChainModel } from './chain';
import { classify, createFlowModel, pickOrderType, sampleSize, sizeQuantile } from './flow';
import { rng } from './random';
import { createSpotModel } from './spot-path';
import { tickerInfo } from './universe';
import { createVolSurface } from './vol-surface';

const m = createMarket({ seed: 'flow-test' });
const S = '2026-03-13';
const spy = m.sessionOrders('SPY', S);

describe('sessionOrders', () => {
  it('scales with liquidity: thousands for SPY and QQQ, tens for thin names', () => {
    expect(spy.length).toBeGreaterThan(2000);
    expect(m.sessionOrders('QQQ', S).length).toBeGreaterThan(2000);
    const thin = m.sessionOrders('HCA', S).length;
    expect(thin).toBeGreaterThan(5);
    expect(thin).toBeLessThan(100);
  });

  it('prints valid flow_order bodies of 100+ contracts inside regular hours, sorted', () => {
    const { openMs, closeMs } = sessionHours(S);
    for (let i = 0; i < spy.length; i++) {
      const o = spy[i]!;
      if (i > 0) expect(o.ts_ms).toBeGreaterThanOrEqual(spy[i - 1]!.ts_ms);
      expect(o.ts_ms).toBeGreaterThanOrEqual(openMs);
      expect(o.ts_ms).toBeLessThan(closeMs);
      expect(o.order.total_contracts).toBeGreaterThanOrEqual(100);
      expect(Number.isInteger(o.ts_ms)).toBe(true);
    }
    for (const o of spy.slice(0, 300)) expect(writtenFlowOrderSchema.safeParse(o).success).toBe(true);
    expect(new Date(spy[0]!.order.timestamp).getTime()).toBe(spy[0]!.ts_ms);
    expect(spy[0]!.order.timestamp).toMatch(/\+00:00$/);
  });

  it('prices in dollars around the quote, with the spot of the minute path', () => {
    for (const o of spy) {
      const b = o.order;
      expect(b.premium).toBeCloseTo(b.total_contracts * b.avg_price! * 100, 1);
      expect(b.avg_bid!).toBeLessThan(b.avg_ask!);
      expect(b.avg_price!).toBeGreaterThanOrEqual(b.avg_bid!);
      expect(b.avg_price!).toBeLessThanOrEqual(b.avg_ask!);
      expect(b.direction_confidence).toBeGreaterThanOrEqual(0);
      expect(b.direction_confidence).toBeLessThanOrEqual(1);
      expect(b.enrich_status).toBe('complete');
    }
    const o = spy[42]!;
    expect(o.order.spot_price).toBe(m.spotAt('SPY', S, o.ts_ms));
  });

  it('mixes sweeps, blocks, multi-leg and single prints with their exchange footprints', () => {
    const byType = (t: string) => spy.filter((o) => o.order.order_type === t);
    for (const t of ['sweep', 'block', 'multi_leg', 'single']) expect(byType(t).length, t).toBeGreaterThan(50);
    expect(byType('sweep').every((o) => o.order.exchange_count >= 2 && o.order.time_span_ms < 1000)).toBe(true);
    expect(byType('block').every((o) => o.order.exchange_count === 1 && o.order.trade_count === 1)).toBe(true);
    // Multi-leg legs print together.
    const legs = byType('multi_leg');
    expect(legs.filter((o) => legs.some((p) => p !== o && p.ts_ms === o.ts_ms)).length / legs.length).toBeGreaterThan(
      0.9,
    );
    const dirs = new Set(spy.map((o) => o.order.direction));
    expect([...dirs].sort()).toEqual(['buy', 'neutral', 'sell']);
  });

  it('leaves about 5% of IVs null, with delta null alongside, never 0', () => {
    const nulls = spy.filter((o) => o.order.implied_volatility === null);
    expect(nulls.length / spy.length).toBeGreaterThan(0.03);
    expect(nulls.length / spy.length).toBeLessThan(0.07);
    expect(nulls.every((o) => o.order.delta === null)).toBe(true);
    expect(spy.every((o) => o.order.implied_volatility !== 0)).toBe(true);
    const calls = spy.filter((o) => o.order.option_type === 'call' && o.order.delta !== null);
    expect(calls.every((o) => o.order.delta! >= 0 && o.order.delta! <= 1)).toBe(true);
    expect(
      spy.filter((o) => o.order.option_type === 'put' && o.order.delta !== null).every((o) => o.order.delta! <= 0),
    ).toBe(true);
  });

  it('arrives in bursts', () => {
    // Counts per 10 s over midday (flat base rate): a Poisson stream has variance/mean 1, clusters far more.
    const { openMs } = sessionHours(S);
    const from = openMs + 90 * 60_000;
    const bins = new Array<number>(180 * 6).fill(0);
    for (const o of spy) {
      const b = Math.floor((o.ts_ms - from) / 10_000);
      if (b >= 0 && b < bins.length) bins[b]!++;
    }
    const mean = bins.reduce((a, b) => a + b, 0) / bins.length;
    const variance = bins.reduce((a, b) => a + (b - mean) ** 2, 0) / (bins.length - 1);
    expect(mean).toBeGreaterThan(0.5);
    expect(variance / mean).toBeGreaterThan(1.5);
  });

  it('picks listed contracts, mostly near the money and short-dated', () => {
    const sample = spy.filter((_, i) => i % 25 === 0);
    for (const o of sample)
      expect(m.contractFromOcc(o.order.option_ticker, S, 'AM'), o.order.option_ticker).toBeDefined();
    const near = spy.filter((o) => Math.abs(o.order.strike / o.order.spot_price! - 1) < 0.05).length;
    expect(near / spy.length).toBeGreaterThan(0.6);
    const short = spy.filter((o) => o.order.expiration <= '2026-04-17').length;
    expect(short / spy.length).toBeGreaterThan(0.6);
  });

  it('gives stable, unique event ids', () => {
    expect(new Set(spy.map((o) => o.event_id)).size).toBe(spy.length);
    const again = createMarket({ seed: 'flow-test' }).sessionOrders('SPY', S);
    expect(again.map((o) => o.event_id)).toEqual(spy.map((o) => o.event_id));
  });

  it('opens positions with most large orders, closes them with some, and passes the rest on', () => {
    const spot = createSpotModel('flow-test');
    const vol = createVolSurface('flow-test', spot);
    const none = new Map<string, number>();
    const chain = createChainModel('flow-test', spot, vol, { traded: () => none, opened: () => none });
    const flow = createFlowModel('flow-test', spot, vol, chain);
    const printed = [...flow.contractsByOcc('SPY', S).values()].reduce((a, b) => a + b, 0);
    const opened = flow.openedByOcc('SPY', S);
    const net = [...opened.values()].reduce((a, b) => a + b, 0);
    // 60% opens, 25% closes: the net is about 35% of the printed size.
    expect(net / printed).toBeGreaterThan(0.25);
    expect(net / printed).toBeLessThan(0.45);
    expect([...opened.keys()].every((occ) => flow.contractsByOcc('SPY', S).has(occ))).toBe(true);
    expect(flow.openedByOcc('SPY', S)).toBe(opened);
  });

  it('has nothing on weekends and for unknown tickers', () => {
    expect(m.sessionOrders('SPY', '2026-03-14')).toEqual([]);
    expect(m.sessionOrders('ZZZZ', S)).toEqual([]);
  });
});

describe('p99Size and the abnormal trades', () => {
  it('flags roughly the top 1% of orders by size', () => {
    const p99 = m.p99Size('SPY');
    expect(Number.isInteger(p99)).toBe(true);
    expect(p99).toBeGreaterThan(500);
    const flagged = m.abnormalTradesBetween(S, 0, Number.MAX_SAFE_INTEGER, new Set(['SPY']));
    expect(flagged.every((t) => t.contracts > p99 && t.p99_threshold === p99)).toBe(true);
    expect(flagged.length).toBe(spy.filter((o) => o.order.total_contracts > p99).length);
    expect(flagged.length / spy.length).toBeGreaterThan(0.002);
    expect(flagged.length / spy.length).toBeLessThan(0.03);
    expect(m.p99Size('SPY')).toBe(p99);
  });
});

describe('classify', () => {
  it('reads the aggressor from the position in the quote', () => {
    expect(classify(1)).toEqual({ direction: 'buy', confidence: 1 });
    expect(classify(0)).toEqual({ direction: 'sell', confidence: 1 });
    expect(classify(0.5).direction).toBe('neutral');
    expect(classify(0.8).confidence).toBeCloseTo(0.6, 10);
  });
});

describe('whole-market generation', () => {
  // Its speed is a figure of `npm run bench -- market-flow`, not a threshold here.
  it('generates every ticker of one session', () => {
    const fresh = createMarket({ seed: 'flow-perf' });
    let n = 0;
    for (const t of fresh.universe) n += fresh.sessionOrders(t.ticker, S).length;
    expect(n).toBeGreaterThan(10_000);
  });
});

describe('sizeQuantile', () => {
  it('matches the quantile of sampled order sizes (computed, not sampled, so it costs nothing)', () => {
    for (const ticker of ['SPY', 'AAPL', 'XLU']) {
      const info = tickerInfo(ticker)!;
      const r = rng(`size-quantile-test|${ticker}`);
      const sizes = Array.from({ length: 40_000 }, () => sampleSize(r, info, pickOrderType(r))).sort((a, b) => a - b);
      const sampled = sizes[Math.floor(0.99 * sizes.length)]!;
      const exact = sizeQuantile(info, 0.99);
      expect(Math.abs(exact / sampled - 1)).toBeLessThan(0.08);
      // About 1% of draws lie above it.
      const above = sizes.filter((s) => s > exact).length / sizes.length;
      expect(above).toBeGreaterThan(0.008);
      expect(above).toBeLessThan(0.012);
    }
  });
});
