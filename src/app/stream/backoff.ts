/** Reconnection delays: full-jitter exponential backoff, and the wait until the daily budget resets. */

export interface BackoffOptions {
  readonly baseMs: number;
  readonly capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000 };

/**
 * Full jitter (AWS architecture blog): a uniform delay in [0, min(cap, base·2^attempt)), so that many
 * tabs or clients that lost the server at once do not come back in lockstep.
 */
export function fullJitterDelay(
  attempt: number,
  random: () => number = Math.random,
  opts: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Milliseconds from `now` to the next 00:00 UTC, when the daily flow-row budget resets (close 4029). */
export function msUntilUtcMidnight(now: number): number {
  const d = new Date(now);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return next - now;
}
