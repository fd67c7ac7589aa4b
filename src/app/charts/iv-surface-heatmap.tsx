/**
 * The implied-volatility surface as a heatmap: moneyness rows × DTE columns drawn on canvas (hundreds of
 * cells), a d3 sequential colour scale with its legend, axes with units in an SVG overlay, and a hover
 * read-out supplied by the caller (IV, strike, delta, OI, volume of the cell). Unquoted cells are
 * hatched, never coloured as a value.
 */
import { interpolateViridis, scaleLinear, scaleSequential } from 'd3';
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cellAtPoint, gridExtent, thinLabels, type CellIndex, type Grid } from './heatmap-model';
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

export function IvSurfaceHeatmap(props: IvSurfaceHeatmapProps): ReactElement {
  const { rows, cols, values, height = 340 } = props;
  const [wrapRef, width] = useElementWidth<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<CellIndex | null>(null);

  const plotW = Math.max(60, width - M.left - M.right - LEGEND_W);
  const plotH = Math.max(60, height - M.top - M.bottom);
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

  // Draw only when data or size changes; hovering touches the SVG overlay, not the canvas.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(plotW * dpr);
    canvas.height = Math.round(plotH * dpr);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, plotW, plotH);
    const nr = rows.length;
    const nc = cols.length;
    if (nr === 0 || nc === 0) return;
    const cw = plotW / nc;
    const ch = plotH / nr;
    for (let r = 0; r < nr; r++) {
      const y = plotH - (r + 1) * ch;
      const row = values[r];
      for (let c = 0; c < nc; c++) {
        const v = row?.[c] ?? null;
        const x = c * cw;
        if (v === null || !Number.isFinite(v) || !color) {
          ctx.fillStyle = NULL_FILL;
          ctx.fillRect(x, y, Math.ceil(cw), Math.ceil(ch));
          // Hatch: an unquoted cell must not read as a low value.
          ctx.strokeStyle = '#6b7280';
          ctx.lineWidth = 1;
          ctx.beginPath();
          ctx.moveTo(x, y + ch);
          ctx.lineTo(x + cw, y);
          ctx.stroke();
        } else {
          ctx.fillStyle = color(v);
          ctx.fillRect(x, y, Math.ceil(cw), Math.ceil(ch));
        }
      }
    }
  }, [rows, cols, values, color, plotW, plotH]);

  const colIdx = useMemo(() => thinLabels(cols.length, plotW, 44), [cols.length, plotW]);
  const rowIdx = useMemo(() => thinLabels(rows.length, plotH, 16), [rows.length, plotH]);
  const cw = cols.length > 0 ? plotW / cols.length : 0;
  const ch = rows.length > 0 ? plotH / rows.length : 0;
  const legendTicks = color ? scaleLinear().domain(color.domain()).ticks(5) : [];

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
          onMouseMove={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            setHover(
              cellAtPoint(e.clientX - box.left, e.clientY - box.top, {
                width: plotW,
                height: plotH,
                rows: rows.length,
                cols: cols.length,
              }),
            );
          }}
          onMouseLeave={() => setHover(null)}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            const cell = cellAtPoint(e.clientX - box.left, e.clientY - box.top, {
              width: plotW,
              height: plotH,
              rows: rows.length,
              cols: cols.length,
            });
            if (cell && props.onSelect) props.onSelect(cell);
          }}
        />
        <svg width={width} height={height} className="pointer-events-none absolute left-0 top-0" aria-hidden="true">
          <g transform={`translate(${M.left},${M.top})`}>
            {colIdx.map((i) => (
              <text
                key={`c${i}`}
                x={(i + 0.5) * cw}
                y={plotH + 14}
                textAnchor="middle"
                fontSize={10}
                fill="var(--app-muted)"
              >
                {props.formatCol(cols[i]!)}
              </text>
            ))}
            <text x={plotW / 2} y={plotH + 30} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
              {props.colLabel}
            </text>
            {rowIdx.map((i) => (
              <text
                key={`r${i}`}
                x={-6}
                y={plotH - (i + 0.5) * ch}
                dy="0.32em"
                textAnchor="end"
                fontSize={10}
                fill="var(--app-muted)"
              >
                {props.formatRow(rows[i]!)}
              </text>
            ))}
            <text
              transform={`translate(${-50},${plotH / 2}) rotate(-90)`}
              textAnchor="middle"
              fontSize={10}
              fill="var(--app-muted)"
            >
              {props.rowLabel}
            </text>
            {hover ? (
              <rect
                x={hover.col * cw}
                y={plotH - (hover.row + 1) * ch}
                width={cw}
                height={ch}
                fill="none"
                stroke="#fff"
                strokeWidth={1.5}
              />
            ) : null}
          </g>
          {color && extent ? (
            <g transform={`translate(${M.left + plotW + 12},${M.top})`}>
              <defs>
                <linearGradient id="iv-legend-gradient" x1="0" y1="1" x2="0" y2="0">
                  {[0, 0.25, 0.5, 0.75, 1].map((f) => (
                    <stop key={f} offset={f} stopColor={interpolateViridis(f)} />
                  ))}
                </linearGradient>
              </defs>
              <rect width={12} height={plotH - 24} fill="url(#iv-legend-gradient)" />
              {legendTicks.map((t) => {
                const [lo, hi] = color.domain() as [number, number];
                const y = (plotH - 24) * (1 - (t - lo) / (hi - lo || 1));
                return (
                  <text key={t} x={16} y={y} dy="0.32em" fontSize={9} fill="var(--app-muted)">
                    {props.formatValue(t)}
                  </text>
                );
              })}
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
