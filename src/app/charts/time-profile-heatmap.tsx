/**
 * A time-by-price profile: 5-minute buckets × price levels drawn on canvas (thousands of cells) with a
 * d3 colour scale for shares, the POC line and the 70% value-area band, the largest block prints as
 * markers, and the per-row totals (volume at price) as a histogram beside it. Axes, legend and the
 * level labels sit in an SVG overlay; the hover read-out is supplied by the caller.
 */
import { interpolateInferno, scaleSequentialSqrt } from 'd3';
import { useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  cellAtPoint,
  cellSize,
  gridExtent,
  thinLabels,
  type CellIndex,
  type Grid,
  type HeatmapPlot,
} from './heatmap-model';
import { ColourLegend, HeatmapAxes, HoveredCellOutline, rowCentreY } from './heatmap-overlay';
import { paintHeatmapCells } from './heatmap-paint';
import { pointerInElement } from './pointer';
import { useCanvasPainter } from './use-canvas-painter';
import { useElementWidth } from './use-element-width';

export interface ProfileMarker {
  readonly col: number;
  readonly row: number;
  /** Relative size 0–1 (marker radius). */
  readonly weight: number;
  readonly label: string;
}

export interface TimeProfileHeatmapProps {
  /** Price levels, ascending (drawn bottom to top). */
  readonly prices: readonly number[];
  /** Bucket labels, left to right ("HH:MM" ET). */
  readonly buckets: readonly string[];
  /** values[priceRow][bucket], shares; null = no print there. */
  readonly values: Grid;
  /** Shares per price row (volume at price). */
  readonly rowTotals: readonly number[];
  readonly pocRow: number | null;
  readonly valRow: number | null;
  readonly vahRow: number | null;
  readonly markers: readonly ProfileMarker[];
  readonly formatPrice: (v: number) => string;
  readonly formatShares: (v: number) => string;
  readonly readout: (cell: CellIndex) => ReactNode;
  readonly label: string;
  readonly height?: number;
}

const M = { top: 8, right: 8, bottom: 34, left: 58 };
const HIST_W = 90;
const LEGEND_W = 64;
const EMPTY_FILL = '#15181d';
const POC_COLOUR = '#22d3ee';
const VA_COLOUR = 'rgba(148, 163, 184, 0.16)';
const BLOCK_COLOUR = '#f8fafc';
// A dark outline behind level labels keeps them legible over bright cells.
const HALO = { stroke: '#0b0d10', strokeWidth: 3, paintOrder: 'stroke' } as const;

