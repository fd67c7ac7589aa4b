import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import { formatMoneyness, hasSmile, smileAt, surfaceCell, toDecimalMoneyness, toSurfaceGrid } from './surface-grid';

/** A surface answer as the app receives it: read through the endpoint's schema. */
function surface(body: unknown) {
  const r = readAnswer('volatility.surface', body);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const payload = {
  ticker: 'SPY',
  spot: 600,
  moneyness: [-0.05, 0, 0.05],
  expirations: ['2026-03-20', '2026-04-17'],
  dte: [10, 38],
  iv: [
    [0.25, 0.24],
    [0.2, null],
    [0.18, 0.19],
  ],
  strike: [
    [570, 570],
    [600, 600],
    [630, 630],
  ],
  delta: [
    [-0.2, -0.25],
    [0.5, 0.5],
    [0.22, 0.3],
  ],
  oi: [
    [100, 200],
    [300, 400],
    [500, 600],
  ],
  volume: [
    [1, 2],
    [3, 4],
    [5, 6],
  ],
  atm: { atm_iv_30d: 0.21, mean_atm_iv: 0.2, front_atm_iv: 0.2 },
};

describe('toSurfaceGrid', () => {
  it('reads a moneyness-major payload with aligned matrices and ATM stats', () => {
    const g = toSurfaceGrid(surface(payload))!;
    expect(g.moneyness).toEqual([-0.05, 0, 0.05]);
    expect(g.dte).toEqual([10, 38]);
    expect(g.iv[1]).toEqual([0.2, null]);
    expect(g.atmIv30d).toBe(0.21);
    expect(surfaceCell(g, 2, 1)).toEqual({
      moneyness: 0.05,
      dte: 38,
      expiration: '2026-04-17',
      iv: 0.19,
      strike: 630,
      delta: 0.3,
      oi: 600,
      volume: 6,
    });
  });

  it('keeps a missing IV as null, never 0', () => {
    const g = toSurfaceGrid(surface(payload))!;
    expect(surfaceCell(g, 1, 1)?.iv).toBeNull();
  });

  it('transposes a DTE-major payload and sorts both axes ascending', () => {
    const g = toSurfaceGrid(
      surface({
        surface: {
          moneyness: [5, 0, -5],
          dte: [38, 10],
          expirations: ['b', 'a'],
          iv: [
            [0.19, null, 0.24],
            [0.18, 0.2, 0.25],
          ],
        },
      }),
    )!;
    expect(g.moneyness).toEqual([-0.05, 0, 0.05]);
    expect(g.dte).toEqual([10, 38]);
    expect(g.expirations).toEqual(['a', 'b']);
    expect(g.iv).toEqual([
      [0.25, 0.24],
      [0.2, null],
      [0.18, 0.19],
    ]);
    expect(g.strike).toBeNull();
  });

  it('is null for an answer whose grid is empty or has an axis value it cannot read', () => {
    expect(toSurfaceGrid(surface({ moneyness: [0], dte: [], iv: [[]] }))).toBeNull();
    expect(toSurfaceGrid(surface({ moneyness: [0, 'x'], dte: [30], iv: [[0.2], [0.3]] }))).toBeNull();
  });

  it('cannot read an answer without the IV matrix, and names it', () => {
    const r = readAnswer('volatility.surface', { error: 'x' });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.path)).toContain('iv');
  });

  it('reads an aligned matrix it cannot read as absent, keeping the IV grid, and names it', () => {
    const r = readAnswer('volatility.surface', { ...payload, delta: 'n/a', atm: 0.2 });
    const g = r.ok ? toSurfaceGrid(r.value) : null;
    expect(g?.delta).toBeNull();
    expect(g?.atmIv30d).toBeNull();
    expect(surfaceCell(g!, 2, 1)?.iv).toBe(0.19);
    expect(r.issues.map((i) => i.path)).toEqual(['delta', 'atm']);
  });
});

describe('moneyness', () => {
  it('turns percent and ratios into decimals', () => {
    expect(toDecimalMoneyness([-10, 0, 10])).toEqual([-0.1, 0, 0.1]);
    expect(toDecimalMoneyness([0.9, 1, 1.1]).map((v) => Math.round(v * 100) / 100)).toEqual([-0.1, 0, 0.1]);
    expect(toDecimalMoneyness([-0.2, 0, 0.2])).toEqual([-0.2, 0, 0.2]);
  });

  it('formats with a sign', () => {
    expect(formatMoneyness(0.025)).toBe('+2.5%');
    expect(formatMoneyness(-0.1)).toBe('−10%');
    expect(formatMoneyness(0)).toBe('0%');
  });
});

describe('smile', () => {
  it('gives IV by moneyness for one expiry, breaking at nulls', () => {
    const g = toSurfaceGrid(surface(payload))!;
    expect(smileAt(g, 1)).toEqual([
      { x: -0.05, y: 0.24 },
      { x: 0, y: null },
      { x: 0.05, y: 0.19 },
    ]);
    expect(hasSmile(g, 0)).toBe(true);
    expect(hasSmile(g, 1)).toBe(false);
  });
});
