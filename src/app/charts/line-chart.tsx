/**
 * A multi-series line chart in SVG with d3 scales: axes with units, a legend that shows each line's
 * stroke (colour never alone), reference lines, and a hover read-out of every series at the nearest x.
 * Null values break a line; they are never drawn as 0. (Families helper's file; the model with its
 * tests is line-chart-model.ts.)
 */
import { line as d3line, scaleLinear, scaleSqrt } from 'd3';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { buildLineModel, nearestX, padExtent, type LineSeries } from './line-chart-model';
import { HoverPlot } from './hover-plot';
import { useElementWidth } from './use-element-width';
import { XYAxes } from './xy-axes';

export interface RefLine {
  readonly y: number;
  readonly label: string;
  readonly color: string;
}

/** A moment marked across the plot (an economic release on a time axis). */
export interface XMark {
  readonly x: number;
  readonly label: string;
  readonly color: string;
}

export interface LineChartProps {
  readonly series: readonly LineSeries[];
  /** Accessible name of the chart (what and as of when). */
  readonly label: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly formatX: (x: number) => string;
  readonly formatY: (y: number) => string;
  /** Tick labels on x when they should be shorter than the read-out's `formatX`. */
  readonly formatTick?: (x: number) => string;
  /** `sqrt` spreads the short end (days to expiry crowd near 0). */
  readonly xScale?: 'linear' | 'sqrt';
  /** Tick positions on x; d3's ticks when absent. */
  readonly xTicks?: readonly number[];
  /** An x range drawn at least (a session's hours), which the data may widen. */
  readonly xDomain?: readonly [number, number];
  readonly refLines?: readonly RefLine[];
  /** Vertical marks; those outside the x range are left out. */
  readonly xMarks?: readonly XMark[];
  /** Draw y = 0 (signed measures). */
  readonly zeroLine?: boolean;
  readonly height?: number;
  /** Extra read-out content for the hovered x (e.g. the expiry of a DTE). */
  readonly describeX?: (x: number) => ReactNode;
}

const M = { top: 10, right: 22, bottom: 34, left: 64 };
const NO_REF_LINES: readonly RefLine[] = [];
const NO_X_MARKS: readonly XMark[] = [];

