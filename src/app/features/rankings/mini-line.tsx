/**
 * A small SVG line with labelled axes ends, a zero line and a hover read-out per point. Kept in the
 * feature on purpose: it draws a few dozen points and must not move when the shared charts change.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';

export interface MiniPoint {
  readonly x: number;
  readonly y: number;
}

const M = { top: 8, right: 8, bottom: 18, left: 70 };

export function MiniLine(props: {
  points: readonly MiniPoint[];
  height: number;
  label: string;
  yLabel: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
}): ReactElement {
  const [hover, setHover] = useState<number | null>(null);
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => e && setW(Math.max(200, Math.round(e.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const pts = props.points;
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y).concat(0);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const h = props.height;
  const sx = (x: number): number => M.left + ((x - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const sy = (y: number): number => h - M.bottom - ((y - y0) / (y1 - y0 || 1)) * (h - M.top - M.bottom);
  const d = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join('');
  const hp = hover === null ? null : pts[hover];
  return (
    <figure ref={box} className="flex flex-col gap-0.5">
      <figcaption className="text-muted">
        {props.label}
        {hp ? ` — ${props.formatX(hp.x)}: ${props.formatY(hp.y)}` : ''}
      </figcaption>
      <svg role="img" aria-label={props.label} width={W} height={h} viewBox={`0 0 ${W} ${h}`}>
        <line x1={M.left} x2={W - M.right} y1={sy(0)} y2={sy(0)} stroke="var(--app-line)" strokeDasharray="3 3" />
        <text x={M.left - 4} y={sy(y1) + 4} textAnchor="end" fontSize="10" fill="var(--app-muted)">
          {props.formatY(y1)}
        </text>
        <text x={M.left - 4} y={sy(y0)} textAnchor="end" fontSize="10" fill="var(--app-muted)">
          {props.formatY(y0)}
        </text>
        <text x={4} y={M.top + 10} fontSize="10" fill="var(--app-muted)">
          {props.yLabel}
        </text>
        <text x={M.left} y={h - 4} fontSize="10" fill="var(--app-muted)">
          {props.formatX(x0)}
        </text>
        <text x={W - M.right} y={h - 4} textAnchor="end" fontSize="10" fill="var(--app-muted)">
          {props.formatX(x1)}
        </text>
        <path d={d} fill="none" stroke="var(--app-accent)" strokeWidth="1.5" />
        {pts.map((p, i) => (
          <circle
            key={p.x}
            cx={sx(p.x)}
            cy={sy(p.y)}
            r={hover === i ? 4 : 2.5}
            fill="var(--app-accent)"
            onMouseEnter={() => setHover(i)}
            onMouseLeave={() => setHover(null)}
          >
            <title>{`${props.formatX(p.x)}: ${props.formatY(p.y)}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
