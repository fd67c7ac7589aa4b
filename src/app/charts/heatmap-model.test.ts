import { describe, expect, it } from 'vitest';
import { cellAtPoint, gridExtent, thinLabels } from './heatmap-model';

describe('gridExtent', () => {
  it('ignores nulls and non-finite cells, and has no extent when nothing is observed', () => {
    expect(
      gridExtent([
        [0.2, null],
        [Number.NaN, 0.35],
        [0.18, 0.3],
      ]),
    ).toEqual([0.18, 0.35]);
    expect(gridExtent([[null, null]])).toBeNull();
    expect(gridExtent([])).toBeNull();
  });
});

describe('cellAtPoint', () => {
  const size = { width: 100, height: 50, rows: 5, cols: 4 };
  it('maps the top-left pixel to the last row (drawn at the top) and first column', () => {
    expect(cellAtPoint(0, 0, size)).toEqual({ row: 4, col: 0 });
  });
  it('maps the bottom-right pixel to row 0 and the last column', () => {
    expect(cellAtPoint(99.9, 49.9, size)).toEqual({ row: 0, col: 3 });
  });
  it('is null outside the plot', () => {
    expect(cellAtPoint(-1, 10, size)).toBeNull();
    expect(cellAtPoint(10, 50, size)).toBeNull();
    expect(cellAtPoint(10, 10, { ...size, rows: 0 })).toBeNull();
  });
});

describe('thinLabels', () => {
  it('keeps every label when there is room and skips when there is not', () => {
    expect(thinLabels(5, 500, 40)).toEqual([0, 1, 2, 3, 4]);
    expect(thinLabels(10, 100, 30)).toEqual([0, 3, 6, 9]);
    expect(thinLabels(0, 100, 30)).toEqual([]);
  });
});
