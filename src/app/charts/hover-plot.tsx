/**
 * The SVG of a chart that reads out what is under the pointer: it reports the pointer's place in the
 * plot (inside the margins) as it moves, and null when it leaves, so the read-out clears.
 */
import type { ReactElement, ReactNode } from 'react';
import { pointerInElement } from './pointer';

export interface PlotMargin {
  readonly top: number;
  readonly left: number;
}

export function HoverPlot(props: {
  /** Accessible name of the chart (what and as of when). */
  label: string;
  width: number;
  height: number;
  margin: PlotMargin;
  onHover: (at: { readonly x: number; readonly y: number } | null) => void;
  children: ReactNode;
}): ReactElement {
  const { margin } = props;
  return (
    <svg
      role="img"
      aria-label={props.label}
      width={props.width}
      height={props.height}
      className="block select-none"
      onMouseLeave={() => props.onHover(null)}
      onMouseMove={(e) => {
        const at = pointerInElement(e);
        props.onHover({ x: at.x - margin.left, y: at.y - margin.top });
      }}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>{props.children}</g>
    </svg>
  );
}
