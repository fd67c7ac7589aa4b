/**
 * The windows the budgets count in, for every tier: the minute and the UTC day (the reference resets
 * the day's requests and flow rows at 00:00 UTC), and `Retry-After`, which says when to come back.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Start (epoch ms) of the wall-clock minute holding `t`. */
export function minuteStart(t: number): number {
  return Math.floor(t / MINUTE_MS) * MINUTE_MS;
}

/** Start of the next minute after `t`. */
export function nextMinute(t: number): number {
  return minuteStart(t) + MINUTE_MS;
}

let memoDayIndex = NaN;
let memoDay = '';

/** The UTC day of an instant, YYYY-MM-DD. The budget asks on every request: the last day is kept. */
export function utcDay(t: number): string {
  const dayIndex = Math.floor(t / DAY_MS);
  if (dayIndex !== memoDayIndex) {
    memoDay = new Date(t).toISOString().slice(0, 10);
    memoDayIndex = dayIndex;
  }
  return memoDay;
}

/** Epoch ms of the next 00:00 UTC after `t`. */
export function nextUtcMidnight(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS + DAY_MS;
}

/**
 * `Retry-After` as a wait in ms: delta-seconds (digits only) or an HTTP-date (RFC 9110 §10.2.3); null
 * when absent or unreadable, so a caller falls back to its own backoff rather than to 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
