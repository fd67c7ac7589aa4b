/**
 * The labels of every horizontal level (gamma levels, dark-pool levels, POC) in one column at the pane's
 * right, beside the price scale and clear of the candles (the chart keeps that column free with its
 * right offset). Labels are pushed apart so none covers another (label-placement.ts), each with a leader
 * to its true price at the pane's edge; past the pane's room or `MAX_LABELS`, the least important fold
 * into one "+N" label. Where each label went is told to the page (it lists them for screen readers and
 * tests).
 */
import type { IPrimitivePaneRenderer, IPrimitivePaneView } from 'lightweight-charts';
import { FOLDED_ID, placeLabels, type PlacedLabel } from '../label-placement';
import { PanePrimitive, type DrawTarget } from './pane-primitive';

export interface LevelLabel {
  readonly id: string;
  readonly price: number;
  readonly text: string;
  readonly color: string;
  /** Higher keeps its label first when some must fold. */
  readonly priority: number;
  /** Plural noun of the label's group ("dark-pool levels"), named by the "+N" label. */
  readonly group?: string;
}

export interface LevelLabelsOptions {
  readonly labels: readonly LevelLabel[];
  /** Fill behind each label (the panel's colour, so the theme shows through). */
  readonly background: string;
}

/** A label's place in the column, as the page lists it. */
export interface ShownLabel {
  readonly id: string;
  readonly text: string;
  readonly top: number;
  readonly height: number;
  readonly anchorY: number;
}

/**
 * Width of the label column (pixels) in a pane `paneWidth` wide: the chart keeps this much room right of
 * the newest candle; a phone's pane gives it less.
 */
export function labelColumnPx(paneWidth: number): number {
  return paneWidth < 640 ? 100 : 140;
}
const LABEL_HEIGHT = 14;
const GAP = 2;
const INSET = 4;
/** Beyond this many labels in view the least important fold into "+N" (ten dark-pool levels smear). */
const MAX_LABELS = 9;
const FONT = '10px ui-monospace, SFMono-Regular, Menlo, monospace';
const LEADER_PX = 10;

interface Drawn extends PlacedLabel {
  readonly text: string;
  readonly color: string;
}

class LabelsRenderer implements IPrimitivePaneRenderer {
  constructor(
    private readonly drawn: readonly Drawn[],
    private readonly background: string,
  ) {}

  draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      ctx.font = FONT;
      ctx.textBaseline = 'middle';
      const right = mediaSize.width - LEADER_PX;
      const left = mediaSize.width - labelColumnPx(mediaSize.width);
      for (const d of this.drawn) {
        const mid = d.top + d.height / 2;
        // Leader: from the label to the level's own y at the pane's edge.
        ctx.strokeStyle = d.color;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(right, Math.round(mid) + 0.5);
        ctx.lineTo(mediaSize.width, Math.round(d.anchorY) + 0.5);
        ctx.stroke();
        ctx.fillStyle = this.background;
        ctx.fillRect(left, d.top, right - left, d.height);
        ctx.strokeRect(left + 0.5, d.top + 0.5, right - left - 1, d.height - 1);
        ctx.fillStyle = d.color;
        ctx.textAlign = 'right';
        ctx.fillText(fitText(ctx, d.text, right - left - 8), right - 4, mid + 0.5);
        ctx.textAlign = 'left';
      }
    });
  }
}

/** The text cut to `width` pixels with an ellipsis. */
export function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let t = text;
  while (t.length > 1 && ctx.measureText(`${t}…`).width > width) t = t.slice(0, -1);
  return `${t}…`;
}

class LabelsView implements IPrimitivePaneView {
  drawn: Drawn[] = [];
  background = '#12161d';

  zOrder(): 'top' {
    return 'top';
  }

  renderer(): IPrimitivePaneRenderer | null {
    return this.drawn.length > 0 ? new LabelsRenderer(this.drawn, this.background) : null;
  }
}

/** "+7 dark-pool levels" (or "+7 levels" over several groups). */
function foldedText(folded: readonly LevelLabel[]): string {
  const groups = new Set(folded.map((l) => l.group ?? 'levels'));
  return `+${folded.length} ${groups.size === 1 ? [...groups][0]! : 'levels'}`;
}

export class LevelLabelsPrimitive extends PanePrimitive<LevelLabelsOptions> {
  private readonly view = new LabelsView();
  private lastReport = '';

  constructor(
    private readonly onPlaced?: (shown: ShownLabel[], folded: readonly string[]) => void,
    /** Pixels taken at the column's top and bottom by the edge markers. */
    private readonly reserved: (height: number) => { top: number; bottom: number } = () => ({ top: 0, bottom: 0 }),
  ) {
    super({ labels: [], background: '#12161d' });
  }

  updateAllViews(): void {
    const window = this.priceWindow();
    const h = this.host;
    this.view.drawn = [];
    this.view.background = this.options.background;
    if (!window || !h) return;
    const height = h.chart.paneSize(0).height;
    const taken = this.reserved(height);
    const inView = new Map<string, { label: LevelLabel; y: number }>();
    for (const l of this.options.labels) {
      if (l.price < window.lo || l.price > window.hi) continue;
      const y = h.series.priceToCoordinate(l.price);
      if (y !== null) inView.set(l.id, { label: l, y });
    }
    const { placed, folded } = placeLabels(
      [...inView.values()].map(({ label, y }) => ({ id: label.id, y, height: LABEL_HEIGHT, priority: label.priority })),
      { top: INSET + taken.top, bottom: height - INSET - taken.bottom, gap: GAP, maxShown: MAX_LABELS },
    );
    const foldedLabels = folded.map((id) => inView.get(id)!.label);
    this.view.drawn = placed.map((p) =>
      p.id === FOLDED_ID
        ? { ...p, text: foldedText(foldedLabels), color: foldedLabels[0]?.color ?? '#8b95a3' }
        : { ...p, text: inView.get(p.id)!.label.text, color: inView.get(p.id)!.label.color },
    );
    this.report(folded);
  }

  private report(folded: readonly string[]): void {
    const shown = this.view.drawn.map((d) => ({
      id: d.id,
      text: d.text,
      top: Math.round(d.top * 10) / 10,
      height: d.height,
      anchorY: Math.round(d.anchorY * 10) / 10,
    }));
    const signature = JSON.stringify([shown, folded]);
    if (signature === this.lastReport || !this.onPlaced) return;
    this.lastReport = signature;
    const tell = this.onPlaced;
    // Told after the chart's own redraw, never from inside it.
    queueMicrotask(() => tell(shown, folded));
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }
}
