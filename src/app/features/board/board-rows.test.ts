import { describe, expect, it } from 'vitest';
import { buildBoardRows, sortRows } from './board-rows';

const levels = {
  spot: 100,
  gamma_flip: 95,
  gamma_flip_type: 'global_cumulative',
  gamma_regime: 'long',
  call_wall: 110,
  put_wall: 90,
  max_pain: 98,
  max_pain_expiry: '2026-09-18',
};

describe('buildBoardRows', () => {
  it('joins batch answers and per-symbol levels by ticker and measures distances from spot', () => {
    const rows = buildBoardRows(['SPY', 'QQQ'], {
      directional: { data: [{ ticker: 'SPY', directional_score: 1.5e6, imbalance_score: null }], tickers_count: 1 },
      atm: { results: [{ ticker: 'SPY', atm_iv: 0.1238 }] },
      flow: { rankings: [{ ticker: 'QQQ', net_premium: -2e5, direction: 'bearish' }] },
      levels: new Map([['SPY', levels]]),
      quotes: new Map(),
    });
    const spy = rows[0]!;
    expect(spy.last).toBe(100);
    expect(spy.flipPct).toBeCloseTo(-0.05);
    expect(spy.flipAbs).toBe(-5);
    expect(spy.callWallPct).toBeCloseTo(0.1);
    expect(spy.putWallAbs).toBe(-10);
    expect(spy.atmIv).toBe(0.1238);
    expect(spy.directional).toBe(1.5e6);
    expect(spy.imbalance).toBeNull();
    const qqq = rows[1]!;
    // Nothing observed for QQQ's levels or IV: null, never 0.
    expect(qqq.last).toBeNull();
    expect(qqq.flipPct).toBeNull();
    expect(qqq.atmIv).toBeNull();
    expect(qqq.flowNetPremium).toBe(-2e5);
  });

  it('reads levels nested under summary.key_levels too', () => {
    const rows = buildBoardRows(['SPY'], {
      levels: new Map([['SPY', { summary: { key_levels: levels } }]]),
      quotes: new Map(),
    });
    expect(rows[0]!.levels?.call_wall).toBe(110);
  });
});

describe('sortRows', () => {
  const rows = buildBoardRows(['A', 'B', 'C'], {
    atm: {
      results: [
        { ticker: 'A', atm_iv: 0.2 },
        { ticker: 'C', atm_iv: 0.4 },
      ],
    },
    levels: new Map(),
    quotes: new Map(),
  });
  it('sorts both ways with missing values last', () => {
    expect(sortRows(rows, 'atmIv', 'desc').map((r) => r.ticker)).toEqual(['C', 'A', 'B']);
    expect(sortRows(rows, 'atmIv', 'asc').map((r) => r.ticker)).toEqual(['A', 'C', 'B']);
  });
});
