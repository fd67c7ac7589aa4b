import { describe, expect, it } from 'vitest';
import { buildLineModel, nearestX, padExtent, type LineSeries } from './line-chart-model';

const a: LineSeries = {
  id: 'a',
  label: 'A',
  color: 'red',
  points: [
    { x: 1, y: 5 },
    { x: 3, y: null },
    { x: 5, y: -2 },
  ],
};
const b: LineSeries = { id: 'b', label: 'B', color: 'blue', points: [{ x: 2, y: 10 }] };

describe('buildLineModel', () => {
  it('unions x values, keeps null y values out of the extent, and indexes y by x per series', () => {
    const m = buildLineModel([a, b]);
    expect(m.xs).toEqual([1, 2, 3, 5]);
    expect(m.xExtent).toEqual([1, 5]);
    expect(m.yExtent).toEqual([-2, 10]);
    expect(m.byX.get('a')?.get(3)).toBeNull();
    expect(m.byX.get('a')?.has(2)).toBe(false);
    expect(m.byX.get('b')?.get(2)).toBe(10);
  });

  it('widens the y extent with reference values (a mean line)', () => {
    expect(buildLineModel([b], [20]).yExtent).toEqual([10, 20]);
  });

  it("draws an x domain at least (a session's hours), which the data widens, and nothing without data", () => {
    expect(buildLineModel([b], [], [-5, 1]).xExtent).toEqual([-5, 2]);
    expect(buildLineModel([b], [], [0, 9]).xExtent).toEqual([0, 9]);
    expect(buildLineModel([{ ...b, points: [] }], [], [0, 1]).xExtent).toBeNull();
  });

  it('has no extents when every y is null', () => {
    const m = buildLineModel([{ ...a, points: [{ x: 1, y: null }] }]);
    expect(m.yExtent).toBeNull();
    expect(m.xExtent).toEqual([1, 1]);
  });
});

describe('nearestX', () => {
  it('finds the closest x on either side', () => {
    const xs = [1, 2, 3, 5];
    expect(nearestX(xs, 4.2)).toBe(5);
    expect(nearestX(xs, 3.9)).toBe(3);
    expect(nearestX(xs, -10)).toBe(1);
    expect(nearestX(xs, 99)).toBe(5);
    expect(nearestX([], 1)).toBeNull();
  });
});

describe('padExtent', () => {
  it('pads a range and opens a flat one', () => {
    expect(padExtent([0, 10], 0.1)).toEqual([-1, 11]);
    const [lo, hi] = padExtent([0.2, 0.2]);
    expect(lo).toBeLessThan(0.2);
    expect(hi).toBeGreaterThan(0.2);
  });
});
