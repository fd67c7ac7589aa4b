import { describe, expect, it } from 'vitest';
import {
  closeLikelihood,
  closeMult,
  clusters,
  dirScore,
  dollarGreeks,
  dteMult,
  intentRankings,
  intentSummary,
  type IntentOrder,
} from './intent';
import { order } from '../testing/test-orders';

const greeks = { delta: 0.5, gamma: 0.02, vega: 0.3, theta: -0.05 };
const io = (o: ReturnType<typeof order>, extra: Partial<IntentOrder> = {}): IntentOrder => ({
  order: o,
  greeks,
  dte: 10,
  closing: 'default',
  ...extra,
});

describe('intent factors', () => {
  it('dir_score, close_mult and dte_mult follow the reference table', () => {
    expect(dirScore('buy', 0.8)).toBe(0.8);
    expect(dirScore('sell', 0.8)).toBe(-0.8);
    expect(dirScore('neutral', 0.8)).toBeCloseTo(0.2);
    expect([closeMult('likely_closing'), closeMult('uncertain'), closeMult('default')]).toEqual([0.4, 0.7, 1]);
    expect([0, 1, 2, 5, 6].map(dteMult)).toEqual([0.6, 0.6, 0.85, 0.85, 1]);
  });

  it('delta_$ = delta × spot × contracts × 100 × dir × close × dte; gamma with spot², vega and theta without spot', () => {
    const o = order({ type: 'call', direction: 'sell', premium: 1, contracts: 200, spot: 500, confidence: 0.9 });
    const d = dollarGreeks(io(o, { dte: 3, closing: 'uncertain' }));
    const f = 200 * 100 * -0.9 * 0.7 * 0.85;
    expect(d.delta_usd).toBeCloseTo(0.5 * 500 * f);
    expect(d.gamma_usd).toBeCloseTo(0.02 * 500 * 500 * f);
    expect(d.vega_usd).toBeCloseTo(0.3 * f);
    expect(d.theta_usd).toBeCloseTo(-0.05 * f);
  });

  it('keeps null delta and null spot null', () => {
    const o = order({ type: 'call', direction: 'buy', premium: 1, spot: null });
    expect(dollarGreeks(io(o)).delta_usd).toBeNull();
    expect(dollarGreeks(io(o)).vega_usd).not.toBeNull();
    expect(
      dollarGreeks(io(order({ type: 'call', direction: 'buy', premium: 1 }), { greeks: { ...greeks, delta: null } }))
        .delta_usd,
    ).toBeNull();
  });

  it('close likelihood is stable per order and never closing when the order exceeds the open interest', () => {
    const o = order({ type: 'call', direction: 'sell', premium: 1, contracts: 500 });
    expect(closeLikelihood(o, null)).toBe(closeLikelihood(o, null));
    expect(closeLikelihood(o, 10)).toBe('default');
  });
});

describe('clusters and rankings', () => {
  const t0 = Date.UTC(2026, 10, 20, 15, 0);
  const orders = [
    io(order({ type: 'call', direction: 'buy', premium: 100, ts_ms: t0 + 1000 })),
    io(order({ type: 'call', direction: 'buy', premium: 100, ts_ms: t0 + 4 * 60_000 })),
    io(order({ type: 'call', direction: 'sell', premium: 50, ts_ms: t0 + 6 * 60_000 })),
  ];

  it('groups orders into 5-minute clusters', () => {
    const cs = clusters(orders);
    expect(cs.map((c) => c.orders)).toEqual([2, 1]);
    expect(cs[0]!.net_premium).toBe(200);
  });

  it('net_*_last covers the latest cluster only, not the session', () => {
    const s = intentSummary('SPY', orders);
    const lastOnly = dollarGreeks(orders[2]!).delta_usd!;
    expect(s.net_delta_last).toBeCloseTo(lastOnly);
    expect(s.net_delta_session).toBeCloseTo(2 * dollarGreeks(orders[0]!).delta_usd! + lastOnly);
    expect(s.direction).toBe('bullish');
    expect(s.last_cluster_at).toBe(new Date(t0 + 5 * 60_000).toISOString());
  });

  it('ranks by score', () => {
    const small = [io(order({ ticker: 'AAA', type: 'call', direction: 'buy', premium: 1, contracts: 100 }))];
    const big = [
      io(order({ ticker: 'BBB', type: 'put', direction: 'buy', premium: 1, contracts: 5000 }), {
        greeks: { ...greeks, delta: -0.5 },
      }),
    ];
    const r = intentRankings(
      new Map([
        ['AAA', small],
        ['BBB', big],
      ]),
    );
    expect(r.map((x) => [x.ticker, x.rank, x.direction])).toEqual([
      ['BBB', 1, 'bearish'],
      ['AAA', 2, 'bullish'],
    ]);
  });
});
