/**
 * Sector rotation that compares like with like. The service gives each sector's off-exchange $ of a
 * session against its trailing average of whole sessions, so a session still accumulating reads low in
 * every sector ("↓0.08×" at 10:00). The reference offers no sector figure by time of day, so the partial
 * session is compared with the same minutes of earlier sessions by scaling: the average is cut to the
 * share of a whole day's off-exchange $ that the market had printed by the same minute, read from the
 * market's 5-minute pressure windows of the last few sessions (one immutable answer each).
 */
import { sessionHours } from '../../../api/calendar';

/** A market pressure window as read: its span and the $ printed at the bid and at the ask. */
export interface PaceWindow {
  readonly start: string | null;
  readonly end: string | null;
  readonly buy: number | null;
  readonly sell: number | null;
}

/** Minutes from the session's open to `asOf` (the newest print the answer includes); null if unknown. */
export function minutesIntoSession(session: string, asOf: string | null): number | null {
  if (asOf === null) return null;
  const t = Date.parse(asOf);
  if (Number.isNaN(t)) return null;
  const { openMs, closeMs } = sessionHours(session);
  const clamped = Math.min(Math.max(t, openMs), closeMs);
  return (clamped - openMs) / 60_000;
}

/**
 * The share (0–1) of one whole session's windowed $ printed in its first `minutes`, a window straddling
 * the minute counted pro rata; null when the session's windows carry no $.
 */
export function shareByMinute(session: string, windows: readonly PaceWindow[], minutes: number): number | null {
  const cut = sessionHours(session).openMs + minutes * 60_000;
  let total = 0;
  let before = 0;
  for (const w of windows) {
    const v = (w.buy ?? 0) + (w.sell ?? 0);
    const s = w.start === null ? NaN : Date.parse(w.start);
    const e = w.end === null ? NaN : Date.parse(w.end);
    if (!(v > 0) || Number.isNaN(s) || Number.isNaN(e) || e <= s) continue;
    total += v;
    before += v * Math.min(1, Math.max(0, (cut - s) / (e - s)));
  }
  return total > 0 ? before / total : null;
}

export interface ExpectedShare {
  /** Mean share of a day's $ printed by the minute, over the sessions that had windows. */
  readonly share: number;
  readonly sessions: number;
  readonly minutes: number;
}

/** The expected share at `minutes` into the session, averaged over earlier sessions' windows. */
export function expectedShare(
  earlier: readonly { session: string; windows: readonly PaceWindow[] }[],
  minutes: number,
): ExpectedShare | null {
  const shares = earlier
    .map((e) => shareByMinute(e.session, e.windows, minutes))
    .filter((v): v is number => v !== null);
  if (shares.length === 0) return null;
  return { share: shares.reduce((a, b) => a + b, 0) / shares.length, sessions: shares.length, minutes };
}

/**
 * A partial session's ratio against the same minutes of earlier sessions: (so far ÷ whole-day average)
 * ÷ the share of a day printed by then. Null when either is unknown or the share is 0 (at the open).
 */
export function pacedRatio(rawRatio: number | null, expected: ExpectedShare | null): number | null {
  if (rawRatio === null || expected === null || !(expected.share > 0)) return null;
  return rawRatio / expected.share;
}

/** "45 min", "1 h 30 min": how far into the session the comparison reaches. */
export function minutesText(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  return h === 0 ? `${m} min` : `${h} h${m % 60 ? ` ${m % 60} min` : ''}`;
}
