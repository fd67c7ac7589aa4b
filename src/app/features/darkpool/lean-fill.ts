/**
 * The tints of the market heatmaps. A sector tile: the theme's up colour for a lean toward the ask, its down colour toward the
 * bid, deeper as the lean grows, mixed into the panel colour so the tile is opaque and follows the
 * theme. A rotation cell: the warn colour above the trailing average, the accent colour below. Every
 * tint stops where the theme's text still reads at 4.5:1 on it (lean-fill.test.ts checks both themes'
 * tokens); the value and its sign or arrow are printed on the cell, so colour is never alone.
 */

/** The deepest tint, in percent of the up/down colour. */
export const MAX_TINT_PCT = 40;

/** Percent of the up/down colour for a lean −1…1: a faint tint at zero, the deepest from about ±0.2. */
export function leanTintPct(lean: number): number {
  return Math.round(Math.min(MAX_TINT_PCT, 8 + Math.abs(lean) * 160));
}

/** The tile's CSS background; the raised surface when the lean is unknown. */
export function leanFill(lean: number | null): string {
  if (lean === null) return 'var(--app-raised)';
  const tone = lean >= 0 ? 'var(--app-up)' : 'var(--app-down)';
  return tint(tone, leanTintPct(lean));
}

/** A rotation cell's background for a ratio to the trailing average (1 = average; none when unknown). */
export function ratioFill(ratio: number | null): string {
  if (ratio === null) return 'transparent';
  const pct = Math.round(Math.min(MAX_TINT_PCT, 6 + Math.abs(ratio - 1) * 80));
  return tint(ratio >= 1 ? 'var(--app-warn)' : 'var(--app-accent)', pct);
}

function tint(tone: string, pct: number): string {
  return `color-mix(in srgb, ${tone} ${pct}%, var(--app-panel))`;
}
