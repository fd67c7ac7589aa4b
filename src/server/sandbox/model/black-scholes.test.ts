import { describe, expect, it } from 'vitest';
import { bsGreeks, normCdf, type BsInput } from './black-scholes';

const hull: Omit<BsInput, 'type'> = { spot: 42, strike: 40, years: 0.5, vol: 0.2, rate: 0.1 };

describe('normCdf', () => {
  it('matches table values', () => {
    expect(normCdf(0)).toBeCloseTo(0.5, 12);
    expect(normCdf(1)).toBeCloseTo(0.841344746068543, 10);
    expect(normCdf(-1.96)).toBeCloseTo(0.0249978951482204, 10);
    expect(normCdf(8)).toBeCloseTo(1, 12);
  });
});

describe('bsGreeks', () => {
  it('prices Hull example 15.6: call 4.76, put 0.81', () => {
    const call = bsGreeks({ type: 'call', ...hull });
    const put = bsGreeks({ type: 'put', ...hull });
    expect(call.price).toBeCloseTo(4.76, 2);
    expect(put.price).toBeCloseTo(0.81, 2);
  });

  it('matches a second source for delta, gamma, vega and theta (Hull ch. 19 worked example)', () => {
    // Hull, Options Futures and Other Derivatives, ch. 19: S=49, K=50, r=5%, sigma=20%, T=0.3846.
    const g = bsGreeks({ type: 'call', spot: 49, strike: 50, years: 0.3846, vol: 0.2, rate: 0.05 });
    expect(g.delta).toBeCloseTo(0.522, 3);
    expect(g.gamma).toBeCloseTo(0.066, 3);
    expect(g.vega).toBeCloseTo(12.1, 1);
    // Hull: theta = -4.31 per year = -0.0118 per calendar day.
    expect((g.theta ?? 0) * 365).toBeCloseTo(-4.31, 2);
  });

  it('satisfies put-call parity with a dividend yield', () => {
    const base = { spot: 100, strike: 95, years: 0.7, vol: 0.3, rate: 0.04, dividendYield: 0.02 };
    const c = bsGreeks({ type: 'call', ...base });
    const p = bsGreeks({ type: 'put', ...base });
    const parity = 100 * Math.exp(-0.02 * 0.7) - 95 * Math.exp(-0.04 * 0.7);
    expect((c.price ?? NaN) - (p.price ?? NaN)).toBeCloseTo(parity, 10);
  });

  for (const type of ['call', 'put'] as const) {
    it(`${type}: delta, gamma, vega, theta, charm, vanna agree with finite differences`, () => {
      const base = { type, spot: 100, strike: 105, years: 0.25, vol: 0.25, rate: 0.04, dividendYield: 0.01 };
      const g = bsGreeks(base);
      const at = (o: Partial<BsInput>) => bsGreeks({ ...base, ...o });
      const hS = 0.01;
      const hV = 1e-4;
      const day = 1 / 365;
      const num = (x: number | null) => x ?? NaN;
      expect(num(g.delta)).toBeCloseTo(
        (num(at({ spot: 100 + hS }).price) - num(at({ spot: 100 - hS }).price)) / (2 * hS),
        6,
      );
      expect(num(g.gamma)).toBeCloseTo(
        (num(at({ spot: 100 + hS }).delta) - num(at({ spot: 100 - hS }).delta)) / (2 * hS),
        6,
      );
      expect(num(g.vega)).toBeCloseTo(
        (num(at({ vol: 0.25 + hV }).price) - num(at({ vol: 0.25 - hV }).price)) / (2 * hV),
        4,
      );
      expect(num(g.vanna)).toBeCloseTo(
        (num(at({ vol: 0.25 + hV }).delta) - num(at({ vol: 0.25 - hV }).delta)) / (2 * hV),
        5,
      );
      // One calendar day passing: T shrinks. Central difference around T.
      const thetaFd = num(at({ years: 0.25 - day / 2 }).price) - num(at({ years: 0.25 + day / 2 }).price);
      expect(num(g.theta)).toBeCloseTo(thetaFd, 5);
      const charmFd = num(at({ years: 0.25 - day / 2 }).delta) - num(at({ years: 0.25 + day / 2 }).delta);
      expect(num(g.charm)).toBeCloseTo(charmFd, 7);
    });
  }

  it('returns all-null greeks for missing or non-positive inputs, never zeros', () => {
    const bad: Partial<BsInput>[] = [
      { vol: null },
      { vol: 0 },
      { spot: -1 },
      { strike: 0 },
      { years: 0 },
      { rate: null },
      { spot: NaN },
    ];
    for (const b of bad) {
      const g = bsGreeks({ type: 'call', ...hull, ...b });
      expect(Object.values(g).every((x) => x === null)).toBe(true);
    }
  });

  it('accepts a zero rate', () => {
    expect(bsGreeks({ type: 'call', ...hull, rate: 0 }).price).toBeGreaterThan(2);
  });
});
