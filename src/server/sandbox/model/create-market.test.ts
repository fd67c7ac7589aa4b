import { describe, expect, it } from 'vitest';
import { sessionHours } from '../../../api/calendar';
import { decidedAbnormalTrade } from '../../../api/schemas/intent-flow';
import { createMarket, DEFAULT_SEED } from './create-market';

const S = '2026-03-13';
const m = createMarket({ seed: DEFAULT_SEED });
const { openMs, closeMs } = sessionHours(S);

describe('createMarket', () => {
  it('exposes the seed, the universe and ticker lookups', () => {
    expect(DEFAULT_SEED).toBe('oa-sandbox-1');
    expect(m.seed).toBe(DEFAULT_SEED);
    expect(m.universe.length).toBeGreaterThanOrEqual(150);
    expect(m.tickerInfo('qqq')?.ticker).toBe('QQQ');
  });

  it('is identical for the same seed and different for another', () => {
    const same = createMarket({ seed: DEFAULT_SEED });
    const other = createMarket({ seed: 'another-seed' });
    const sample = (x: typeof m) => ({
      bars: x.dailyBars('AAPL', S, 5),
      minutes: x.minuteBars('AAPL', S).slice(100, 105),
      iv: x.impliedVol('AAPL', S, -0.05, 45),
      oi: x.chainSnapshot('IWM', S, 'PM').contracts.slice(200, 210),
      flow: x.sessionOrders('TSLA', S).slice(0, 20),
      p99: x.p99Size('TSLA'),
    });
    expect(sample(same)).toEqual(sample(m));
    const a = sample(m);
    const b = sample(other);
    expect(b.bars).not.toEqual(a.bars);
    expect(b.minutes).not.toEqual(a.minutes);
    expect(b.iv).not.toBe(a.iv);
    expect(b.oi).not.toEqual(a.oi);
    expect(b.flow.map((o) => o.event_id)).not.toEqual(a.flow.map((o) => o.event_id));
  });
});

describe('flowOrdersBetween', () => {
  it('returns a half-open window of every ticker, sorted by time', () => {
    const from = openMs + 60 * 60_000;
    const to = from + 5 * 60_000;
    const rows = m.flowOrdersBetween(S, from, to);
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((o) => o.ticker)).size).toBeGreaterThan(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.ts_ms).toBeGreaterThanOrEqual(rows[i - 1]!.ts_ms);
    expect(rows.every((o) => o.ts_ms >= from && o.ts_ms < to)).toBe(true);
    const expected = m.universe
      .flatMap((t) => m.sessionOrders(t.ticker, S))
      .filter((o) => o.ts_ms >= from && o.ts_ms < to);
    expect(rows.length).toBe(expected.length);
    // Adjacent windows neither overlap nor leave a gap.
    const next = m.flowOrdersBetween(S, to, to + 60_000);
    const joined = m.flowOrdersBetween(S, from, to + 60_000);
    expect([...rows, ...next].map((o) => o.event_id)).toEqual(joined.map((o) => o.event_id));
  });

  it('filters by a ticker set the same way whether small or large', () => {
    const few = new Set(['SPY', 'NVDA', 'ZZZZ']);
    const rows = m.flowOrdersBetween(S, openMs, closeMs, few);
    expect(rows.every((o) => o.ticker === 'SPY' || o.ticker === 'NVDA')).toBe(true);
    expect(rows.length).toBe(m.sessionOrders('SPY', S).length + m.sessionOrders('NVDA', S).length);
    const many = new Set(m.universe.slice(0, 40).map((t) => t.ticker));
    const viaSet = m.flowOrdersBetween(S, openMs, openMs + 30 * 60_000, many);
    const viaAll = m.flowOrdersBetween(S, openMs, openMs + 30 * 60_000).filter((o) => many.has(o.ticker));
    expect(viaSet.map((o) => o.event_id)).toEqual(viaAll.map((o) => o.event_id));
  });

  it('is empty for an empty or inverted window and on weekends', () => {
    expect(m.flowOrdersBetween(S, closeMs, openMs)).toEqual([]);
    expect(m.flowOrdersBetween('2026-03-14', 0, Number.MAX_SAFE_INTEGER, new Set(['SPY']))).toEqual([]);
  });
});

describe('abnormalTradesBetween', () => {
  it('returns the orders above their ticker p99 as abnormal-trade records', () => {
    const rows = m.abnormalTradesBetween(S, openMs, closeMs, new Set(['SPY', 'QQQ', 'TSLA']));
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      // The sandbox sends the record it decided, strictly: the lenient reading would accept almost anything.
      expect(decidedAbnormalTrade.safeParse(r).success).toBe(true);
      expect(r.contracts).toBeGreaterThan(r.p99_threshold);
      expect(r.p99_threshold).toBe(m.p99Size(r.ticker));
      expect(r.premium).toBeGreaterThan(0);
    }
    const order = m.sessionOrders(rows[0]!.ticker, S).find((o) => o.event_id === rows[0]!.event_id)!;
    expect(rows[0]).toMatchObject({
      side: order.order.direction,
      premium: order.order.premium,
      option_symbol: order.order.option_ticker,
      spot: order.order.spot_price,
      implied_volatility: order.order.implied_volatility,
    });
  });
});
