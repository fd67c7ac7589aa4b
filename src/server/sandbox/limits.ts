/**
 * The limits of Document B (Limits) as one value, so tests can shrink them, and the wall-clock helpers
 * every limit uses. Limits always run on the real clock (Date.now), never on the market clock.
 */

export type Tier = 'pro' | 'free';

export interface SandboxLimits {
  /** Requests per fixed wall-clock minute, per key (anonymous callers use the free numbers). */
  readonly perMinute: Readonly<Record<Tier, number>>;
  /** Requests per UTC day: enforced, never reported in a header. */
  readonly perDay: Readonly<Record<Tier, number>>;
  /** Flow rows per UTC day for the whole account (REST tape and /v1/ws/flow share it). */
  readonly flowRowsPerDay: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  perMinute: { pro: 60, free: 10 },
  perDay: { pro: 5000, free: 200 },
  flowRowsPerDay: 150_000,
};

/** Merge a partial override (tests) onto the defaults. */
export function resolveLimits(override?: Partial<SandboxLimits>): SandboxLimits {
  return {
    perMinute: { ...DEFAULT_LIMITS.perMinute, ...override?.perMinute },
    perDay: { ...DEFAULT_LIMITS.perDay, ...override?.perDay },
    flowRowsPerDay: override?.flowRowsPerDay ?? DEFAULT_LIMITS.flowRowsPerDay,
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Start (epoch ms) of the wall-clock minute holding `nowMs`. */
export function minuteStart(nowMs: number): number {
  return Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** Epoch ms of the next 00:00 UTC after `nowMs`. */
export function nextUtcMidnight(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS + DAY_MS;
}

/** Whole seconds from `nowMs` to `untilMs`, at least 1 (a Retry-After of 0 invites a busy loop). */
export function secondsUntil(nowMs: number, untilMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}
