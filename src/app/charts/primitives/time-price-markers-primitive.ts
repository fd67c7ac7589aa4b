/**
 * Markers at a time and a price: abnormal trades (circles) and the session's largest blocks (squares),
 * sized by premium, coloured by what they say. Only markers inside the visible time range and price
 * window are placed; `hit` finds the marker under the pointer among the placed ones.
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView, Time, UTCTimestamp } from 'lightweight-charts';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

export interface TimePriceMarker {
  readonly id: string;
  /** The bar the marker sits on (epoch seconds, one of the series' times). */
  readonly barTime: number;
  readonly price: number;
  /** Pixels. */
  readonly radius: number;
  readonly color: string;
  /** What the read-out says when the pointer is on it. */
  readonly text: string;
}

export interface TimePriceMarkersOptions {
  readonly markers: readonly TimePriceMarker[];
  readonly shape: 'circle' | 'square';
}

interface Placed {
  readonly marker: TimePriceMarker;
  readonly x: number;
  readonly y: number;
}

class MarkersRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly placed: readonly Placed[],
    private readonly shape: TimePriceMarkersOptions['shape'],
  ) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx }) => {
      ctx.lineWidth = 1;
      for (const { marker: m, x, y } of this.placed) {
        ctx.fillStyle = `${m.color}66`;
        ctx.strokeStyle = m.color;
        ctx.beginPath();
        if (this.shape === 'circle') ctx.arc(x, y, m.radius, 0, Math.PI * 2);
        else ctx.rect(x - m.radius, y - m.radius, m.radius * 2, m.radius * 2);
        ctx.fill();
        ctx.stroke();
      }
    });
  }
}

class MarkersView implements IPrimitivePaneView {
  placed: Placed[] = [];

  constructor(private readonly source: TimePriceMarkersPrimitive) {}

  zOrder(): 'top' {
    return 'top';
  }

  renderer(): IPrimitivePaneRenderer | null {
    return this.placed.length > 0 ? new MarkersRenderer(this.placed, this.source.shape()) : null;
  }
}

export class TimePriceMarkersPrimitive extends PanePrimitive<TimePriceMarkersOptions> {
  private readonly view = new MarkersView(this);

  shape(): TimePriceMarkersOptions['shape'] {
    return this.options.shape;
  }

  updateAllViews(): void {
    this.view.placed = [];
    const h = this.host;
    const window = this.priceWindow();
    const range = h?.chart.timeScale().getVisibleRange();
    if (!h || !window || !range) return;
    const from = Number(range.from);
    const to = Number(range.to);
    for (const m of this.options.markers) {
      if (m.barTime < from || m.barTime > to || m.price < window.lo || m.price > window.hi) continue;
      const x = h.chart.timeScale().timeToCoordinate(m.barTime as UTCTimestamp as Time);
      const y = h.series.priceToCoordinate(m.price);
      if (x !== null && y !== null) this.view.placed.push({ marker: m, x, y });
    }
  }

  /** The placed marker under a point of the pane, the nearest if several. */
  hit(x: number, y: number): TimePriceMarker | null {
    let best: TimePriceMarker | null = null;
    let bestD = Infinity;
    for (const p of this.view.placed) {
      const d = Math.hypot(p.x - x, p.y - y);
      if (d <= p.marker.radius + 2 && d < bestD) {
        best = p.marker;
        bestD = d;
      }
    }
    return best;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
