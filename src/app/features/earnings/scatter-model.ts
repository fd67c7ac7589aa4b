/**
 * The order scatter's derived data, computed once per data change: the time and strike extents and a
 * marker size whose area follows premium (so a $2M order reads as twice a $1M one, not four times).
 */
import type { ScatterPoint } from './earnings-readings';

export interface ScatterModel {
  /** Epoch ms, first and last order; null when there is no order. */
  readonly tExtent: readonly [number, number] | null;
  readonly strikeExtent: readonly [number, number] | null;
  readonly maxPremium: number;
  /** Largest first, so small orders are drawn on top and stay visible. */
  readonly drawOrder: readonly ScatterPoint[];
}

export const MIN_RADIUS = 2.5;
export const MAX_RADIUS = 14;

export function buildScatterModel(points: readonly ScatterPoint[]): ScatterModel {
  if (points.length === 0) return { tExtent: null, strikeExtent: null, maxPremium: 0, drawOrder: [] };
  let t0 = Infinity;
  let t1 = -Infinity;
  let s0 = Infinity;
  let s1 = -Infinity;
  let maxPremium = 0;
  for (const p of points) {
    t0 = Math.min(t0, p.t);
    t1 = Math.max(t1, p.t);
    s0 = Math.min(s0, p.strike);
    s1 = Math.max(s1, p.strike);
    maxPremium = Math.max(maxPremium, Math.abs(p.premium));
  }
  return {
    tExtent: [t0, t1],
    strikeExtent: [s0, s1],
    maxPremium,
    drawOrder: [...points].sort((a, b) => Math.abs(b.premium) - Math.abs(a.premium)),
  };
}

/** Marker radius in px: area proportional to premium, never smaller than a visible dot. */
export function radiusFor(premium: number, maxPremium: number): number {
  if (!(maxPremium > 0)) return MIN_RADIUS;
  const r = MAX_RADIUS * Math.sqrt(Math.abs(premium) / maxPremium);
  return Math.max(MIN_RADIUS, r);
}

/** A domain that is never a single point (one order, or every order at one strike). */
export function paddedDomain(extent: readonly [number, number], pad: number): [number, number] {
  const [a, b] = extent;
  if (a === b) return [a - pad, b + pad];
  const margin = (b - a) * 0.04;
  return [a - margin, b + margin];
}
