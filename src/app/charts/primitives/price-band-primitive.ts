/**
 * A shaded band between two prices behind the candles: the time profile's value area (VAL to VAH).
 * Clipped to the visible price window; nothing is drawn when the band is out of view.
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView } from 'lightweight-charts';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

export interface PriceBandOptions {
  /** Null: no band. */
  readonly band: { readonly lo: number; readonly hi: number } | null;
  readonly fill: string;
  readonly edge: string;
}

class BandRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly top: number,
    private readonly bottom: number,
    private readonly options: PriceBandOptions,
  ) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      ctx.fillStyle = this.options.fill;
      ctx.fillRect(0, this.top, mediaSize.width, this.bottom - this.top);
      ctx.strokeStyle = this.options.edge;
      ctx.lineWidth = 1;
      ctx.setLineDash([2, 3]);
      ctx.beginPath();
      for (const y of [this.top, this.bottom]) {
        ctx.moveTo(0, Math.round(y) + 0.5);
        ctx.lineTo(mediaSize.width, Math.round(y) + 0.5);
      }
      ctx.stroke();
      ctx.setLineDash([]);
    });
  }
}

class BandView implements IPrimitivePaneView {
  edges: { top: number; bottom: number } | null = null;

  constructor(private readonly source: PriceBandPrimitive) {}

  zOrder(): 'bottom' {
    return 'bottom';
  }

  renderer(): IPrimitivePaneRenderer | null {
    return this.edges ? new BandRenderer(this.edges.top, this.edges.bottom, this.source.current()) : null;
  }
}

export class PriceBandPrimitive extends PanePrimitive<PriceBandOptions> {
  private readonly view = new BandView(this);

  current(): PriceBandOptions {
    return this.options;
  }

  updateAllViews(): void {
    const band = this.options.band;
    const window = this.priceWindow();
    const series = this.host?.series;
    this.view.edges = null;
    if (!band || !window || !series || band.hi < window.lo || band.lo > window.hi) return;
    const top = series.priceToCoordinate(Math.min(band.hi, window.hi));
    const bottom = series.priceToCoordinate(Math.max(band.lo, window.lo));
    if (top !== null && bottom !== null) this.view.edges = { top, bottom };
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
