/**
 * A series primitive that draws the levels outside the visible price window as edge markers, and tells
 * the page which price window is visible after every redraw (zoom, pan, new bars), so the GEX profile
 * beside the chart stays on the same prices, and which levels are at an edge (listed for screen readers).
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView } from 'lightweight-charts';
import type { PriceRange } from '../price-range';
import {
  edgeMarkers,
  edgeMarkerText,
  placeEdgeMarkers,
  type ChartLevel,
  type EdgeMarker,
  type PlacedMarker,
} from '../edge-markers';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

const ROW_HEIGHT = 18;

class EdgeMarkerRenderer implements IPrimitivePaneRenderer {
  constructor(private readonly source: LevelEdgePrimitive) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const placed = this.source.place(mediaSize.height);
      ctx.font = '11px ui-monospace, SFMono-Regular, Menlo, monospace';
      ctx.textBaseline = 'middle';
      for (const m of placed) drawMarker(ctx, m);
    });
  }
}

/** Markers sit at the left, clear of the price-line titles at the right and of the library's logo. */
const MARKER_LEFT = 52;

function drawMarker(ctx: CanvasRenderingContext2D, m: PlacedMarker): void {
  const text = edgeMarkerText(m);
  const w = ctx.measureText(text).width + 12;
  const x = MARKER_LEFT;
  ctx.fillStyle = 'rgba(18, 22, 29, 0.85)';
  ctx.fillRect(x, m.y, w, ROW_HEIGHT - 2);
  ctx.strokeStyle = m.color;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, m.y + 0.5, w - 1, ROW_HEIGHT - 3);
  ctx.fillStyle = m.color;
  ctx.fillText(text, x + 6, m.y + (ROW_HEIGHT - 2) / 2);
}

export interface LevelEdgeOptions {
  readonly levels: readonly ChartLevel[];
  /** The live price the distances are measured from. */
  readonly reference: number | null;
}

export class LevelEdgePrimitive extends PanePrimitive<LevelEdgeOptions> {
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
    return placeEdgeMarkers(edgeMarkers(this.options.levels, range, this.options.reference), height, ROW_HEIGHT);
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
