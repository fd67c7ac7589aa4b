/**
 * Horizontal levels drawn across the pane: the dark-pool print levels and the time profile's point of
 * control. Only the levels inside the visible price window are drawn; their labels go to the chart's
 * label column (level-labels-primitive.ts), where they cannot cover the candles or each other.
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView } from 'lightweight-charts';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

export interface HorizontalLevel {
  readonly key: string;
  readonly price: number;
  readonly color: string;
  /** Shown in the chart's label column. */
  readonly label: string;
  /** Pixels of line and gap; solid when absent. */
  readonly dash?: readonly number[];
  readonly width?: number;
  /** How the level reads as an edge marker out of view (the chart's `ChartLevel` label and group). */
  readonly edge: { readonly label: string; readonly group?: string };
}

export interface HorizontalLevelsOptions {
  readonly levels: readonly HorizontalLevel[];
}

interface Placed {
  readonly level: HorizontalLevel;
  readonly y: number;
}

class LevelsRenderer implements IPrimitivePaneRenderer {
  constructor(private readonly placed: readonly Placed[]) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      for (const { level, y } of this.placed) {
        ctx.strokeStyle = level.color;
        ctx.lineWidth = level.width ?? 1;
        ctx.setLineDash(level.dash ? [...level.dash] : []);
        ctx.beginPath();
        ctx.moveTo(0, Math.round(y) + 0.5);
        ctx.lineTo(mediaSize.width, Math.round(y) + 0.5);
        ctx.stroke();
      }
      ctx.setLineDash([]);
    });
  }
}

class LevelsView implements IPrimitivePaneView {
  placed: Placed[] = [];

  zOrder(): 'normal' {
    return 'normal';
  }

  renderer(): IPrimitivePaneRenderer | null {
    return this.placed.length > 0 ? new LevelsRenderer(this.placed) : null;
  }
}

export class HorizontalLevelsPrimitive extends PanePrimitive<HorizontalLevelsOptions> {
  private readonly view = new LevelsView();

  updateAllViews(): void {
    const window = this.priceWindow();
    const series = this.host?.series;
    this.view.placed = [];
    if (!window || !series) return;
    for (const level of this.options.levels) {
      if (level.price < window.lo || level.price > window.hi) continue;
      const y = series.priceToCoordinate(level.price);
      if (y !== null) this.view.placed.push({ level, y });
    }
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
