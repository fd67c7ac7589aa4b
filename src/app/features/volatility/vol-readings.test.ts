import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import {
  missingSymbols,
  readBatchAtm,
  readIvHistory,
  readRealized,
  readRiskReversal,
  readTermStructure,
  readVolMovers,
} from './vol-readings';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

describe('readTermStructure', () => {
  it('reads points ascending by DTE with the mean, keeping a null ATM IV', () => {
    const r = readTermStructure(
      answer('volatility.termStructure', {
        points: [
          { expiration: '2026-04-17', dte: 38, atm_iv: 0.21 },
          { expiration: '2026-03-20', dte: 10, atm_iv: null },
        ],
        mean_atm_iv: 0.2,
      }),
    );
    expect(r.points).toEqual([
      { dte: 10, expiry: '2026-03-20', atmIv: null },
      { dte: 38, expiry: '2026-04-17', atmIv: 0.21 },
    ]);
    expect(r.meanAtmIv).toBe(0.2);
  });

  it('is empty, with a null mean, for an empty answer', () => {
    expect(readTermStructure(answer('volatility.termStructure', { points: [] }))).toEqual({
      points: [],
      meanAtmIv: null,
    });
  });
});

describe('readIvHistory', () => {
  it('sorts sessions and keeps unobserved days as null', () => {
    const h = readIvHistory(
      answer('volatility.history', {
        series: [
          { session: '2026-03-03', atm_iv_30d: 0.2 },
          { session: '2026-03-02', atm_iv_30d: null },
        ],
      }),
    );
    expect(h.map((p) => [p.session, p.iv])).toEqual([
      ['2026-03-02', null],
      ['2026-03-03', 0.2],
    ]);
  });

  it('reads the series when it comes under another name beside the term', () => {
    const r = readAnswer('volatility.history', {
      history: [{ session: '2026-03-03', atm_iv_30d: 0.2 }],
      term: [{ expiration: '2026-04-17', dte: 38, atm_iv: 0.21 }],
    });
    expect(r.ok && readIvHistory(r.value).map((p) => p.iv)).toEqual([0.2]);
    expect(r.issues.map((i) => i.path)).toEqual(['series']);
  });
});

describe('readRealized', () => {
  it('reads window rows, ascending', () => {
    const r = readRealized(
      answer('volatility.realized', {
        windows: [
          { window: 20, realized_vol: 0.15, n: 20, from: 'a', to: 'b' },
          { window: 10, realized_vol: null, n: 0 },
        ],
      }),
    );
    expect(r).toEqual([
      { window: 10, realized: null },
      { window: 20, realized: 0.15 },
    ]);
  });

  it('reads windows sent as an object keyed by window', () => {
    const keyed = answer('volatility.realized', {
      windows: { '252': 0.2, rv_10: '0.1', '20d': { realized_vol: 0.3 } },
    });
    expect(readRealized(keyed)).toEqual([
      { window: 10, realized: 0.1 },
      { window: 20, realized: 0.3 },
      { window: 252, realized: 0.2 },
    ]);
  });
});

describe('readRiskReversal', () => {
  it('computes call − put where the row does not state it, and stays null without both wings', () => {
    const r = readRiskReversal(
      answer('volatility.riskReversal', {
        rows: [
          { expiration: 'x', dte: 20, call_iv: 0.18, put_iv: 0.24 },
          { expiration: 'y', dte: 30, call_iv: 0.18, put_iv: null },
          { expiration: 'z', dte: 40, call_iv: 0.18, put_iv: 0.2, risk_reversal: -0.03 },
        ],
        mean_risk_reversal: -0.06,
      }),
    );
    expect(r.rows[0]?.rr).toBeCloseTo(-0.06);
    expect(r.rows[1]?.rr).toBeNull();
    expect(r.rows[2]?.rr).toBe(-0.03);
    expect(r.mean).toBe(-0.06);
  });
});

describe('batch ATM', () => {
  it('reads results and names the requested symbols it omits', () => {
    const got = readBatchAtm(
      answer('volatility.atm', { results: [{ ticker: 'SPY', atm_iv: 0.14, target_dte: 30 }, { foo: 1 }] }),
    );
    expect(got).toEqual([{ ticker: 'SPY', atmIv: 0.14, dte: 30, expiry: null }]);
    expect(missingSymbols(['SPY', 'ZZZZ'], got)).toEqual(['ZZZZ']);
  });

  it('reads an IV sent as a decimal string, and one it cannot read as "—" (null), never 0', () => {
    const r = readAnswer('volatility.atm', {
      results: [
        { ticker: 'SPY', atm_iv: '0.14' },
        { ticker: 'QQQ', atm_iv: 'n/a' },
      ],
    });
    expect(r.ok && readBatchAtm(r.value).map((a) => a.atmIv)).toEqual([0.14, null]);
    expect(r.issues).toContainEqual({ path: 'results[].atm_iv', problem: 'number sent as a string' });
  });
});

describe('readVolMovers', () => {
  it('derives change and sorts by size of change', () => {
    const m = readVolMovers(
      answer('volatility.movers', {
        movers: [
          { ticker: 'A', atm_iv_30d: 0.3, prior_atm_iv_30d: 0.25 },
          { ticker: 'B', atm_iv_30d: 0.2, prior_atm_iv_30d: 0.3 },
        ],
      }),
    );
    expect(m.map((r) => r.ticker)).toEqual(['B', 'A']);
    expect(m[0]?.change).toBeCloseTo(-0.1);
  });
});
