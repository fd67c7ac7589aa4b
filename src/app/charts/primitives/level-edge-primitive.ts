/**
 * A series primitive that draws the levels outside the visible price window as edge markers (at the top
 * and bottom of the level labels' column at the pane's right, off the candles), and tells
 * the page which price window is visible after every redraw (zoom, pan, new bars), so the GEX profile
 * beside the chart stays on the same prices, and which levels are at an edge (listed for screen readers).
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView } from 'lightweight-charts';
import type { PriceRange } from '../price-range';
import { edgeMarkers, placeEdgeMarkers, type ChartLevel, type EdgeMarker, type PlacedMarker } from '../edge-markers';
import { PanePrimitive, type DrawTarget } from './pane-primitive';
import { fitText, labelColumnPx } from './level-labels-primitive';

const ROW_HEIGHT = 18;
const INSET = 4;

class EdgeMarkerRenderer implements IPrimitivePaneRenderer {
  constructor(private readonly source: LevelEdgePrimitive) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const placed = this.source.place(mediaSize.height);
      ctx.font = '11px ui-monospace, SFMono-Regular, Menlo, monospace';
      ctx.textBaseline = 'middle';
      const column = labelColumnPx(mediaSize.width);
      for (const m of placed) drawMarker(ctx, m, mediaSize.width - column, column - 4, this.source.background);
    });
  }
}

/** "▲ Call wall 150.00 +3.5%": the canvas's short form (the full text, with the dollars, is listed). */
function shortText(m: PlacedMarker, withPct: boolean): string {
  const pct =
    m.distancePct === null || !withPct
      ? ''
      : ` ${m.distancePct < 0 ? '−' : '+'}${Math.abs(m.distancePct * 100).toFixed(1)}%`;
  const more = m.more > 0 ? ` +${m.more}` : '';
  return `${m.edge === 'top' ? '▲' : '▼'} ${m.label} ${m.price.toFixed(2)}${pct}${more}`;
}

function drawMarker(ctx: CanvasRenderingContext2D, m: PlacedMarker, x: number, w: number, background: string): void {
  ctx.fillStyle = background;
  ctx.fillRect(x, m.y, w, ROW_HEIGHT - 2);
  ctx.strokeStyle = m.color;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, m.y + 0.5, w - 1, ROW_HEIGHT - 3);
  ctx.fillStyle = m.color;
  // The distance goes first when the column is too narrow for it.
  const full = shortText(m, true);
  const text = ctx.measureText(full).width <= w - 8 ? full : shortText(m, false);
  ctx.fillText(fitText(ctx, text, w - 8), x + 4, m.y + (ROW_HEIGHT - 2) / 2);
}

export interface LevelEdgeOptions {
  readonly levels: readonly ChartLevel[];
  /** The live price the distances are measured from. */
  readonly reference: number | null;
}

export class LevelEdgePrimitive extends PanePrimitive<LevelEdgeOptions> {
  /** Fill behind each marker (the panel's colour). */
  background = '#12161d';
  private lastRange: PriceRange | null = null;
  private lastMarkers = '';
  private readonly view: IPrimitivePaneView;

  constructor(
    private readonly onVisibleRange?: (r: PriceRange) => void,
    private readonly onMarkers?: (markers: EdgeMarker[]) => void,
  ) {
    super({ levels: [], reference: null });
    const renderer = new EdgeMarkerRenderer(this);
    this.view = { renderer: () => renderer, zOrder: () => 'top' };
  }

  /** The levels to watch and the live price their distances are measured from. */
  setLevels(levels: readonly ChartLevel[], reference: number | null): void {
    this.setOptions({ levels, reference });
  }

  place(height: number): PlacedMarker[] {
    const range = this.priceWindow(height);
    if (!range) return [];
    return placeEdgeMarkers(edgeMarkers(this.options.levels, range, this.options.reference), height, ROW_HEIGHT, INSET);
  }

  /** Pixels the markers take at the top and at the bottom of the column (the labels keep clear of them). */
  reserved(height: number): { top: number; bottom: number } {
    const placed = this.place(height);
    const rows = (edge: 'top' | 'bottom'): number => placed.filter((m) => m.edge === edge).length;
    return { top: rows('top') * ROW_HEIGHT, bottom: rows('bottom') * ROW_HEIGHT };
  }

  updateAllViews(): void {
    const range = this.priceWindow();
    if (!range) return;
    // Told after the chart's own redraw, never from inside it.
    const markers = edgeMarkers(this.options.levels, range, this.options.reference);
    const signature = markers.map((m) => `${m.key}:${m.edge}:${m.price}:${m.distance ?? ''}`).join('|');
    if (signature !== this.lastMarkers && this.onMarkers) {
      this.lastMarkers = signature;
      const report = this.onMarkers;
      queueMicrotask(() => report(markers));
    }
    const last = this.lastRange;
    const tolerance = (range.hi - range.lo) * 1e-4;
    if (last && Math.abs(last.lo - range.lo) <= tolerance && Math.abs(last.hi - range.hi) <= tolerance) return;
    this.lastRange = range;
    const report = this.onVisibleRange;
    if (report) queueMicrotask(() => report(range));
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
