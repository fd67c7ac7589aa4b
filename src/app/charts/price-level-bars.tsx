/**
 * Price levels as horizontal bars (one row per level, highest price on top) for measures that are
 * never negative, such as off-exchange dollars at a level: bars start at zero on the left, the value is
 * printed at the bar's end, a marked row (e.g. nearest the reference price) is labelled, and hovering
 * a row reads out its detail.
 */
import { scaleLinear } from 'd3';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { BarValueAxis, type BarChartText } from './bar-value-axis';
import { useElementWidth } from './use-element-width';

export interface PriceLevelBar {
  readonly key: string;
  readonly label: string;
  /** null = not observed: no bar, "—". */
  readonly value: number | null;
}

export interface PriceLevelBarsProps extends BarChartText {
  readonly rows: readonly PriceLevelBar[];
  readonly markKey?: string;
  readonly markLabel?: string;
  readonly readout: (key: string) => ReactNode;
  readonly rowHeight?: number;
}

const M = { top: 4, right: 64, bottom: 30, left: 64 };

export function PriceLevelBars(props: PriceLevelBarsProps): ReactElement {
  const { rows, rowHeight = 20 } = props;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<string | null>(null);
  const innerW = Math.max(60, width - M.left - M.right);
  const innerH = rows.length * rowHeight;
  const max = useMemo(() => rows.reduce((m, r) => Math.max(m, r.value ?? 0), 0), [rows]);
  const x = useMemo(
    () =>
      scaleLinear()
        .domain([0, max > 0 ? max : 1])
        .range([0, innerW])
        .nice(),
    [max, innerW],
  );
  const ticks = x.ticks(4);
  return (
    <div ref={ref} className="w-full">
      <div className="mb-1 h-5 truncate text-xs tabular-nums" aria-live="polite">
        {hover !== null ? props.readout(hover) : <span className="text-muted">Hover a level for its detail.</span>}
      </div>
      <svg width={width} height={innerH + M.top + M.bottom} role="img" aria-label={props.label}>
        <g transform={`translate(${M.left},${M.top})`}>
          <BarValueAxis
            x={x}
            ticks={ticks}
            innerW={innerW}
            innerH={innerH}
            formatValue={props.formatValue}
            title={props.valueLabel}
          />
          {rows.map((r, i) => {
            const y = i * rowHeight;
            const marked = r.key === props.markKey;
            return (
              <g
                key={r.key}
                transform={`translate(0,${y})`}
                onMouseEnter={() => setHover(r.key)}
                onMouseLeave={() => setHover(null)}
              >
                <rect
                  x={-M.left}
                  width={width}
                  height={rowHeight}
                  fill={hover === r.key ? 'rgba(255,255,255,0.05)' : 'transparent'}
                />
                <text
                  x={-6}
                  y={rowHeight / 2}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={10}
                  fontWeight={marked ? 700 : 400}
                  fill={marked ? 'var(--app-fg)' : 'var(--app-muted)'}
                >
                  {marked ? `▶ ${r.label}` : r.label}
                </text>
                {r.value !== null ? (
                  <rect
                    x={0}
                    y={3}
                    width={Math.max(1, x(r.value))}
                    height={rowHeight - 6}
                    fill="var(--app-accent)"
                    opacity={marked ? 1 : 0.75}
                    stroke={marked ? 'var(--app-fg)' : 'none'}
                  />
                ) : null}
                <text
                  x={(r.value !== null ? x(r.value) : 0) + 4}
                  y={rowHeight / 2}
                  dy="0.32em"
                  fontSize={10}
                  fill="var(--app-fg)"
                >
                  {r.value !== null ? props.formatValue(r.value) : '—'}
                  {marked && props.markLabel ? `  ${props.markLabel}` : ''}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}
