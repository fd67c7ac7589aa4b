import { describe, expect, it } from 'vitest';
import type { ScatterPoint } from './earnings-readings';
import { buildScatterModel, MAX_RADIUS, MIN_RADIUS, paddedDomain, radiusFor } from './scatter-model';

const point = (id: string, t: number, strike: number, premium: number): ScatterPoint => ({
  id,
  t,
  strike,
  premium,
  contracts: null,
  optionType: 'call',
  side: 'buy',
  dte: null,
  iv: null,
});

describe('buildScatterModel', () => {
  it('finds the extents and draws the largest orders first', () => {
    const m = buildScatterModel([point('a', 5, 100, 10), point('b', 1, 120, 1000), point('c', 9, 90, -50)]);
    expect(m.tExtent).toEqual([1, 9]);
    expect(m.strikeExtent).toEqual([90, 120]);
    expect(m.maxPremium).toBe(1000);
    expect(m.drawOrder.map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });

  it('has no extent without orders', () => {
    expect(buildScatterModel([])).toMatchObject({ tExtent: null, strikeExtent: null, drawOrder: [] });
  });
});

describe('radiusFor', () => {
  it('makes area proportional to premium, within the bounds', () => {
    expect(radiusFor(1000, 1000)).toBe(MAX_RADIUS);
    expect(radiusFor(250, 1000)).toBeCloseTo(MAX_RADIUS / 2);
    expect(radiusFor(0, 1000)).toBe(MIN_RADIUS);
    expect(radiusFor(5, 0)).toBe(MIN_RADIUS);
  });
});

describe('paddedDomain', () => {
  it('widens a single value and pads a range', () => {
    expect(paddedDomain([50, 50], 1)).toEqual([49, 51]);
    expect(paddedDomain([0, 100], 1)).toEqual([-4, 104]);
  });
});
