/**
 * The change of session on an intraday chart that opens with the prior session's last bars: a dashed
 * vertical divider before the session's first slot, each side named by its session, and the prior
 * session's key levels as dimmed segments over the prior bars only, labelled as prior (pushed apart like
 * every level label). The session's own live levels are drawn elsewhere, across the whole pane.
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView, Time, UTCTimestamp } from 'lightweight-charts';
import { placeLabels } from '../label-placement';
import { fitText, labelColumnPx } from './level-labels-primitive';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

export interface PriorLevel {
  readonly id: string;
  readonly price: number;
  readonly text: string;
  readonly color: string;
}

export interface SessionDividerOptions {
  /** Unix seconds of the session's first slot; null: no divider. */
  readonly time: number | null;
  /** Unix seconds of the prior session's last slot (the divider goes half-way to it). */
  readonly lastPriorTime: number | null;
  /** "Fri 11-13" and "Mon 11-16": the sessions either side. */
  readonly priorName: string;
  readonly sessionName: string;
  readonly priorLevels: readonly PriorLevel[];
  readonly lineColor: string;
  readonly textColor: string;
  readonly background: string;
}

const FONT = '10px ui-monospace, SFMono-Regular, Menlo, monospace';
const LABEL_HEIGHT = 13;
/** Prior levels are context: drawn at this opacity. */
const DIM = 0.5;
/** Below this width of prior bars their level labels are left out (the segments stay). */
const MIN_LABEL_ROOM = 90;

interface Geometry {
  readonly x: number;
  readonly levels: readonly { level: PriorLevel; y: number; top: number | null }[];
}

class DividerRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly g: Geometry,
    private readonly o: SessionDividerOptions,
  ) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const { x } = this.g;
      const o = this.o;
      ctx.font = FONT;
      ctx.textBaseline = 'middle';
      ctx.save();
      ctx.globalAlpha = DIM;
      ctx.lineWidth = 1;
      ctx.setLineDash([3, 3]);
      for (const { level, y } of this.g.levels) {
        ctx.strokeStyle = level.color;
        ctx.beginPath();
        ctx.moveTo(0, Math.round(y) + 0.5);
        ctx.lineTo(x, Math.round(y) + 0.5);
        ctx.stroke();
      }
      ctx.restore();
      for (const { level, top } of this.g.levels) {
        if (top === null) continue;
        const w = Math.min(ctx.measureText(level.text).width + 8, x - 6);
        ctx.globalAlpha = 0.85;
        ctx.fillStyle = o.background;
        ctx.fillRect(x - 4 - w, top, w, LABEL_HEIGHT);
        ctx.globalAlpha = 0.75;
        ctx.fillStyle = level.color;
        ctx.textAlign = 'right';
        ctx.fillText(fitText(ctx, level.text, w - 8), x - 8, top + LABEL_HEIGHT / 2 + 0.5);
      }
      ctx.globalAlpha = 1;
      ctx.strokeStyle = o.lineColor;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(Math.round(x) + 0.5, 0);
      ctx.lineTo(Math.round(x) + 0.5, mediaSize.height);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = o.textColor;
      // The sessions' names at the top, clear of the volume bars; the session's only where it fits.
      const y = 8;
      ctx.textAlign = 'right';
      ctx.fillText(`${o.priorName} ◂`, x - 4, y);
      ctx.textAlign = 'left';
      const name = `▸ ${o.sessionName}`;
      if (x + 4 + ctx.measureText(name).width < mediaSize.width - labelColumnPx(mediaSize.width))
        ctx.fillText(name, x + 4, y);
    });
  }
}

class DividerView implements IPrimitivePaneView {
  geometry: Geometry | null = null;

  constructor(private readonly source: SessionDividerPrimitive) {}

  zOrder(): 'normal' {
    return 'normal';
  }

  renderer(): IPrimitivePaneRenderer | null {
    return this.geometry ? new DividerRenderer(this.geometry, this.source.current()) : null;
  }
}

export class SessionDividerPrimitive extends PanePrimitive<SessionDividerOptions> {
  private readonly view = new DividerView(this);

  current(): SessionDividerOptions {
    return this.options;
  }

  updateAllViews(): void {
    this.view.geometry = null;
    const h = this.host;
    const time = this.options.time;
    const window = this.priceWindow();

    if (!h || time === null || !window) return;
    const scale = h.chart.timeScale();
    const at = scale.timeToCoordinate(time as UTCTimestamp as Time);
    if (at === null) return;
    // Between the prior session's last slot and the session's first.
    const before = this.options.lastPriorTime;
    const prev = before === null ? null : scale.timeToCoordinate(before as UTCTimestamp as Time);
    const x = prev === null ? null : (prev + at) / 2;
    if (x === null || x <= 0) return;
    const inView = this.options.priorLevels.flatMap((level) => {
      if (level.price < window.lo || level.price > window.hi) return [];
      const y = h.series.priceToCoordinate(level.price);
      return y === null ? [] : [{ level, y }];
    });
    const height = h.chart.paneSize(0).height;
    const tops = new Map<string, number>();
    if (x >= MIN_LABEL_ROOM) {
      const { placed } = placeLabels(
        inView.map(({ level, y }) => ({ id: level.id, y, height: LABEL_HEIGHT, priority: 0 })),
        // Clear of the session names at the top of the divider.
        { top: 18, bottom: height - 4, gap: 1 },
      );
      for (const p of placed) tops.set(p.id, p.top);
    }
    this.view.geometry = { x, levels: inView.map((l) => ({ ...l, top: tops.get(l.level.id) ?? null })) };
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
