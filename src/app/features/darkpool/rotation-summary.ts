/**
 * Which sectors money rotates into and out of, read from one session's ratios (sector off-exchange $ ÷
 * its trailing average): above 1.10× into, below 0.90× out of (the bands the service's summary uses). The
 * most elevated sector is the highest ratio only when it is above average, and it is never also listed
 * as rotating out: on a quiet day no sector is elevated.
 */
import type { RotationMatrix } from './market-readers';
import type { RotationCall } from './rotation-call';
import { minutesText, pacedRatio, type ExpectedShare } from './rotation-pace';

export interface SectorRatio {
  readonly key: string;
  readonly ratio: number | null;
}

export const INTO_ABOVE = 1.1;
export const OUT_OF_BELOW = 0.9;

export function rotationCall(ratios: readonly SectorRatio[]): RotationCall {
  const known = ratios
    .filter((r): r is { key: string; ratio: number } => r.ratio !== null)
    .sort((a, b) => b.ratio - a.ratio);
  const top = known[0];
  const mostElevated = top && top.ratio > 1 ? { key: top.key, ratio: top.ratio } : null;
  return {
    into: known.filter((r) => r.ratio > INTO_ABOVE).map((r) => r.key),
    outOf: known.filter((r) => r.ratio < OUT_OF_BELOW && r.key !== mostElevated?.key).map((r) => r.key),
    mostElevated,
  };
}

/** The matrix as the panel shows it: the newest column compared like with like while it accumulates. */
export interface RotationView {
  readonly ratio: readonly (readonly (number | null)[])[];
  readonly call: RotationCall | null;
  /** What the newest column is compared with while partial: "vs the same 45 min of the last 4 sessions". */
  readonly comparison: string | null;
  /** Partial, with no earlier sessions' pace to compare with yet: the newest column is not shown. */
  readonly pending: boolean;
}

/**
 * A final matrix shows as the service gives it. A partial newest session is compared with the same
 * minutes of earlier sessions (rotation-pace.ts), and the call is made from those ratios; without the
 * pace its ratios (a morning against whole days) are withheld rather than shown as a rotation out.
 */
export function rotationView(m: RotationMatrix, partial: boolean, expected: ExpectedShare | null): RotationView {
  const last = m.sessions.length - 1;
  if (!partial || last < 0) return { ratio: m.ratio, call: m.call, comparison: null, pending: false };
  const ratio = m.ratio.map((row) => row.map((v, j) => (j === last ? pacedRatio(v, expected) : v)));
  if (expected === null) return { ratio, call: null, comparison: null, pending: true };
  const call = rotationCall(m.sectors.map((key, i) => ({ key, ratio: ratio[i]?.[last] ?? null })));
  const comparison = `vs the same ${minutesText(expected.minutes)} of the last ${expected.sessions} session${expected.sessions === 1 ? '' : 's'}`;
  return { ratio, call, comparison, pending: false };
}
