/** Geometry and colour domain of a value grid drawn as a heatmap; pure, computed once per data change. */

export type Grid = readonly (readonly (number | null)[])[];

/** [min, max] of the observed (non-null, finite) cells; null when none is observed. */
export function gridExtent(values: Grid): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of values) {
    for (const v of row) {
      if (v === null || !Number.isFinite(v)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

export interface CellIndex {
  readonly row: number;
  readonly col: number;
}

/** The plot area of a heatmap in CSS pixels and its grid's row and column counts. */
export interface HeatmapPlot {
  readonly width: number;
  readonly height: number;
  readonly rows: number;
  readonly cols: number;
}

/** Width and height of one cell (0 when the grid is empty). */
export function cellSize(plot: HeatmapPlot): { readonly cw: number; readonly ch: number } {
  return { cw: plot.cols > 0 ? plot.width / plot.cols : 0, ch: plot.rows > 0 ? plot.height / plot.rows : 0 };
}

/**
 * The cell under a point of the plot area. Row 0 is drawn at the bottom (the lowest moneyness), so
 * the y axis reads upward like every other chart.
 */
export function cellAtPoint(px: number, py: number, plot: HeatmapPlot): CellIndex | null {
  const { width, height, rows, cols } = plot;
  if (rows <= 0 || cols <= 0 || px < 0 || py < 0 || px >= width || py >= height) return null;
  const col = Math.min(cols - 1, Math.floor((px / width) * cols));
  const fromTop = Math.min(rows - 1, Math.floor((py / height) * rows));
  return { row: rows - 1 - fromTop, col };
}

/** Indexes of labels to show so that they are at least `minGap` pixels apart. */
export function thinLabels(count: number, span: number, minGap: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil((minGap * count) / Math.max(1, span)));
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  return out;
}