export function TimeProfileHeatmap(props: TimeProfileHeatmapProps): ReactElement {
  const { prices, buckets, values, rowTotals, pocRow, valRow, vahRow, height = 380 } = props;
  const [wrapRef, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<CellIndex | null>(null);

  const plotW = Math.max(80, width - M.left - M.right - HIST_W - LEGEND_W - 8);
  const plotH = Math.max(80, height - M.top - M.bottom);
  const nr = prices.length;
  const nc = buckets.length;
  const plot: HeatmapPlot = useMemo(
    () => ({ width: plotW, height: plotH, rows: nr, cols: nc }),
    [plotW, plotH, nr, nc],
  );
  const { cw, ch } = cellSize(plot);
  const extent = useMemo(() => gridExtent(values), [values]);
  // Square-root scale: a few large prints would otherwise leave every other cell dark.
  const color = useMemo(
    () => (extent ? scaleSequentialSqrt(interpolateInferno).domain([0, Math.max(1, extent[1])]) : null),
    [extent],
  );
  const maxRow = useMemo(() => rowTotals.reduce((m, v) => Math.max(m, v), 0), [rowTotals]);

  // A bucket with no print keeps the background: no shares is not a small number of shares.
  const paintCells = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      ctx.fillStyle = EMPTY_FILL;
      ctx.fillRect(0, 0, plot.width, plot.height);
      paintHeatmapCells(ctx, values, plot, (v) => (color && v > 0 ? color(v) : null));
    },
    [values, plot, color],
  );
  const canvasRef = useCanvasPainter(plotW, plotH, paintCells);

  // Volume at price: one bar per row, value-area rows brighter, the POC row in the POC colour.
  const paintHistogram = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      if (maxRow <= 0) return;
      for (let r = 0; r < nr; r++) {
        const v = rowTotals[r] ?? 0;
        if (v <= 0) continue;
        const inVa = valRow !== null && vahRow !== null && r >= valRow && r <= vahRow;
        ctx.fillStyle = r === pocRow ? POC_COLOUR : inVa ? '#94a3b8' : '#4b5563';
        const y = plotH - (r + 1) * ch;
        ctx.fillRect(0, y + (ch > 3 ? 0.5 : 0), (v / maxRow) * (HIST_W - 4), Math.max(1, ch - (ch > 3 ? 1 : 0)));
      }
    },
    [rowTotals, maxRow, nr, ch, plotH, pocRow, valRow, vahRow],
  );
  const histRef = useCanvasPainter(HIST_W, plotH, paintHistogram);

  // Time labels on whole half-hours and hours where they fit (5-minute buckets from the 9:30 open).
  const colIdx = useMemo(() => {
    const step = [1, 2, 3, 6, 12, 24].find((s) => s * cw >= 40) ?? 24;
    return Array.from({ length: Math.ceil(nc / step) }, (_, i) => i * step);
  }, [nc, cw]);
  const rowIdx = useMemo(() => thinLabels(nr, plotH, 16), [nr, plotH]);
  const legendH = Math.max(40, plotH - 30);
  const rowY = (r: number): number => rowCentreY(plot, r);
  const maxWeight = props.markers.reduce((m, k) => Math.max(m, k.weight), 0) || 1;

  return (
    <div ref={wrapRef} className="w-full">
      <div className="mb-1 h-5 truncate text-xs tabular-nums" aria-live="polite" data-testid="profile-readout">
        {hover ? (
          props.readout(hover)
        ) : (
          <span className="text-muted">
            Hover a cell for time, price, shares and the buy / sell / away split (NBBO-location proxy).
          </span>
        )}
      </div>
      <div className="relative" style={{ height }}>
        <canvas
          ref={canvasRef}
          data-testid="time-profile-canvas"
          aria-label={props.label}
          role="img"
          style={{ position: 'absolute', left: M.left, top: M.top, width: plotW, height: plotH }}
          onMouseMove={(e) => {
            const p = pointerInElement(e);
            setHover(cellAtPoint(p.x, p.y, plot));
          }}
          onMouseLeave={() => setHover(null)}
        />
        <canvas
          ref={histRef}
          aria-label="Volume at price (shares per price row)"
          role="img"
          style={{ position: 'absolute', left: M.left + plotW + 6, top: M.top, width: HIST_W, height: plotH }}
        />
        <svg width={width} height={height} className="pointer-events-none absolute left-0 top-0" aria-hidden="true">
          <g transform={`translate(${M.left},${M.top})`}>
            {valRow !== null && vahRow !== null ? (
              <g>
                <rect
                  x={0}
                  y={plotH - (vahRow + 1) * ch}
                  width={plotW + 6 + HIST_W}
                  height={(vahRow - valRow + 1) * ch}
                  fill={VA_COLOUR}
                  stroke="#94a3b8"
                  strokeDasharray="4 3"
                  strokeWidth={1}
                />
                <text x={plotW + 8} y={plotH - (vahRow + 1) * ch - 2} fontSize={9} fill="#cbd5e1" {...HALO}>
                  VAH {props.formatPrice(prices[vahRow]!)}
                </text>
                <text x={plotW + 8} y={plotH - valRow * ch + 9} fontSize={9} fill="#cbd5e1" {...HALO}>
                  VAL {props.formatPrice(prices[valRow]!)}
                </text>
              </g>
            ) : null}
            {pocRow !== null ? (
              <g>
                <line
                  x1={0}
                  x2={plotW + 6 + HIST_W}
                  y1={rowY(pocRow)}
                  y2={rowY(pocRow)}
                  stroke={POC_COLOUR}
                  strokeWidth={1.5}
                />
                <text
                  x={plotW - 4}
                  y={rowY(pocRow) - 3}
                  textAnchor="end"
                  fontSize={10}
                  fontWeight={600}
                  fill={POC_COLOUR}
                  {...HALO}
                >
                  POC {props.formatPrice(prices[pocRow]!)}
                </text>
              </g>
            ) : null}
            {props.markers.map((k, i) => (
              <g key={i} transform={`translate(${(k.col + 0.5) * cw},${rowY(k.row)})`}>
                <title>{k.label}</title>
                <circle
                  r={3 + 5 * Math.sqrt(k.weight / maxWeight)}
                  fill="none"
                  stroke={BLOCK_COLOUR}
                  strokeWidth={1.5}
                />
                <path d="M-2,0H2M0,-2V2" stroke={BLOCK_COLOUR} strokeWidth={1} />
              </g>
            ))}
            <HeatmapAxes
              plot={plot}
              colIdx={colIdx}
              rowIdx={rowIdx}
              colText={(i) => buckets[i] ?? ''}
              rowText={(i) => props.formatPrice(prices[i]!)}
              colTitle="time (ET, 5-min buckets)"
              rowTitle="price ($)"
            />
            <text x={plotW + 6 + HIST_W / 2} y={plotH + 14} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
              shares at price
            </text>
            {hover ? <HoveredCellOutline plot={plot} cell={hover} /> : null}
          </g>
          {color ? (
            <g transform={`translate(${M.left + plotW + 6 + HIST_W + 14},${M.top})`}>
              <text y={-0} dy="0.8em" fontSize={9} fill="var(--app-muted)">
                shares
              </text>
              <g transform="translate(0,14)">
                <ColourLegend
                  id="tp-legend-gradient"
                  colourAt={(f) => interpolateInferno(Math.sqrt(f))}
                  domain={color.domain() as [number, number]}
                  tickCount={4}
                  formatValue={props.formatShares}
                  height={legendH}
                  barWidth={10}
                />
              </g>
            </g>
          ) : null}
        </svg>
      </div>
      <ul className="mt-1 flex flex-wrap gap-3 text-[11px] text-muted" aria-label="Profile legend">
        <li>
          <span style={{ color: POC_COLOUR }}>━</span> POC (price with most shares)
        </li>
        <li>
          <span className="inline-block h-2 w-3 border border-dashed border-slate-400 bg-slate-400/20" /> 70% value area
        </li>
        <li>◎ largest block prints (size = shares)</li>
        <li>
          <span className="inline-block h-2 w-3 border border-line" style={{ background: EMPTY_FILL }} /> no print
        </li>
      </ul>
    </div>
  );
}
