/**
 * What every overlay primitive of the price chart shares: it is attached to the candle series, holds its
 * options, and asks for a redraw when they change. Each primitive's file adds its options, its pane view
 * (which, on the library's `updateAllViews`, works out what is in the visible range) and its renderer.
 */
import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';

export type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];
export type Host = SeriesAttachedParameter<Time>;

export abstract class PanePrimitive<Options> implements ISeriesPrimitive<Time> {
  protected host: Host | null = null;

  constructor(protected options: Options) {}

  attached(param: Host): void {
    this.host = param;
  }

  detached(): void {
    this.host = null;
  }

  setOptions(options: Options): void {
    this.options = options;
    this.host?.requestUpdate();
  }

  abstract updateAllViews(): void;
  abstract paneViews(): readonly IPrimitivePaneView[];

  /** The visible price window of the pane (or of one `height` pixels tall), or null before the first bars. */
  priceWindow(height?: number): { lo: number; hi: number } | null {
    const h = this.host;
    if (!h) return null;
    height ??= h.chart.paneSize(0).height;
    if (height <= 0) return null;
    const hi = h.series.coordinateToPrice(0);
    const lo = h.series.coordinateToPrice(height);
    return hi === null || lo === null ? null : { lo, hi };
  }
}
