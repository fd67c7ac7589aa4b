/**
 * Dark-pool sector rotation: each sector's off-exchange notional of a session against its trailing
 * average, over the last sessions shown. A ratio above 1.1 reads as rotation into the sector, below 0.9
 * as rotation out of it.
 */
import { SECTOR_KEYS, type SectorKey } from '../../../api/sectors';

/** Sessions in the trailing average (fewer when the requested history is shorter). */
export const ROTATION_TRAILING_SESSIONS = 20;
const INTO_ABOVE = 1.1;
const OUT_OF_BELOW = 0.9;

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface RotationCell {
  readonly session: string;
  readonly notional: number;
  readonly trailing_avg: number | null;
  /** notional / trailing_avg; null without a trailing average. */
  readonly ratio: number | null;
  /** Sessions in the trailing average. */
  readonly n: number;
}

export interface SectorRotation {
  readonly trailing: number;
  /** The shown sessions, oldest first. */
  readonly shown: string[];
  readonly matrix: { key: SectorKey; cells: RotationCell[] }[];
  readonly rotation: { into: SectorKey[]; out_of: SectorKey[] };
  /** The sector with the highest ratio in the newest session; null when no sector has one. */
  readonly most_elevated: { key: SectorKey; ratio: number } | null;
}

/**
 * `sessions` newest first; the last `display` are shown, each against the trailing sessions before it
 * that lie within the `days` of history asked for.
 */
export function sectorRotation(
  sessions: readonly string[],
  days: number,
  display: number,
  notionalOf: (session: string) => Readonly<Record<SectorKey, number>>,
): SectorRotation {
  const shown = sessions.slice(0, display).reverse();
  const trailing = Math.min(ROTATION_TRAILING_SESSIONS, days);
  const matrix = SECTOR_KEYS.map((key) => ({
    key,
    cells: shown.map((session): RotationCell => {
      const idx = sessions.indexOf(session);
      const prior = sessions.slice(idx + 1, idx + 1 + trailing).filter((s) => sessions.indexOf(s) < days);
      const avg = prior.length > 0 ? prior.reduce((s, d) => s + notionalOf(d)[key], 0) / prior.length : null;
      const value = notionalOf(session)[key];
      return {
        session,
        notional: round2(value),
        trailing_avg: avg === null ? null : round2(avg),
        ratio: avg ? round4(value / avg) : null,
        n: prior.length,
      };
    }),
  }));
  const latest = matrix
    .map((r) => ({ key: r.key, ratio: r.cells.at(-1)?.ratio ?? null }))
    .filter((r): r is { key: SectorKey; ratio: number } => r.ratio !== null)
    .sort((a, b) => b.ratio - a.ratio);
  return {
    trailing,
    shown,
    matrix,
    rotation: {
      into: latest.filter((r) => r.ratio > INTO_ABOVE).map((r) => r.key),
      out_of: latest.filter((r) => r.ratio < OUT_OF_BELOW).map((r) => r.key),
    },
    most_elevated: latest[0] ?? null,
  };
}
