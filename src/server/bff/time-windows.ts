/** Time windows of the budgets (minute, UTC day) and the header values that describe them. */

export const MINUTE = 60_000;

export function nextMinute(t: number): number {
  return (Math.floor(t / MINUTE) + 1) * MINUTE;
}
export function utcDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}
export function nextUtcMidnight(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
export function num(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
/** Retry-After as delta-seconds or HTTP-date, in ms from now. */
export function parseRetryAfter(v: string | undefined, now: number): number | undefined {
  if (v === undefined) return undefined;
  const s = num(v.trim());
  if (s !== undefined) return Math.max(0, s * 1000);
  const d = Date.parse(v);
  return Number.isNaN(d) ? undefined : Math.max(0, d - now);
}
