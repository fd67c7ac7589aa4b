/**
 * The replay's clock and what it shows at a moment, kept pure: the session's hours, the moment in the
 * URL (`t=HH:MM:SS` Eastern, so a link reads as the clock a trader saw), playing at a speed, and the
 * last item of each time-ordered family at or before the moment (a binary search: scrubbing a day of
 * tape costs a few comparisons, not a scan).
 */
import { easternToEpochMs, isTradingDay, sessionHours, toEastern } from '../../../api/calendar';

export const SPEEDS = [1, 10, 60] as const;
export type Speed = (typeof SPEEDS)[number];

export interface ReplayView {
  /** A past trading session, or null when the URL names none (the page offers the latest past one). */
  readonly session: string | null;
  /** The moment, epoch ms; null = the session's open. */
  readonly atMs: number | null;
  readonly speed: Speed;
}

const CLOCK_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export function readReplayView(p: URLSearchParams): ReplayView {
  const rawSession = p.get('session');
  const session = rawSession && /^\d{4}-\d{2}-\d{2}$/.test(rawSession) && isTradingDay(rawSession) ? rawSession : null;
  const speedNum = Number(p.get('speed'));
  const speed = (SPEEDS as readonly number[]).includes(speedNum) ? (speedNum as Speed) : 1;
  const m = CLOCK_RE.exec(p.get('t') ?? '');
  let atMs: number | null = null;
  if (session && m) {
    const minute = Number(m[1]) * 60 + Number(m[2]);
    const second = Number(m[3] ?? 0);
    if (minute < 24 * 60 && second < 60)
      atMs = clampToSession(session, easternToEpochMs(session, minute) + second * 1000);
  }
  return { session, atMs, speed };
}

/** The URL's `t`: the moment's Eastern wall-clock time, to the second. */
export function clockParam(atMs: number): string {
  const e = toEastern(atMs);
  const hh = String(Math.floor(e.minute / 60)).padStart(2, '0');
  const mm = String(e.minute % 60).padStart(2, '0');
  return `${hh}:${mm}:${String(e.second).padStart(2, '0')}`;
}

export function clampToSession(session: string, ms: number): number {
  const h = sessionHours(session);
  return Math.min(h.closeMs, Math.max(h.openMs, ms));
}

/** The moment after `elapsedMs` of wall time at `speed`, stopped at the close. */
export function advance(session: string, atMs: number, elapsedMs: number, speed: Speed): number {
  return clampToSession(session, atMs + elapsedMs * speed);
}

/** How many of `times` (ascending) are at or before `t`: the index one past the last shown item. */
export function countAtOrBefore(times: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface TimedBar {
  /** Bar open, epoch seconds (the chart's time). */
  readonly time: number;
  readonly close: number;
}

/**
 * The bars completed by `atMs` for bars of `minutes` each: a bar that opened at 10:00 is whole at
 * 10:01 for 1-minute bars. The price at the moment is the last completed bar's close (what a trader
 * watching then saw as last), null before the first bar closes.
 */
export function completedBars<B extends TimedBar>(bars: readonly B[], atMs: number, minutes: number): B[] {
  const closes = bars.map((b) => (b.time + minutes * 60) * 1000);
  return bars.slice(0, countAtOrBefore(closes, atMs));
}
