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

/** Whole seconds from `nowMs` to `untilMs`, at least 1 (a Retry-After of 0 invites a busy loop). */
export function secondsUntil(nowMs: number, untilMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}
