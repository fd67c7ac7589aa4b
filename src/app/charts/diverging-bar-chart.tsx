/**
 * Horizontal bars that diverge from zero, one row per category and up to a few series per row (calls
 * and puts, or one net figure). Signs are printed with the values and the axis marks the zero, so the
 * reading never depends on colour alone. Null values draw no bar and read "—".
 */
import { scaleLinear } from 'd3';
import { useMemo, useState, type ReactElement } from 'react';
import { BarValueAxis, type BarChartText } from './bar-value-axis';
import { pointerInElement } from './pointer';
import { useElementWidth } from './use-element-width';

export interface BarSeries {
  readonly id: string;
  readonly label: string;
  readonly color: string;
}

export interface BarRow {
  readonly key: string;
  readonly label: string;
  /** One value per series, in series order. */
  readonly values: readonly (number | null)[];
}

export interface DivergingBarChartProps extends BarChartText {
  readonly rows: readonly BarRow[];
  readonly series: readonly BarSeries[];
  /** Print each value at its bar's end (few rows only). */
  readonly showValues?: boolean;
  /** Height of one row's band in px. */
  readonly rowHeight?: number;
  /** Row key to emphasise (e.g. the strike nearest spot). */
  readonly markKey?: string;
}

const M = { top: 6, right: 70, bottom: 30, left: 78 };

export function DivergingBarChart(props: DivergingBarChartProps): ReactElement {
  const { rows, series, rowHeight = series.length > 1 ? (props.showValues ? 30 : 16) : 22 } = props;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const innerW = Math.max(60, width - M.left - M.right);
  const innerH = rows.length * rowHeight;
  const height = innerH + M.top + M.bottom;

  const x = useMemo(() => {
    let maxAbs = 0;
    for (const r of rows)
      for (const v of r.values) if (v !== null && Number.isFinite(v)) maxAbs = Math.max(maxAbs, Math.abs(v));
    // Room at both ends for the printed values.
    const span = (maxAbs || 1) * (props.showValues ? 1.6 : 1);
    return scaleLinear().domain([-span, span]).nice().range([0, innerW]);
  }, [rows, innerW, props.showValues]);

  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted">No rows to draw.</p>;

  const barH = Math.max(3, (rowHeight - 4) / series.length);
  const ticks = x.ticks(Math.max(2, Math.floor(innerW / 110)));
  const hovered = hover === null ? null : rows[hover];

  return (
    <div ref={ref} className="w-full">
      <ul className="flex flex-wrap gap-x-4 text-xs text-muted" aria-label="Legend">
        {series.map((s) => (
          <li key={s.id} className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
        <li>bars right of 0 are positive (+), left negative (−)</li>
      </ul>
      <div className="mt-1 h-5 truncate text-xs tabular-nums" aria-live="polite">
        {hovered ? (
          <span>
            <span className="text-muted">{hovered.label}</span>
            {series.map((s, i) => {
              const v = hovered.values[i] ?? null;
              return (
                <span key={s.id} className="ml-3">
                  {s.label} {v === null ? '—' : props.formatValue(v)}
                </span>
              );
            })}
          </span>
        ) : (
          <span className="text-muted">Hover a bar for its values.</span>
        )}
      </div>
      <svg
        role="img"
        aria-label={props.label}
        width={width}
        height={height}
        className="block select-none"
        onMouseLeave={() => setHover(null)}
        onMouseMove={(e) => {
          const i = Math.floor((pointerInElement(e).y - M.top) / rowHeight);
          setHover(i >= 0 && i < rows.length ? i : null);
        }}
      >
        <g transform={`translate(${M.left},${M.top})`}>
          <BarValueAxis
            x={x}
            ticks={ticks}
            innerW={innerW}
            innerH={innerH}
            formatValue={props.formatValue}
            title={props.valueLabel}
            zeroLine
          />
          {rows.map((r, i) => (
            <g key={r.key} transform={`translate(0,${i * rowHeight})`}>
              {hover === i || props.markKey === r.key ? (
                <rect
                  x={-M.left}
                  width={innerW + M.left}
                  height={rowHeight}
                  fill="var(--app-raised)"
                  opacity={hover === i ? 0.9 : 0.5}
                />
              ) : null}
              <text x={-6} y={rowHeight / 2} dy="0.32em" textAnchor="end" fontSize={10} fill="var(--app-fg)">
                {r.label}
              </text>
              {series.map((s, j) => {
                const v = r.values[j] ?? null;
                if (v === null || !Number.isFinite(v)) return null;
                const x0 = x(Math.min(0, v));
                const w = Math.max(1, Math.abs(x(v) - x(0)));
                const y = 2 + j * barH;
                return (
                  <g key={s.id}>
                    <rect x={x0} y={y} width={w} height={Math.max(2, barH - 1)} fill={s.color} />
                    {props.showValues ? (
                      <text
                        x={v >= 0 ? x0 + w + 4 : x0 - 4}
                        y={y + barH / 2}
                        dy="0.32em"
                        textAnchor={v >= 0 ? 'start' : 'end'}
                        fontSize={10}
                        fill="var(--app-fg)"
                      >
                        {props.formatValue(v)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
