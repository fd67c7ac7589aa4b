/** Net GEX on the strike × expiry grid, on canvas (many cells), diverging colour around zero. */
import { interpolateRgb, scaleBand, scaleDiverging } from 'd3';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { formatMoney, formatPrice } from '../ui/format';
import { SIDE_COLORS } from '../ui/level-colors';
import { pointerInElement } from './pointer';
import { useCanvasPainter } from './use-canvas-painter';
import { cssColor, useWidth } from './use-size';

interface Cell {
  readonly strike: number;
  readonly expiry: string;
  readonly net: number | null;
}

/** One row of the greek-exposure answer's `strike_expiry` grid, as its schema reads it. */
interface GridRow {
  readonly strike: number | null;
  readonly expiry: string | null;
  readonly net_gex: number | null;
}

export function heatmapCells(grid: readonly GridRow[] | null | undefined, lo: number, hi: number): Cell[] {
  return (grid ?? [])
    .map((r) => ({ strike: r.strike ?? NaN, expiry: r.expiry ?? '', net: r.net_gex }))
    .filter((c) => Number.isFinite(c.strike) && c.expiry && c.strike >= lo && c.strike <= hi);
}

const LEFT = 56;
const BOTTOM = 44;

export function StrikeExpiryHeatmap(props: { cells: readonly Cell[]; height: number; theme: string }): ReactElement {
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap);
  const [hover, setHover] = useState<Cell | null>(null);
  const { cells, height, theme } = props;
  const expiries = useMemo(() => [...new Set(cells.map((c) => c.expiry))].sort(), [cells]);
  const strikes = useMemo(() => [...new Set(cells.map((c) => c.strike))].sort((a, b) => b - a), [cells]);
  const xs = useMemo(
    () =>
      scaleBand<string>()
        .domain(expiries)
        .range([LEFT, Math.max(LEFT + 1, width)]),
    [expiries, width],
  );
  const ys = useMemo(
    () =>
      scaleBand<number>()
        .domain(strikes)
        .range([0, height - BOTTOM]),
    [strikes, height],
  );
  const color = useMemo(() => {
    const max = Math.max(1, ...cells.map((c) => Math.abs(c.net ?? 0)));
    return scaleDiverging<string>()
      .domain([-max, 0, max])
      .interpolator((t) =>
        t < 0.5
          ? interpolateRgb(SIDE_COLORS.down, '#1f2937')(t * 2)
          : interpolateRgb('#1f2937', SIDE_COLORS.up)((t - 0.5) * 2),
      );
  }, [cells]);
  const index = useMemo(() => new Map(cells.map((c) => [`${c.strike}|${c.expiry}`, c])), [cells]);

  // Colours are read from the theme's CSS variables, so a theme change repaints.
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D) => {
      ctx.fillStyle = cssColor('--app-panel', '#12161d');
      ctx.fillRect(0, 0, width, height);
      for (const cell of cells) {
        const x = xs(cell.expiry);
        const y = ys(cell.strike);
        if (x === undefined || y === undefined) continue;
        // A cell not observed stays blank, not "zero".
        if (cell.net === null) continue;
        ctx.fillStyle = color(cell.net);
        ctx.fillRect(x, y, Math.max(1, xs.bandwidth() - 1), Math.max(1, ys.bandwidth() - 1));
      }
      ctx.fillStyle = cssColor('--app-muted', '#8b95a3');
      ctx.font = '10px ui-sans-serif, system-ui';
      ctx.textAlign = 'right';
      const every = Math.max(1, Math.ceil(14 / Math.max(1, ys.bandwidth())));
      strikes.forEach((s, i) => {
        if (i % every === 0) ctx.fillText(formatPrice(s, 0), LEFT - 4, (ys(s) ?? 0) + ys.bandwidth() / 2 + 3);
      });
      ctx.save();
      const everyX = Math.max(1, Math.ceil(14 / Math.max(1, xs.bandwidth())));
      expiries.forEach((e, i) => {
        if (i % everyX !== 0) return;
        ctx.save();
        ctx.translate((xs(e) ?? 0) + xs.bandwidth() / 2, height - BOTTOM + 6);
        ctx.rotate(-Math.PI / 4);
        ctx.fillText(e.slice(5), 0, 8);
        ctx.restore();
      });
      ctx.restore();
    },
    [cells, xs, ys, color, width, height, strikes, expiries],
  );
  const canvas = useCanvasPainter(width, height, paint, theme);

  return (
    <div
      ref={wrap}
      className="relative w-full"
      style={{ height }}
      onMouseMove={(e) => {
        const p = pointerInElement(e);
        const ex = expiries[Math.floor((p.x - LEFT) / Math.max(1, xs.bandwidth()))];
        const st = strikes[Math.floor(p.y / Math.max(1, ys.bandwidth()))];
        setHover(ex !== undefined && st !== undefined ? (index.get(`${st}|${ex}`) ?? null) : null);
      }}
      onMouseLeave={() => setHover(null)}
    >
      <canvas ref={canvas} role="img" aria-label="Net GEX by strike and expiry" data-testid="heatmap-canvas" />
      {hover ? (
        <div
          className="pointer-events-none absolute top-2 right-2 rounded border border-line bg-raised px-2 py-1 text-xs"
          role="status"
        >
          Strike {formatPrice(hover.strike)} · exp {hover.expiry} · net {formatMoney(hover.net, { signed: true })} per
          1% move
        </div>
      ) : null}
      <div className="absolute bottom-0 left-0 text-[10px] text-muted">
        y: strike · x: expiry (MM-DD) · colour: net GEX ($ per 1% move), ▼ red negative · ▲ green positive
      </div>
    </div>
  );
}
