/**
 * The implied-volatility surface as a heatmap: moneyness rows × DTE columns drawn on canvas (hundreds of
 * cells), a d3 sequential colour scale with its legend, axes with units in an SVG overlay, and a hover
 * read-out supplied by the caller (IV, strike, delta, OI, volume of the cell). Unquoted cells are
 * hatched, never coloured as a value.
 */
import { interpolateViridis, scaleSequential } from 'd3';
import { useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { cellAtPoint, gridExtent, thinLabels, type CellIndex, type Grid, type HeatmapPlot } from './heatmap-model';
import { ColourLegend, HeatmapAxes, HoveredCellOutline } from './heatmap-overlay';
import { paintHeatmapCells, type CellRect } from './heatmap-paint';
import { pointerInElement } from './pointer';
import { useCanvasPainter } from './use-canvas-painter';
import { useElementWidth } from './use-element-width';

export interface IvSurfaceHeatmapProps {
  /** Row values, ascending (drawn bottom to top). */
  readonly rows: readonly number[];
  /** Column values, ascending (left to right). */
  readonly cols: readonly number[];
  /** values[row][col], decimal IV; null = no quote. */
  readonly values: Grid;
  readonly rowLabel: string;
  readonly colLabel: string;
  readonly formatRow: (v: number) => string;
  readonly formatCol: (v: number) => string;
  readonly formatValue: (v: number) => string;
  readonly readout: (cell: CellIndex) => ReactNode;
  /** Click on a cell (e.g. to read its through-time percentile). */
  readonly onSelect?: (cell: CellIndex) => void;
  readonly label: string;
  readonly height?: number;
}

const M = { top: 8, right: 12, bottom: 34, left: 62 };
const LEGEND_W = 56;
const NULL_FILL = '#3a3f47';

/** Hatch: an unquoted cell must not read as a low value. */
function paintUnquoted(ctx: CanvasRenderingContext2D, cell: CellRect): void {
  ctx.fillStyle = NULL_FILL;
  ctx.fillRect(cell.x, cell.y, cell.w, cell.h);
  ctx.strokeStyle = '#6b7280';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(cell.x, cell.y + cell.h);
  ctx.lineTo(cell.x + cell.w, cell.y);
  ctx.stroke();
}

export function IvSurfaceHeatmap(props: IvSurfaceHeatmapProps): ReactElement {
  const { rows, cols, values, height = 340 } = props;
  const [wrapRef, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<CellIndex | null>(null);

  const plotW = Math.max(60, width - M.left - M.right - LEGEND_W);
  const plotH = Math.max(60, height - M.top - M.bottom);
  const plot: HeatmapPlot = useMemo(
    () => ({ width: plotW, height: plotH, rows: rows.length, cols: cols.length }),
    [plotW, plotH, rows.length, cols.length],
  );
  const extent = useMemo(() => gridExtent(values), [values]);
  const color = useMemo(
    () =>
      extent
        ? scaleSequential(interpolateViridis).domain(
            extent[0] === extent[1] ? [extent[0] - 0.01, extent[1] + 0.01] : extent,
          )
        : null,
    [extent],
  );

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D) =>
      paintHeatmapCells(ctx, values, plot, (v) => (color && Number.isFinite(v) ? color(v) : null), paintUnquoted),
    [values, plot, color],
  );
  const canvasRef = useCanvasPainter(plotW, plotH, paint);

  const colIdx = useMemo(() => thinLabels(cols.length, plotW, 44), [cols.length, plotW]);
  const rowIdx = useMemo(() => thinLabels(rows.length, plotH, 16), [rows.length, plotH]);
  const cellAt = (e: { clientX: number; clientY: number; currentTarget: Element }): CellIndex | null => {
    const p = pointerInElement(e);
    return cellAtPoint(p.x, p.y, plot);
  };

  return (
    <div ref={wrapRef} className="w-full">
      <div className="mb-1 h-5 truncate text-xs tabular-nums" aria-live="polite">
        {hover ? (
          props.readout(hover)
        ) : (
          <span className="text-muted">Hover a cell for IV, strike, delta, OI and volume.</span>
        )}
      </div>
      <div className="relative" style={{ height }}>
        <canvas
          ref={canvasRef}
          data-testid="iv-surface-canvas"
          aria-label={props.label}
          role="img"
          style={{ position: 'absolute', left: M.left, top: M.top, width: plotW, height: plotH }}
          onMouseMove={(e) => setHover(cellAt(e))}
          onMouseLeave={() => setHover(null)}
          onClick={(e) => {
            const cell = cellAt(e);
            if (cell && props.onSelect) props.onSelect(cell);
          }}
        />
        <svg width={width} height={height} className="pointer-events-none absolute left-0 top-0" aria-hidden="true">
          <g transform={`translate(${M.left},${M.top})`}>
            <HeatmapAxes
              plot={plot}
              colIdx={colIdx}
              rowIdx={rowIdx}
              colText={(i) => props.formatCol(cols[i]!)}
              rowText={(i) => props.formatRow(rows[i]!)}
              colTitle={props.colLabel}
              rowTitle={props.rowLabel}
            />
            {hover ? <HoveredCellOutline plot={plot} cell={hover} /> : null}
          </g>
          {color ? (
            <g transform={`translate(${M.left + plotW + 12},${M.top})`}>
              <ColourLegend
                id="iv-legend-gradient"
                colourAt={interpolateViridis}
                domain={color.domain() as [number, number]}
                tickCount={5}
                formatValue={props.formatValue}
                height={plotH - 24}
                barWidth={12}
              />
              <rect y={plotH - 14} width={12} height={12} fill={NULL_FILL} />
              <text x={16} y={plotH - 8} dy="0.32em" fontSize={9} fill="var(--app-muted)">
                no quote
              </text>
            </g>
          ) : null}
        </svg>
      </div>
    </div>
  );
}
