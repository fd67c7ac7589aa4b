/**
 * A small SVG line chart for the GEX workspace (d3 scales and axes ticks) whose series are lists of segments: a segment
 * boundary is a break in the line (basis change or a null), never joined. Vertical markers label
 * where and why a break happens.
 */
import { line, scaleLinear } from 'd3';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { labelledTicks } from './labelled-ticks';
import { pointerInElement } from './pointer';
import { useWidth } from './use-size';

export interface LineSeries {
  readonly name: string;
  readonly color: string;
  readonly dashed?: boolean;
  readonly segments: readonly (readonly { x: number; y: number }[])[];
}

export interface XMarker {
  readonly x: number;
  readonly label: string;
}

const M = { top: 8, right: 12, bottom: 22, left: 64 };

export function SegmentedLineChart(props: {
  series: readonly LineSeries[];
  height: number;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  yLabel: string;
  markers?: readonly XMarker[];
  ariaLabel: string;
}): ReactElement {
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap);
  const [hoverX, setHoverX] = useState<number | null>(null);
  const all = useMemo(() => props.series.flatMap((s) => s.segments.flat()), [props.series]);
  const x = useMemo(() => {
    const xs = all.map((p) => p.x);
    return scaleLinear()
      .domain(xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1])
      .range([M.left, Math.max(M.left + 1, width - M.right)]);
  }, [all, width]);
  const y = useMemo(() => {
    const ys = all.map((p) => p.y);
    return scaleLinear()
      .domain(ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1])
      .range([props.height - M.bottom, M.top])
      .nice();
  }, [all, props.height]);
  const path = line<{ x: number; y: number }>()
    .x((p) => x(p.x))
    .y((p) => y(p.y));
  const nearest = (px: number): { name: string; color: string; x: number; y: number }[] => {
    const out: { name: string; color: string; x: number; y: number }[] = [];
    for (const s of props.series) {
      let best: { x: number; y: number } | null = null;
      for (const seg of s.segments)
        for (const p of seg) if (!best || Math.abs(p.x - px) < Math.abs(best.x - px)) best = p;
      if (best) out.push({ name: s.name, color: s.color, ...best });
    }
    return out;
  };
  const read = hoverX === null ? [] : nearest(hoverX);

  return (
    <div ref={wrap} className="relative w-full">
      <svg
        width={width}
        height={props.height}
        role="img"
        aria-label={props.ariaLabel}
        onMouseMove={(e) => setHoverX(x.invert(pointerInElement(e).x))}
        onMouseLeave={() => setHoverX(null)}
      >
        {labelledTicks(y.ticks(4), props.formatY).map(({ value: t, label }) => (
          <g key={t}>
            <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} className="stroke-line" />
            <text x={M.left - 6} y={y(t) + 3} textAnchor="end" className="fill-muted text-[10px]">
              {label}
            </text>
          </g>
        ))}
        {labelledTicks(x.ticks(Math.max(2, Math.floor(width / 110))), props.formatX).map(({ value: t, label }) => (
          <text key={t} x={x(t)} y={props.height - 6} textAnchor="middle" className="fill-muted text-[10px]">
            {label}
          </text>
        ))}
        <text
          x={10}
          y={props.height / 2}
          transform={`rotate(-90 10 ${props.height / 2})`}
          textAnchor="middle"
          className="fill-muted text-[10px]"
        >
          {props.yLabel}
        </text>
        {(props.markers ?? []).map((m) => (
          <g key={`${m.x}-${m.label}`}>
            <line
              x1={x(m.x)}
              x2={x(m.x)}
              y1={M.top}
              y2={props.height - M.bottom}
              className="stroke-warn"
              strokeDasharray="3 3"
            />
            <text x={x(m.x) + 4} y={M.top + 10} className="fill-warn text-[10px]">
              {m.label}
            </text>
          </g>
        ))}
        {props.series.map((s) =>
          s.segments.map((seg, i) =>
            seg.length === 1 ? (
              <circle key={`${s.name}-${i}`} cx={x(seg[0]!.x)} cy={y(seg[0]!.y)} r={2.5} fill={s.color} />
            ) : (
              <path
                key={`${s.name}-${i}`}
                d={path(seg as { x: number; y: number }[]) ?? ''}
                fill="none"
                stroke={s.color}
                strokeWidth={1.75}
                strokeDasharray={s.dashed ? '5 3' : undefined}
                data-segment={`${s.name}-${i}`}
              />
            ),
          ),
        )}
        {hoverX !== null ? (
          <line x1={x(hoverX)} x2={x(hoverX)} y1={M.top} y2={props.height - M.bottom} className="stroke-muted" />
        ) : null}
      </svg>
      {read.length ? (
        <div
          role="status"
          className="pointer-events-none absolute top-1 right-2 rounded border border-line bg-raised px-2 py-1 text-xs"
        >
          <div className="text-muted">{props.formatX(read[0]!.x)}</div>
          {read.map((r) => (
            <div key={r.name} className="num" style={{ color: r.color }}>
              {r.name}: {props.formatY(r.y)}
            </div>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3 pl-16 text-xs">
        {props.series.map((s) => (
          <span key={s.name} className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4" style={{ background: s.color }} /> {s.name}
          </span>
        ))}
      </div>
    </div>
  );
}
