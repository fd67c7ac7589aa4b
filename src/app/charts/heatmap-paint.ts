/** Canvas painting of a heatmap's cells, shared by every grid drawn as one (row 0 at the bottom). */
import { cellSize, type Grid, type HeatmapPlot } from './heatmap-model';

export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Fills each cell with the colour `fill` gives its value. A cell without a value, or one `fill` gives
 * no colour for, is handed to `paintEmpty` (or left as the background when there is none).
 */
export function paintHeatmapCells(
  ctx: CanvasRenderingContext2D,
  values: Grid,
  plot: HeatmapPlot,
  fill: (v: number) => string | null,
  paintEmpty?: (ctx: CanvasRenderingContext2D, cell: CellRect) => void,
): void {
  const { cw, ch } = cellSize(plot);
  for (let r = 0; r < plot.rows; r++) {
    const row = values[r];
    const y = plot.height - (r + 1) * ch;
    for (let c = 0; c < plot.cols; c++) {
      const v = row?.[c] ?? null;
      const colour = v === null ? null : fill(v);
      // Cells overlap by the rounding so no hairline gaps show between them.
      const cell = { x: c * cw, y, w: Math.ceil(cw), h: Math.ceil(ch) };
      if (colour !== null) {
        ctx.fillStyle = colour;
        ctx.fillRect(cell.x, cell.y, cell.w, cell.h);
      } else if (paintEmpty) {
        paintEmpty(ctx, cell);
      }
    }
  }
}
