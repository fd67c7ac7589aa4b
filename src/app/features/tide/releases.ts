/**
 * The session's economic releases beside the tide: each release at its time on the curve's axis, and
 * what net premium did in the minutes after it (and before it, when the session was already open). A
 * release before the open (most are at 08:30 ET) is read from the open, the first moment with a tide.
 */
import { easternToEpochMs } from '../../../api/calendar';
import type { TideCurvePoint } from '../../charts/tide-curve';
import type { EconomicEvent } from '../../data/economic-readings';

export interface Release {
  readonly id: string;
  readonly name: string;
  readonly impact: string | null;
  /** The release time (epoch ms), from the calendar's date and HH:MM ET. */
  readonly atMs: number;
}

export interface AroundRelease extends Release {
  /** Where the window starts: the release, or the open for a release before it. */
  readonly fromMs: number;
  /** Net premium change over `minutes` after `fromMs`, and over the `minutes` before it; null when not observed. */
  readonly after: number | null;
  readonly before: number | null;
}

export function releasesOf(events: readonly EconomicEvent[], session: string): Release[] {
  return events.flatMap((e) => {
    const hm = e.time === null ? null : /^(\d{1,2}):(\d{2})/.exec(e.time);
    if (e.date !== session || !hm) return [];
    return [
      { id: e.id, name: e.name, impact: e.impact, atMs: easternToEpochMs(session, Number(hm[1]) * 60 + Number(hm[2])) },
    ];
  });
}

/** The curve's net premium at `t`: its last point at or before `t`; null before the first. */
function netAt(points: readonly TideCurvePoint[], t: number): number | null {
  let v: number | null = null;
  for (const p of points) {
    if (p.t > t) break;
    v = p.netPremium;
  }
  return v;
}

export function aroundReleases(
  releases: readonly Release[],
  points: readonly TideCurvePoint[],
  minutes: number,
): AroundRelease[] {
  const first = points[0]?.t;
  const last = points.at(-1)?.t;
  if (first === undefined || last === undefined) return [];
  const span = minutes * 60_000;
  return releases
    .filter((r) => r.atMs <= last)
    .map((r) => {
      const fromMs = Math.max(r.atMs, first);
      const at = netAt(points, fromMs);
      const later = fromMs + span <= last ? netAt(points, fromMs + span) : null;
      const earlier = fromMs - span >= first ? netAt(points, fromMs - span) : null;
      return {
        ...r,
        fromMs,
        after: at !== null && later !== null ? later - at : null,
        before: at !== null && earlier !== null ? at - earlier : null,
      };
    });
}
