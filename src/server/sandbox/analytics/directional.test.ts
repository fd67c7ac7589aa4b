import { describe, expect, it } from 'vitest';
import { directionalRow, directionalRows, directionalScore, imbalanceScore, pressures } from './directional';
import { order } from '../testing/test-orders';

describe('directional pressures', () => {
  const orders = [
    order({ type: 'call', direction: 'buy', premium: 500 }),
    order({ type: 'call', direction: 'sell', premium: 200 }),
    order({ type: 'put', direction: 'buy', premium: 300 }),
    order({ type: 'put', direction: 'sell', premium: 100 }),
    order({ type: 'put', direction: 'neutral', premium: 9999 }),
  ];

  it('signs each bucket by its directional meaning and ignores neutral prints', () => {
    expect(pressures(orders)).toEqual({
      call_buy_pressure: 500,
      call_sell_pressure: -200,
      put_buy_pressure: -300,
      put_sell_pressure: 100,
    });
  });

  it('directional_score is the plain sum = (cb + ps) − (cs + pb) unsigned', () => {
    const p = pressures(orders);
    expect(directionalScore(p)).toBe(500 - 200 - 300 + 100);
    expect(directionalScore(p)).toBe(500 + 100 - (200 + 300));
  });

  it('imbalance_score = (|cb| − |pb|) / (|cb| + |pb|), null when both are 0', () => {
    expect(imbalanceScore(pressures(orders))).toBeCloseTo((500 - 300) / (500 + 300));
    expect(
      imbalanceScore({ call_buy_pressure: 0, call_sell_pressure: -5, put_buy_pressure: 0, put_sell_pressure: 5 }),
    ).toBeNull();
    expect(
      imbalanceScore({ call_buy_pressure: 0, call_sell_pressure: 0, put_buy_pressure: -7, put_sell_pressure: 0 }),
    ).toBe(-1);
  });

  it('builds rows sorted by |directional_score|', () => {
    const rows = directionalRows(
      new Map([
        ['AAA', [order({ type: 'call', direction: 'buy', premium: 10 })]],
        ['BBB', [order({ type: 'put', direction: 'buy', premium: 50 })]],
        ['CCC', []],
      ]),
    );
    expect(rows.map((r) => r.ticker)).toEqual(['BBB', 'AAA']);
    expect(directionalRow('X', orders).orders).toBe(5);
  });
});
