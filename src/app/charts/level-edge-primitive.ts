/**
 * A series primitive that draws the levels outside the visible price window as edge markers, and tells
 * the page which price window is visible after every redraw (zoom, pan, new bars), so the GEX profile
 * beside the chart stays on the same prices, and which levels are at an edge (listed for screen readers).
 */
import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import type { PriceRange } from './price-range';
import {
  edgeMarkers,
  edgeMarkerText,
  placeEdgeMarkers,
  type ChartLevel,
  type EdgeMarker,
  type PlacedMarker,
} from './edge-markers';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

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

export class LevelEdgePrimitive implements ISeriesPrimitive<Time> {
  private host: SeriesAttachedParameter<Time, 'Candlestick'> | null = null;
  private levels: readonly ChartLevel[] = [];
  private reference: number | null = null;
  private lastRange: PriceRange | null = null;
  private lastMarkers = '';
  private readonly view: IPrimitivePaneView;

  constructor(
    private readonly onVisibleRange?: (r: PriceRange) => void,
    private readonly onMarkers?: (markers: EdgeMarker[]) => void,
  ) {
    const renderer = new EdgeMarkerRenderer(this);
    this.view = { renderer: () => renderer, zOrder: () => 'top' };
  }

  attached(param: SeriesAttachedParameter<Time, 'Candlestick'>): void {
    this.host = param;
  }

  detached(): void {
    this.host = null;
  }

  /** The levels to watch and the live price their distances are measured from. */
  setLevels(levels: readonly ChartLevel[], reference: number | null): void {
    this.levels = levels;
    this.reference = reference;
    this.host?.requestUpdate();
  }

  /** The visible price window of a pane `height` pixels tall, or null before the first bars. */
  visibleRange(height: number): PriceRange | null {
    const s = this.host?.series;
    if (!s || height <= 0) return null;
    const hi = s.coordinateToPrice(0);
    const lo = s.coordinateToPrice(height);
    return hi === null || lo === null ? null : { lo, hi };
  }

  place(height: number): PlacedMarker[] {
    const range = this.visibleRange(height);
    if (!range) return [];
    return placeEdgeMarkers(edgeMarkers(this.levels, range, this.reference), height, ROW_HEIGHT);
  }

  updateAllViews(): void {
    const chart = this.host?.chart;
    if (!chart) return;
    const range = this.visibleRange(chart.paneSize(0).height);
    if (!range) return;
    // Told after the chart's own redraw, never from inside it.
    const markers = edgeMarkers(this.levels, range, this.reference);
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
