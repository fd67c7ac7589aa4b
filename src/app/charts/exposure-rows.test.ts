import { describe, expect, it } from 'vitest';
import { exposureRows, nearestStrike } from './exposure-rows';

const payload = {
  by_strike: [
    {
      strike: 105,
      call_gex: 3,
      put_gex: -1,
      net_gex: 2,
      call_charm: 0.5,
      put_charm: null,
      net_charm: 0.5,
      call_oi: 10,
      put_oi: 2,
    },
    { strike: 95, call_gex: 1, put_gex: -4, net_gex: -3, call_oi: 5, put_oi: 9 },
    { strike: 100, call_gex: 2, put_gex: -2, net_gex: 0, call_oi: 7, put_oi: 7 },
  ],
};

describe('exposureRows', () => {
  it('reads one greek per strike, sorted, keeping nulls', () => {
    const gex = exposureRows(payload, 'gex');
    expect(gex.map((r) => r.strike)).toEqual([95, 100, 105]);
    expect(gex[1]).toMatchObject({ call: 2, put: -2, net: 0 });
    const charm = exposureRows(payload, 'charm');
    expect(charm[2]).toMatchObject({ call: 0.5, put: null });
    expect(charm[0]!.call).toBeNull();
  });
});

describe('nearestStrike', () => {
  const rows = exposureRows(payload, 'gex');
  it('finds the closest strike to a price', () => {
    expect(nearestStrike(rows, 96)).toBe(0);
    expect(nearestStrike(rows, 98)).toBe(1);
    expect(nearestStrike(rows, 300)).toBe(2);
    expect(nearestStrike([], 1)).toBe(-1);
  });
});
