import { describe, expect, it } from 'vitest';
import type { FlowOrder } from '../../../api/types';
import type { NbboLabel } from '../../../api/nbbo-labels';
import type { DarkPrint } from '../model/darkpool';
import { alertSeverity } from './darkpool-alerts';
import { optionsConfirmation } from './darkpool-confirmation';
import { pressureCurve } from './darkpool-curve';
import { levelBandWidth, printLevels } from './darkpool-levels';
import { priceStep, timeProfile, valueArea } from './darkpool-profile';
import { pressureWindows } from './darkpool-pressure';

const OPEN = Date.parse('2026-11-19T14:30:00Z');

function print(min: number, price: number, size: number, label: NbboLabel, away: boolean | null = false): DarkPrint {
  return {
    ticker: 'T',
    session: '2026-11-19',
    seq: 0,
    ts_ms: OPEN + min * 60_000,
    price,
    size,
    premium: price * size,
    bid: label === 'unknown' ? null : price - 0.01,
    ask: label === 'unknown' ? null : price + 0.01,
    nbbo_label: label,
    outside_nbbo: label === 'unknown' ? null : label === 'above_ask' || label === 'below_bid',
    away_from_quote: label === 'unknown' ? null : away,
  };
}

describe('value area', () => {
  it('finds the POC and grows 70% from it towards the larger neighbour', () => {
    const rows = [10, 20, 5, 40, 15, 5, 5].map((shares, i) => ({ price: 100 + i, shares }));
    // Total 100; POC row 3 (40). Neighbours 5 (row 2) vs 15 (row 4): above (55); 5 vs 5 (row 5):
    // above on a tie (60); 5 vs 5 (row 6): above (65); the top is reached, so row 2 (70).
    expect(valueArea(rows)).toEqual({ pocIndex: 3, valIndex: 2, vahIndex: 6 });
    expect(valueArea([{ price: 1, shares: 0 }])).toBeNull();
    expect(valueArea([{ price: 1, shares: 7 }])).toEqual({ pocIndex: 0, valIndex: 0, vahIndex: 0 });
  });

  it('price steps are round and give a bounded number of rows', () => {
    expect(priceStep(100, 100.3)).toBe(0.01);
    expect(priceStep(600, 612)).toBe(0.2);
    expect((612 - 600) / priceStep(600, 612)).toBeLessThanOrEqual(60);
  });
});

describe('time profile', () => {
  it('puts shares in 5-minute x price cells with side triples in cells order and totals', () => {
    const prints = [
      print(0, 10, 100, 'at_ask'),
      print(1, 10, 50, 'at_bid'),
      print(6, 10.02, 30, 'above_ask', true),
      print(7, 10.01, 20, 'mid'),
      print(12, 10, 10, 'unknown'),
    ];
    const p = timeProfile(prints, OPEN);
    expect(p.price_step).toBe(0.01);
    expect(p.cells).toEqual([
      [0, 0, 150],
      [1, 1, 20],
      [1, 2, 30],
      [2, 0, 10],
    ]);
    expect(p.cells_side).toEqual([
      [100, 50, 0],
      [0, 0, 0],
      [30, 0, 30],
      [0, 0, 0],
    ]);
    expect(p.rows.map((r) => r.shares)).toEqual([160, 20, 30]);
    expect(p.buckets.map((b) => b.shares)).toEqual([150, 50, 10]);
    expect(p.poc).toBe(10);
    expect(p.val).toBe(10);
    expect(p.totals).toMatchObject({ shares: 210, prints: 5, buy_volume: 130, sell_volume: 50, away_volume: 30 });
  });

  it('is empty without prints (no POC rather than 0)', () => {
    const p = timeProfile([], OPEN);
    expect(p.cells).toEqual([]);
    expect(p.poc).toBeNull();
  });
});

describe('pressure windows', () => {
  it('sums buy and sell notional per window; ex-away leaves away prints out and counts them', () => {
    const prints = [
      print(0, 10, 100, 'at_ask'),
      print(2, 10, 50, 'below_bid', true),
      print(3, 10, 30, 'at_bid'),
      print(6, 10, 10, 'mid'),
    ];
    const w = pressureWindows(prints, OPEN, OPEN + 10 * 60_000, 5 * 60_000);
    expect(w).toHaveLength(2);
    expect(w[0]).toMatchObject({ buy: 1000, sell: 800, net: 200, n: 3 });
    expect(w[0]!.ratio).toBeCloseTo(1000 / 1800, 4);
    expect(w[1]).toMatchObject({ buy: 0, sell: 0, net: 0, ratio: null, n: 1 });
    const ex = pressureWindows(prints, OPEN, OPEN + 10 * 60_000, 5 * 60_000, true);
    expect(ex[0]).toMatchObject({ buy: 1000, sell: 300, n: 2, away_notional: 500, away_n: 1 });
    // The windows add up to the whole.
    const day = pressureWindows(prints, OPEN, OPEN + 10 * 60_000, 10 * 60_000);
    expect(day[0]!.net).toBe(w[0]!.net + w[1]!.net);
  });
});

