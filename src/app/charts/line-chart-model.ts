/**
 * Derived data of a multi-series line chart, computed once per data change so that a hover does a
 * binary search and map lookups, never a pass over the points.
 */

export interface LinePoint {
  readonly x: number;
  /** null = not observed: the line breaks there instead of dropping to 0. */
  readonly y: number | null;
}

export interface LineSeries {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  /** SVG dash pattern, so that series differ by more than colour. */
  readonly dash?: string;
  readonly showPoints?: boolean;
  readonly points: readonly LinePoint[];
}

export interface LineChartModel {
  /** Every distinct x of every series, ascending. */
  readonly xs: readonly number[];
  readonly xExtent: readonly [number, number] | null;
  readonly yExtent: readonly [number, number] | null;
  /** Per series, y by x (only the x values the series has). */
  readonly byX: ReadonlyMap<string, ReadonlyMap<number, number | null>>;
}

/**
 * `extraY`: values the y range must show (reference lines, zero). `xDomain`: an x range drawn at least
 * (a session's hours), which the data may widen; with no data there is nothing to draw.
 */
export function buildLineModel(
  series: readonly LineSeries[],
  extraY: readonly number[] = [],
  xDomain?: readonly [number, number],
): LineChartModel {
  const xsSet = new Set<number>();
  let yMin = Infinity;
  let yMax = -Infinity;
  const byX = new Map<string, Map<number, number | null>>();
  for (const s of series) {
    const m = new Map<number, number | null>();
    for (const p of s.points) {
      if (!Number.isFinite(p.x)) continue;
      xsSet.add(p.x);
      m.set(p.x, p.y);
      if (p.y !== null && Number.isFinite(p.y)) {
        if (p.y < yMin) yMin = p.y;
        if (p.y > yMax) yMax = p.y;
      }
    }
    byX.set(s.id, m);
  }
  for (const y of extraY) {
    if (!Number.isFinite(y)) continue;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  }
  const xs = [...xsSet].sort((a, b) => a - b);
  const xExtent =
    xs.length === 0
      ? null
      : xDomain
        ? ([Math.min(xs[0]!, xDomain[0]), Math.max(xs[xs.length - 1]!, xDomain[1])] as const)
        : ([xs[0]!, xs[xs.length - 1]!] as const);
  const yExtent = yMin <= yMax ? ([yMin, yMax] as const) : null;
  return { xs, xExtent, yExtent, byX };
}

/** The x of `xs` (ascending) nearest to `x`; null when there is none. */
export function nearestX(xs: readonly number[], x: number): number | null {
  if (xs.length === 0) return null;
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  const right = xs[lo]!;
  const left = lo > 0 ? xs[lo - 1]! : right;
  return Math.abs(x - left) <= Math.abs(right - x) ? left : right;
}

/** Pad a y extent so lines do not touch the frame; a flat series gets a visible band. */
export function padExtent(ext: readonly [number, number], fraction = 0.08): [number, number] {
  const [a, b] = ext;
  const span = b - a;
  const pad = span > 0 ? span * fraction : Math.abs(a) * 0.05 || 1;
  return [a - pad, b + pad];
}