export function LineChart(props: LineChartProps): ReactElement {
  const {
    series,
    refLines = NO_REF_LINES,
    xMarks = NO_X_MARKS,
    height = 240,
    xScale = 'linear',
    zeroLine = false,
  } = props;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hoverX, setHoverX] = useState<number | null>(null);

  const model = useMemo(
    () => buildLineModel(series, [...refLines.map((r) => r.y), ...(zeroLine ? [0] : [])], props.xDomain),
    [series, refLines, zeroLine, props.xDomain],
  );
  const innerW = Math.max(40, width - M.left - M.right);
  const innerH = Math.max(40, height - M.top - M.bottom);

  const scales = useMemo(() => {
    if (!model.xExtent || !model.yExtent) return null;
    const [x0, x1] = model.xExtent;
    const x = (xScale === 'sqrt' && x0 >= 0 ? scaleSqrt() : scaleLinear())
      .domain(x0 === x1 ? [Math.max(0, x0 - 1), x1 + 1] : [x0, x1])
      .range([0, innerW]);
    const y = scaleLinear().domain(padExtent(model.yExtent)).nice().range([innerH, 0]);
    return { x, y };
  }, [model, innerW, innerH, xScale]);

  const paths = useMemo(() => {
    if (!scales) return [];
    const gen = d3line<{ x: number; y: number | null }>()
      .defined((p) => p.y !== null && Number.isFinite(p.y))
      .x((p) => scales.x(p.x))
      .y((p) => scales.y(p.y ?? 0));
    return series.map((s) => ({ s, d: gen([...s.points].sort((a, b) => a.x - b.x)) ?? '' }));
  }, [series, scales]);

  const legend = (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      {series.map((s) => (
        <li key={s.id} className="flex items-center gap-1">
          <svg width="22" height="8" aria-hidden="true">
            <line x1="0" y1="4" x2="22" y2="4" stroke={s.color} strokeWidth="2" strokeDasharray={s.dash} />
          </svg>
          {s.label}
        </li>
      ))}
      {refLines.map((r) => (
        <li key={`ref-${r.label}`} className="flex items-center gap-1">
          <svg width="22" height="8" aria-hidden="true">
            <line x1="0" y1="4" x2="22" y2="4" stroke={r.color} strokeWidth="1.5" strokeDasharray="2 3" />
          </svg>
          {r.label}
        </li>
      ))}
    </ul>
  );

  if (!scales) {
    return (
      <div ref={ref} className="flex h-40 items-center justify-center text-sm text-muted">
        No observations to draw.
      </div>
    );
  }

  const xTicks = props.xTicks ?? scales.x.ticks(Math.max(2, Math.floor(innerW / 90)));
  const yTicks = scales.y.ticks(5);
  const tick = props.formatTick ?? props.formatX;
  const hx = hoverX;

  return (
    <div ref={ref} className="w-full">
      {legend}
      <div className="mt-1 h-5 truncate text-xs tabular-nums" aria-live="polite">
        {hx === null ? (
          <span className="text-muted">Hover the chart for values.</span>
        ) : (
          <span>
            <span className="text-muted">{props.xLabel}:</span> {props.formatX(hx)}
            {props.describeX ? <> {props.describeX(hx)}</> : null}
            {series.map((s) => {
              const m = model.byX.get(s.id);
              if (!m?.has(hx)) return null;
              const v = m.get(hx);
              return (
                <span key={s.id} className="ml-3">
                  <span style={{ color: s.color }}>■</span> {s.label}{' '}
                  {v === null || v === undefined ? '—' : props.formatY(v)}
                </span>
              );
            })}
          </span>
        )}
      </div>
      <HoverPlot
        label={props.label}
        width={width}
        height={height}
        margin={M}
        onHover={(at) => setHoverX(at === null ? null : nearestX(model.xs, scales.x.invert(Math.max(0, at.x))))}
      >
        <XYAxes
          x={scales.x}
          y={scales.y}
          xTicks={xTicks}
          yTicks={yTicks}
          innerW={innerW}
          innerH={innerH}
          formatXTick={tick}
          formatYTick={props.formatY}
          xLabel={props.xLabel}
          yLabel={props.yLabel}
          yLabelOffset={52}
          zeroLine={zeroLine}
        />
        {refLines.map((r) => (
          <g key={`r-${r.label}`}>
            <line x1={0} x2={innerW} y1={scales.y(r.y)} y2={scales.y(r.y)} stroke={r.color} strokeDasharray="2 3" />
            <text x={innerW - 4} y={scales.y(r.y) - 4} textAnchor="end" fontSize={10} fill={r.color}>
              {r.label} {props.formatY(r.y)}
            </text>
          </g>
        ))}
        {xMarks
          .filter((m) => model.xExtent !== null && m.x >= model.xExtent[0] && m.x <= model.xExtent[1])
          .map((m, i) => (
            <g key={`x-${m.x}-${m.label}`} data-testid="x-mark" data-x={m.x}>
              <line x1={scales.x(m.x)} x2={scales.x(m.x)} y1={0} y2={innerH} stroke={m.color} strokeDasharray="4 3" />
              <text x={scales.x(m.x) + 3} y={10 + (i % 3) * 11} fontSize={10} fill={m.color}>
                {m.label}
              </text>
            </g>
          ))}
        {paths.map(({ s, d }) => (
          <path key={s.id} d={d} fill="none" stroke={s.color} strokeWidth={1.8} strokeDasharray={s.dash} />
        ))}
        {series
          .filter((s) => s.showPoints)
          .map((s) =>
            s.points.map((p) =>
              p.y === null ? null : (
                <circle key={`${s.id}-${p.x}`} cx={scales.x(p.x)} cy={scales.y(p.y)} r={2.8} fill={s.color} />
              ),
            ),
          )}
        {hx !== null ? (
          <line
            x1={scales.x(hx)}
            x2={scales.x(hx)}
            y1={0}
            y2={innerH}
            stroke="var(--app-muted)"
            strokeDasharray="3 3"
          />
        ) : null}
      </HoverPlot>
    </div>
  );
}