describe('options confirmation', () => {
  const order = (min: number, type: 'call' | 'put', direction: 'buy' | 'sell', premium: number) =>
    ({ ts_ms: OPEN + min * 60_000, order: { option_type: type, direction, premium } }) as unknown as FlowOrder;

  it('reads bullish flow around a buy-side block as confirming and ignores flow outside the window', () => {
    const block = print(30, 10, 200_000, 'at_ask');
    const c = optionsConfirmation(block, [
      order(25, 'call', 'buy', 100_000),
      order(40, 'put', 'sell', 50_000),
      order(90, 'put', 'buy', 1e9),
    ]);
    expect(c).toMatchObject({ orders: 2, net_bullish_premium: 150_000, gross_premium: 150_000, read: 'confirming' });
    expect(optionsConfirmation(print(30, 10, 1, 'at_bid'), [order(30, 'call', 'buy', 1)]).read).toBe('contradicting');
    expect(optionsConfirmation(block, []).read).toBe('no_flow');
    expect(optionsConfirmation(print(30, 10, 1, 'mid'), [order(30, 'call', 'buy', 1)]).read).toBe('no_direction');
    expect(optionsConfirmation(block, [order(30, 'call', 'buy', 100), order(31, 'call', 'sell', 95)]).read).toBe(
      'mixed',
    );
  });
});

describe('pressure curve', () => {
  const bar = (min: number, close: number) => ({
    t: OPEN + min * 60_000,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1,
  });
  const order = (min: number, type: 'call' | 'put', direction: 'buy' | 'sell', premium: number) =>
    ({ ts_ms: OPEN + min * 60_000 + 1, order: { option_type: type, direction, premium } }) as unknown as FlowOrder;

  it('accumulates signed dark-pool and bullish option premium per minute, ex-away leaving away prints out', () => {
    const prints = [print(0, 10, 100, 'at_ask'), print(1, 10, 30, 'below_bid', true), print(1, 10, 50, 'mid')];
    const c = pressureCurve(
      [bar(0, 10), bar(1, 11)],
      prints,
      [order(0, 'put', 'buy', 70), order(1, 'call', 'buy', 20)],
      true,
    );
    expect(c.t).toEqual([new Date(OPEN + 60_000).toISOString(), new Date(OPEN + 120_000).toISOString()]);
    expect(c.price).toEqual([10, 11]);
    expect(c.dp_cum).toEqual([1000, 700]);
    expect(c.dp_cum_ex_away).toEqual([1000, 1000]);
    expect(c.option_intent_cum).toEqual([-70, -50]);
    expect(pressureCurve([bar(0, 10)], prints, [], false).dp_cum_ex_away).toBeNull();
  });
});

describe('print levels and alert severity', () => {
  it('bins prints into bands by premium, with the sessions each band printed in', () => {
    const levels = printLevels(
      [
        { session: '2026-11-19', prints: [print(0, 100.02, 10, 'mid'), print(1, 101, 5, 'mid')] },
        { session: '2026-11-18', prints: [print(0, 99.98, 10, 'mid'), print(1, 50, 1, 'mid')] },
      ],
      levelBandWidth(100, 0.5),
      100,
      2,
    );
    expect(levels.map((l) => [l.rank, l.price, l.prints, l.first_session, l.last_session])).toEqual([
      [1, 100, 2, '2026-11-18', '2026-11-19'],
      [2, 101, 1, '2026-11-19', '2026-11-19'],
    ]);
    expect(levels[0]!.high - levels[0]!.low).toBeCloseTo(0.5, 9);
  });

  it('grades a block by its threshold multiple or its share of ADV, whichever is higher', () => {
    expect(alertSeverity(3, null)).toBe('high');
    expect(alertSeverity(1.2, 1)).toBe('high');
    expect(alertSeverity(1.5, 0)).toBe('medium');
    expect(alertSeverity(1.2, 0.5)).toBe('medium');
    expect(alertSeverity(1.49, 0.49)).toBe('low');
  });
});
