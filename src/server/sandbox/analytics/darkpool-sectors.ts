/**
 * Dark-pool figures of one sector from its constituents' off-exchange notional and NBBO-location
 * pressure: how concentrated the notional is, and how much of it leans the way the sector does.
 */
import { combinedSums, type PressureSums } from './darkpool-pressure';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface ConstituentPressure {
  readonly ticker: string;
  readonly notional: number;
  readonly sums: PressureSums;
}

/** The sector's pressure as the sum of its constituents'. */
export function sectorSums(constituents: readonly ConstituentPressure[]): PressureSums {
  return combinedSums(constituents.map((c) => c.sums));
}

/** Largest notional first, then by ticker. */
export function byNotional<T extends { ticker: string; notional: number }>(a: T, b: T): number {
  return b.notional - a.notional || (a.ticker < b.ticker ? -1 : 1);
}

/** Share of the sector's notional in its largest one and three names; null for a sector with none. */
export function concentration(ranked: readonly ConstituentPressure[], total: number) {
  const top = (k: number) =>
    total > 0 ? round4(ranked.slice(0, k).reduce((s, x) => s + x.notional, 0) / total) : null;
  return { top1_share: top(1), top3_share: top(3) };
}

/**
 * Share of the sector's notional in names whose net pressure has the sector's sign; null when the
 * sector has no notional or no net lean.
 */
export function directionAgreement(ranked: readonly ConstituentPressure[], total: number): number | null {
  const s = sectorSums(ranked);
  const sign = Math.sign(s.buy - s.sell);
  if (!(total > 0) || sign === 0) return null;
  const agreeing = ranked
    .filter((x) => Math.sign(x.sums.buy - x.sums.sell) === sign)
    .reduce((acc, x) => acc + x.notional, 0);
  return round4(agreeing / total);
}

/** Today's off-exchange $ against the prior session's whole-day $ (1 = a full normal day). */
export function intensity(notional: number, priorSessionNotional: number): number | null {
  return priorSessionNotional > 0 ? round4(notional / priorSessionNotional) : null;
}
