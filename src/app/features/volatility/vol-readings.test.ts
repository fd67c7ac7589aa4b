import { describe, expect, it } from 'vitest';
import {
  missingSymbols,
  readBatchAtm,
  readIvHistory,
  readRealized,
  readRiskReversal,
  readTermStructure,
  readVolMovers,
} from './vol-readings';

describe('readTermStructure', () => {
  it('reads points ascending by DTE with the mean, keeping a null ATM IV', () => {
    const r = readTermStructure({
      points: [
        { expiration: '2026-04-17', dte: 38, atm_iv: 0.21 },
        { expiration: '2026-03-20', dte: 10, atm_iv: null },
      ],
      mean_atm_iv: 0.2,
    });
    expect(r.points).toEqual([
      { dte: 10, expiry: '2026-03-20', atmIv: null },
      { dte: 38, expiry: '2026-04-17', atmIv: 0.21 },
    ]);
    expect(r.meanAtmIv).toBe(0.2);
  });

  it('is empty, with a null mean, for an empty payload', () => {
    expect(readTermStructure({})).toEqual({ points: [], meanAtmIv: null });
  });
});

describe('readIvHistory', () => {
  it('sorts sessions and keeps unobserved days as null', () => {
    const h = readIvHistory({
      series: [
        { session: '2026-03-03', atm_iv_30d: 0.2 },
        { session: '2026-03-02', atm_iv_30d: null },
      ],
    });
    expect(h.map((p) => [p.session, p.iv])).toEqual([
      ['2026-03-02', null],
      ['2026-03-03', 0.2],
    ]);
  });
});

describe('readRealized', () => {
  it('reads window rows', () => {
    const r = readRealized({
      windows: [
        { window: 20, realized_vol: 0.15, n: 20, from: 'a', to: 'b' },
        { window: 10, realized_vol: null, n: 0 },
      ],
    });
    expect(r.map((w) => [w.window, w.realized])).toEqual([
      [10, null],
      [20, 0.15],
    ]);
  });

  it('accepts a flat object keyed by window', () => {
    expect(readRealized({ rv_10: 0.1, rv_252: 0.2, ticker: 'SPY' }).map((w) => w.window)).toEqual([10, 252]);
  });
});

describe('readRiskReversal', () => {
  it('computes call − put where the row does not state it, and stays null without both wings', () => {
    const r = readRiskReversal({
      rows: [
        { expiration: 'x', dte: 20, call_iv: 0.18, put_iv: 0.24 },
        { expiration: 'y', dte: 30, call_iv: 0.18, put_iv: null },
      ],
      mean_risk_reversal: -0.06,
    });
    expect(r.rows[0]?.rr).toBeCloseTo(-0.06);
    expect(r.rows[1]?.rr).toBeNull();
    expect(r.mean).toBe(-0.06);
  });
});

describe('batch ATM', () => {
  it('reads results and names the requested symbols it omits', () => {
    const got = readBatchAtm({ results: [{ ticker: 'SPY', atm_iv: 0.14, target_dte: 30 }, { foo: 1 }] });
    expect(got).toEqual([{ ticker: 'SPY', atmIv: 0.14, dte: 30, expiry: null }]);
    expect(missingSymbols(['SPY', 'ZZZZ'], got)).toEqual(['ZZZZ']);
  });
});

describe('readVolMovers', () => {
  it('derives change and sorts by size of change', () => {
    const m = readVolMovers({
      movers: [
        { ticker: 'A', atm_iv_30d: 0.3, prior_atm_iv_30d: 0.25 },
        { ticker: 'B', atm_iv_30d: 0.2, prior_atm_iv_30d: 0.3 },
      ],
    });
    expect(m.map((r) => r.ticker)).toEqual(['B', 'A']);
    expect(m[0]?.change).toBeCloseTo(-0.1);
  });
});
