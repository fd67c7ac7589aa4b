/**
 * The axes of an x/y chart in SVG, drawn inside the plot's margins: a gridline and a label per y tick,
 * a tick mark and a label per x tick on the baseline, and both axis titles with their units.
 */
import type { ReactElement } from 'react';
import { labelledTicks } from './labelled-ticks';

export function XYAxes(props: {
  /** Plot position of a value on each axis (a d3 scale). */
  readonly x: (v: number) => number;
  readonly y: (v: number) => number;
  readonly xTicks: readonly number[];
  readonly yTicks: readonly number[];
  readonly innerW: number;
  readonly innerH: number;
  readonly formatXTick: (x: number) => string;
  readonly formatYTick: (y: number) => string;
  readonly xLabel: string;
  readonly yLabel: string;
  /** How far left of the plot the y title stands: wider tick labels want more room. */
  readonly yLabelOffset: number;
  /** Draw the y = 0 gridline heavier (signed measures). */
  readonly zeroLine?: boolean;
}): ReactElement {
  const { x, y, innerW, innerH } = props;
  return (
    <g>
      {labelledTicks(props.yTicks, props.formatYTick).map(({ value: t, label }) => (
        <g key={`y${t}`} transform={`translate(0,${y(t)})`}>
          <line x1={0} x2={innerW} stroke="var(--app-line)" strokeWidth={t === 0 && props.zeroLine ? 1.2 : 0.6} />
          <text x={-6} dy="0.32em" textAnchor="end" fontSize={10} fill="var(--app-muted)">
            {label}
          </text>
        </g>
      ))}
      {labelledTicks(props.xTicks, props.formatXTick).map(({ value: t, label }) => (
        <g key={`x${t}`} transform={`translate(${x(t)},${innerH})`}>
          <line y1={0} y2={4} stroke="var(--app-muted)" />
          <text y={15} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
            {label}
          </text>
        </g>
      ))}
      <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke="var(--app-muted)" />
      <text x={innerW / 2} y={innerH + 30} textAnchor="middle" fontSize={10} fill="var(--app-muted)">
        {props.xLabel}
      </text>
      <text
        transform={`translate(${-props.yLabelOffset},${innerH / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={10}
        fill="var(--app-muted)"
      >
        {props.yLabel}
      </text>
    </g>
  );
}
