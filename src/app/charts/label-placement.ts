/**
 * Where the price chart's level labels go so that none covers another: each label wants to sit centred
 * on its level's y; labels that would overlap are pushed apart as one block (centred on the levels they
 * stand for, a minimum gap between boxes) and kept inside the pane. A leader from each label to its true
 * y keeps the reading exact. When more labels ask for room than the pane has (or than `maxShown`), the
 * least important are folded into one "+N" label placed among them; their lines stay drawn.
 */

export interface LabelRequest {
  readonly id: string;
  /** The y of the level (pane pixels, down). */
  readonly y: number;
  readonly height: number;
  /** Higher is kept first when labels must be folded. */
  readonly priority: number;
}

export interface PlacedLabel {
  readonly id: string;
  /** Top of the label's box. */
  readonly top: number;
  readonly height: number;
  /** The level's own y, where the leader points. */
  readonly anchorY: number;
}

export interface Placement {
  readonly placed: readonly PlacedLabel[];
  /** Ids folded into the "+N" label (placed under `FOLDED_ID`), least important first out. */
  readonly folded: readonly string[];
}

export interface PlacementOptions {
  /** Pane band the labels may use. */
  readonly top: number;
  readonly bottom: number;
  /** Minimum pixels between two boxes. */
  readonly gap: number;
  /** At most this many labels (the "+N" label included); the pane's room decides when absent. */
  readonly maxShown?: number;
}

/** Id of the label that stands for the folded ones. */
export const FOLDED_ID = '+folded';

interface Block {
  items: LabelRequest[];
  top: number;
  height: number;
}

function blockHeight(items: readonly LabelRequest[], gap: number): number {
  return items.reduce((s, l) => s + l.height, 0) + gap * (items.length - 1);
}

/** The top that centres a block's labels on their levels on average, within the band. */
function idealTop(items: readonly LabelRequest[], gap: number, band: { top: number; bottom: number }): number {
  let offset = 0;
  let sum = 0;
  for (const l of items) {
    sum += l.y - l.height / 2 - offset;
    offset += l.height + gap;
  }
  const top = sum / items.length;
  const height = blockHeight(items, gap);
  return Math.max(band.top, Math.min(band.bottom - height, top));
}

/** Labels in y order pushed apart, as blocks that merge while they overlap. */
function spread(labels: readonly LabelRequest[], gap: number, band: { top: number; bottom: number }): PlacedLabel[] {
  const blocks: Block[] = [];
  for (const l of [...labels].sort((a, b) => a.y - b.y || a.id.localeCompare(b.id))) {
    let block: Block = { items: [l], top: 0, height: l.height };
    block.top = idealTop(block.items, gap, band);
    for (let prev = blocks.at(-1); prev && prev.top + prev.height + gap > block.top; prev = blocks.at(-1)) {
      blocks.pop();
      const items = [...prev.items, ...block.items];
      block = { items, top: idealTop(items, gap, band), height: blockHeight(items, gap) };
    }
    blocks.push(block);
  }
  const out: PlacedLabel[] = [];
  for (const b of blocks) {
    let top = b.top;
    for (const l of b.items) {
      out.push({ id: l.id, top, height: l.height, anchorY: l.y });
      top += l.height + gap;
    }
  }
  return out;
}

export function placeLabels(labels: readonly LabelRequest[], options: PlacementOptions): Placement {
  const { gap } = options;
  const band = { top: options.top, bottom: options.bottom };
  if (labels.length === 0) return { placed: [], folded: [] };
  const tallest = Math.max(...labels.map((l) => l.height));
  const room = Math.max(1, Math.floor((band.bottom - band.top + gap) / (tallest + gap)));
  const shown = Math.min(room, options.maxShown ?? room);
  if (labels.length <= shown) return { placed: spread(labels, gap, band), folded: [] };

  // One slot goes to the "+N" label; the most important keep theirs.
  const ranked = [...labels].sort((a, b) => b.priority - a.priority || a.y - b.y);
  const kept = ranked.slice(0, Math.max(0, shown - 1));
  const folded = ranked.slice(kept.length);
  const ys = folded.map((l) => l.y).sort((a, b) => a - b);
  const marker: LabelRequest = {
    id: FOLDED_ID,
    y: ys[Math.floor(ys.length / 2)]!,
    height: tallest,
    priority: -Infinity,
  };
  return { placed: spread([...kept, marker], gap, band), folded: folded.map((l) => l.id) };
}

/** Whether any two placed boxes overlap or sit closer than `gap` (for tests and checks). */
export function overlapping(placed: readonly PlacedLabel[], gap: number): boolean {
  const sorted = [...placed].sort((a, b) => a.top - b.top);
  return sorted.some((p, i) => i > 0 && sorted[i - 1]!.top + sorted[i - 1]!.height + gap > p.top + 1e-6);
}
