/** Small descriptive statistics shared by the volatility and OI analytics. Empty input gives null. */

export function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** Sample standard deviation (n − 1); null below two observations. */
export function stdev(xs: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const m = mean(xs)!;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

/** Quantile with linear interpolation between order statistics (R type 7); q in 0..1. */
export function quantile(xs: readonly number[], q: number): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Share (0..1) of observations at or below `x`. */
export function percentRank(xs: readonly number[], x: number): number | null {
  return xs.length === 0 ? null : xs.filter((v) => v <= x).length / xs.length;
}

/** Change and % change (null when the prior is 0 or missing). */
export function delta(
  prior: number | null,
  current: number | null,
): { prior: number | null; current: number | null; change: number | null; change_pct: number | null } {
  const change = prior === null || current === null ? null : current - prior;
  const pct = change === null || prior === null || prior === 0 ? null : (change / prior) * 100;
  return { prior, current, change, change_pct: pct };
}
