/**
 * A price window. The GEX profile follows the price chart's visible window (so strikes line up with
 * prices); `priceRange` spans levels and candles for views that must show every level (the strike grid).
 */
export interface PriceRange {
  readonly lo: number;
  readonly hi: number;
}

/** Cover every finite value given, padded by `pad` of the span (at least 0.5% of the middle). */
export function priceRange(values: readonly (number | null | undefined)[], pad = 0.08): PriceRange | null {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (xs.length === 0) return null;
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const span = Math.max(hi - lo, ((lo + hi) / 2) * 0.005);
  return { lo: lo - span * pad, hi: hi + span * pad };
}
