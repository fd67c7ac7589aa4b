/**
 * The SVG overlay pieces every canvas heatmap draws over its cells: tick labels and titles on both
 * axes, the outline of the hovered cell, and the colour legend with its value ticks.
 */
import { scaleLinear } from 'd3';
import type { ReactElement } from 'react';
import { cellSize, type CellIndex, type HeatmapPlot } from './heatmap-model';
import { labelledTicks } from './labelled-ticks';

const AXIS_TEXT = { fontSize: 10, fill: 'var(--app-muted)' } as const;

/** Centre of a row on the y axis (row 0 at the bottom). */
export function rowCentreY(plot: HeatmapPlot, row: number): number {
  return plot.height - (row + 0.5) * cellSize(plot).ch;
}

export function HeatmapAxes(props: {
  readonly plot: HeatmapPlot;
  /** Indexes of the columns and rows that get a tick label (thinned to fit). */
  readonly colIdx: readonly number[];
  readonly rowIdx: readonly number[];
  readonly colText: (i: number) => string;
  readonly rowText: (i: number) => string;
  readonly colTitle: string;
  readonly rowTitle: string;
}): ReactElement {
  const { plot } = props;
  const { cw } = cellSize(plot);
  return (
    <g>
      {props.colIdx.map((i) => (
        <text key={`c${i}`} x={(i + 0.5) * cw} y={plot.height + 14} textAnchor="middle" {...AXIS_TEXT}>
          {props.colText(i)}
        </text>
      ))}
      <text x={plot.width / 2} y={plot.height + 30} textAnchor="middle" {...AXIS_TEXT}>
        {props.colTitle}
      </text>
      {props.rowIdx.map((i) => (
        <text key={`r${i}`} x={-6} y={rowCentreY(plot, i)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
          {props.rowText(i)}
        </text>
      ))}
      <text transform={`translate(-48,${plot.height / 2}) rotate(-90)`} textAnchor="middle" {...AXIS_TEXT}>
        {props.rowTitle}
      </text>
    </g>
  );
}

export function HoveredCellOutline(props: { readonly plot: HeatmapPlot; readonly cell: CellIndex }): ReactElement {
  const { cw, ch } = cellSize(props.plot);
  // At least 2 px, so a cell of a dense grid still shows which one is read out.
  return (
    <rect
      x={props.cell.col * cw}
      y={props.plot.height - (props.cell.row + 1) * ch}
      width={Math.max(2, cw)}
      height={Math.max(2, ch)}
      fill="none"
      stroke="#fff"
      strokeWidth={1.5}
    />
  );
}

/** A vertical gradient bar of the colour scale with its value ticks, low at the bottom. */
export function ColourLegend(props: {
  /** Unique id of the gradient in the document. */
  readonly id: string;
  /** Colour at a fraction 0–1 of the domain. */
  readonly colourAt: (f: number) => string;
  readonly domain: readonly [number, number];
  readonly tickCount: number;
  readonly formatValue: (v: number) => string;
  readonly height: number;
  readonly barWidth: number;
}): ReactElement {
  const [lo, hi] = props.domain;
  const ticks = scaleLinear().domain([lo, hi]).ticks(props.tickCount);
  return (
    <g>
      <defs>
        <linearGradient id={props.id} x1="0" y1="1" x2="0" y2="0">
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <stop key={f} offset={f} stopColor={props.colourAt(f)} />
          ))}
        </linearGradient>
      </defs>
      <rect width={props.barWidth} height={props.height} fill={`url(#${props.id})`} />
      {labelledTicks(ticks, props.formatValue).map(({ value: t, label }) => (
        <text
          key={t}
          x={props.barWidth + 4}
          y={props.height * (1 - (t - lo) / (hi - lo || 1))}
          dy="0.32em"
          fontSize={9}
          fill="var(--app-muted)"
        >
          {label}
        </text>
      ))}
    </g>
  );
}
