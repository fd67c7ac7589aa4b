/**
 * When does a snapshot's open interest take in a session's trades? The reference says only that OI is
 * built from twice-daily (AM/PM ET) snapshots, so the service may read it either way:
 * - `overnight`: OI is settled overnight (as the clearing house publishes it), so a session's AM and PM
 *   snapshots hold the same positions, those at the previous close, and a session's trades first show
 *   in the next session's snapshots;
 * - `at_close`: the PM snapshot already holds the session's closing positions (the sandbox's reading).
 * Which one the service uses is read from one ticker's AM/PM series: under `overnight` every session's
 * AM and PM totals are equal, under `at_close` they differ. Anything else is `unknown`, shown as drift.
 */
import type { OiSnapshotPoint } from './oi-timeseries';

export type OiSettlement = 'overnight' | 'at_close' | 'unknown';

export function settlementOf(points: readonly OiSnapshotPoint[]): OiSettlement {
  const am = new Map<string, number>();
  for (const p of points) if (p.slot === 'AM' && p.totalOi !== null) am.set(p.session, p.totalOi);
  let same = 0;
  let differ = 0;
  for (const p of points) {
    const morning = p.slot === 'PM' && p.totalOi !== null ? am.get(p.session) : undefined;
    if (morning === undefined) continue;
    if (morning === p.totalOi) same++;
    else differ++;
  }
  if (same > 0 && differ === 0) return 'overnight';
  if (differ > 0 && same === 0) return 'at_close';
  return 'unknown';
}

export const SETTLEMENT_TEXT: Readonly<Record<OiSettlement, string>> = {
  overnight: "OI settles overnight: a session's trades show in the next session's snapshots.",
  at_close: "OI as of the close: the PM snapshot holds the session's closing positions.",
  // Shown after "⚠ contract drift: ".
  unknown:
    "the AM/PM series does not say when OI takes in a session's trades; read as settled overnight (the next session's snapshot).",
};
