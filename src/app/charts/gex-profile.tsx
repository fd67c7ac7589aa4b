/**
 * Call, put and net exposure per strike as horizontal bars on a canvas, with strikes on the same price
 * window as the price chart beside it (d3 scales). Spot and gamma flip are marked; hovering reads out
 * the strike, call/put/net in dollars and the open interest.
 */
import { scaleLinear } from 'd3';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { formatCount, formatMoney, formatPrice } from '../ui/format';
import { LEVEL_COLORS, SIDE_COLORS } from '../ui/level-colors';
import { labelledTicks } from './labelled-ticks';
import { METRIC_UNITS, nearestStrike, type ExposureMetric, type ExposureRow } from './exposure-rows';
import type { PriceRange } from './price-range';
import { pointerInElement } from './pointer';
import { useCanvasPainter } from './use-canvas-painter';
import { cssColor, useWidth } from './use-size';

export interface GexProfileProps {
  readonly rows: readonly ExposureRow[];
  readonly metric: ExposureMetric;
  readonly range: PriceRange;
  readonly spot: number | null;
  readonly flip: number | null;
  /** Total height; the strike axis uses `paneHeight` of it, the rest holds the value axis. */
  readonly height: number;
  readonly paneHeight: number;
  readonly theme: string;
}

export function GexProfile(props: GexProfileProps): ReactElement {
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap);
  const [hover, setHover] = useState<{ index: number; y: number } | null>(null);
  const { rows, range, paneHeight, height, metric, spot, flip, theme } = props;

  // Derived once per data change, never in the pointer handler.
  const visible = useMemo(() => rows.filter((r) => r.strike >= range.lo && r.strike <= range.hi), [rows, range]);
  const y = useMemo(() => scaleLinear().domain([range.lo, range.hi]).range([paneHeight, 0]), [range, paneHeight]);
  const x = useMemo(() => {
    let max = 0;
    for (const r of visible) max = Math.max(max, Math.abs(r.call ?? 0), Math.abs(r.put ?? 0), Math.abs(r.net ?? 0));
    return scaleLinear()
      .domain([-(max || 1), max || 1])
      .range([8, Math.max(16, width - 8)])
      .nice();
  }, [visible, width]);

  // Colours are read from the theme's CSS variables, so a theme change repaints.
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      ctx.fillStyle = cssColor('--app-panel', '#12161d');
      ctx.fillRect(0, 0, width, height);
      const grid = cssColor('--app-line', '#262d38');
      const muted = cssColor('--app-muted', '#8b95a3');
      const fg = cssColor('--app-fg', '#e6e9ee');
      // Zero line and value axis.
      ctx.strokeStyle = grid;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(x(0), 0);
      ctx.lineTo(x(0), paneHeight);
      ctx.stroke();
      ctx.fillStyle = muted;
      ctx.font = '10px ui-sans-serif, system-ui';
      ctx.textAlign = 'center';
      for (const { value: t, label } of labelledTicks(x.ticks(4), (v) => formatMoney(v, { digits: 1 }))) {
        ctx.fillText(label, x(t), paneHeight + 14);
        ctx.fillRect(x(t), paneHeight, 1, 4);
      }
      // Bar thickness from the tightest strike spacing on screen.
      let gap = Infinity;
      for (let i = 1; i < visible.length; i++)
        gap = Math.min(gap, Math.abs(y(visible[i]!.strike) - y(visible[i - 1]!.strike)));
      const thick = Math.max(1, Math.min(10, (Number.isFinite(gap) ? gap : 12) * 0.42));
      const bar = (v: number | null, yy: number, h: number, color: string): void => {
        if (v === null) return;
        const x0 = x(0);
        const x1 = x(v);
        ctx.fillStyle = color;
        ctx.fillRect(Math.min(x0, x1), yy, Math.max(1, Math.abs(x1 - x0)), h);
      };
      for (const r of visible) {
        const yy = y(r.strike);
        bar(r.call, yy - thick, thick, SIDE_COLORS.up);
        bar(r.put, yy, thick, SIDE_COLORS.down);
        if (r.net !== null) {
          // Net as a tick mark across both bars: readable over either colour.
          ctx.fillStyle = fg;
          ctx.fillRect(x(r.net) - 1, yy - thick - 1, 3, thick * 2 + 2);
        }
      }
      const mark = (price: number | null, color: string, label: string, dash: number[]): void => {
        if (price === null || price < range.lo || price > range.hi) return;
        const yy = Math.round(y(price)) + 0.5;
        ctx.strokeStyle = color;
        ctx.setLineDash(dash);
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(0, yy);
        ctx.lineTo(width, yy);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = color;
        ctx.textAlign = 'left';
        ctx.fillText(`${label} ${formatPrice(price)}`, 4, yy - 3);
      };
      mark(spot, LEVEL_COLORS.spot, 'Spot', []);
      mark(flip, LEVEL_COLORS.gamma_flip, 'Flip', [5, 4]);
    },
    [visible, x, y, width, height, paneHeight, spot, flip, range],
  );
  const canvas = useCanvasPainter(width, height, paint, theme);

  const row = hover ? visible[hover.index] : undefined;
  return (
    <div
      ref={wrap}
      className="relative w-full"
      style={{ height }}
      onMouseMove={(e) => {
        const yy = pointerInElement(e).y;
        if (yy > paneHeight) return setHover(null);
        const i = nearestStrike(visible, y.invert(yy));
        setHover(i < 0 ? null : { index: i, y: y(visible[i]!.strike) });
      }}
      onMouseLeave={() => setHover(null)}
    >
      <canvas ref={canvas} data-testid="gex-profile-canvas" aria-label={`${metric} exposure by strike`} role="img" />
      {row && hover ? (
        <>
          <div className="pointer-events-none absolute inset-x-0 h-px bg-fg/40" style={{ top: hover.y }} />
          <div
            role="status"
            data-testid="profile-readout"
            className="pointer-events-none absolute right-2 z-10 rounded border border-line bg-raised px-2 py-1 text-xs shadow"
            style={{ top: Math.min(Math.max(0, hover.y - 40), paneHeight - 80) }}
          >
            <div className="font-semibold">Strike {formatPrice(row.strike)}</div>
            <div className="num text-up">call {formatMoney(row.call, { signed: true })}</div>
            <div className="num text-down">put {formatMoney(row.put, { signed: true })}</div>
            <div className="num">net {formatMoney(row.net, { signed: true })}</div>
            <div className="text-muted">{METRIC_UNITS[metric]}</div>
            <div className="num text-muted">
              OI c {formatCount(row.callOi)} / p {formatCount(row.putOi)}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
