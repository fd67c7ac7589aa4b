/**
 * The value axis of a horizontal bar chart (one row per category): a gridline and a label per tick across
 * the rows, and the axis title with its unit underneath.
 */
import type { ScaleLinear } from 'd3';
import type { ReactElement } from 'react';
import { labelledTicks } from './labelled-ticks';

/** What every horizontal bar chart says in words: its name, its value axis and how values print. */
export interface BarChartText {
  readonly formatValue: (v: number) => string;
  /** Title of the value axis, with its unit. */
  readonly valueLabel: string;
  /** Accessible name of the chart. */
  readonly label: string;
}

export function BarValueAxis(props: {
  readonly x: ScaleLinear<number, number>;
  readonly ticks: readonly number[];
  readonly innerW: number;
  readonly innerH: number;
  readonly formatValue: (v: number) => string;
  readonly title: string;
  /** A diverging axis draws its zero line heavier: the side of zero is the sign. */
  readonly zeroLine?: boolean;
}): ReactElement {
  const { x, innerH } = props;
  return (
    <g>
      {labelledTicks(props.ticks, props.formatValue).map(({ value: t, label }) => (
        <g key={t} transform={`translate(${x(t)},0)`}>
          {props.zeroLine ? (
            <line y1={0} y2={innerH} stroke="var(--app-line)" strokeWidth={t === 0 ? 1.4 : 0.5} />
          ) : (
            <line y1={0} y2={innerH} stroke="var(--app-line)" strokeDasharray="2 3" />
          )}
          <text y={innerH + 14} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
            {label}
          </text>
        </g>
      ))}
      <text x={props.innerW / 2} y={innerH + 27} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
        {props.title}
      </text>
    </g>
  );
}
