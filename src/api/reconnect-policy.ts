/**
 * The one reconnect policy for stream sockets (reference Part B, close codes): given the close code and
 * how many attempts already failed, what to do and after how long. The BFF hub (upstream socket) and
 * the browser worker (BFF socket) both follow it, so 4008 and 4029 mean the same thing on both sides.
 */
import { CLOSE_CODES } from './stream';

export interface ReconnectTimings {
  /** Full-jitter backoff: a uniform delay in [0, min(cap, base·2^attempt)). */
  readonly baseMs: number;
  readonly capMs: number;
  /** 4008: another socket of the key still holds the slot; wait at least this long before asking again. */
  readonly connectionLimitPauseMs: number;
  /** 4001/4003: the key is refused; no attempt before this long (a person must fix the key). */
  readonly authCooldownMs: number;
  /** 4029: spread the return after 00:00 UTC over this window so clients do not come back in lockstep. */
  readonly budgetResetSpreadMs: number;
}

export const DEFAULT_RECONNECT_TIMINGS: ReconnectTimings = {
  baseMs: 500,
  capMs: 30_000,
  connectionLimitPauseMs: 30_000,
  authCooldownMs: 60_000,
  budgetResetSpreadMs: 30_000,
};

/**
 * `retry`: reconnect after `delayMs`, the stream is only interrupted.
 * `wait`: the stream is stopped (4008, 4029) and comes back by itself after `delayMs`.
 * `halt`: the key is refused (4001/4003); tell the user, do not retry in a loop (`delayMs` is the cool-down).
 */
export type ReconnectAction = 'retry' | 'wait' | 'halt';

export interface ReconnectDecision {
  readonly action: ReconnectAction;
  readonly delayMs: number;
}

export function fullJitterDelay(
  attempt: number,
  random: () => number,
  timings: Pick<ReconnectTimings, 'baseMs' | 'capMs'>,
): number {
  const ceiling = Math.min(timings.capMs, timings.baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Milliseconds from `now` to the next 00:00 UTC, when the daily flow-row budget resets. */
export function msUntilUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - now;
}

export function decideReconnect(
  code: number,
  attempt: number,
  now: number,
  random: () => number = Math.random,
  timings: ReconnectTimings = DEFAULT_RECONNECT_TIMINGS,
): ReconnectDecision {
  if (code === CLOSE_CODES.invalidKey || code === CLOSE_CODES.tierBelowPro) {
    return { action: 'halt', delayMs: timings.authCooldownMs };
  }
  if (code === CLOSE_CODES.flowBudgetExhausted) {
    return { action: 'wait', delayMs: msUntilUtcMidnight(now) + Math.floor(random() * timings.budgetResetSpreadMs) };
  }
  if (code === CLOSE_CODES.connectionLimit) {
    return { action: 'wait', delayMs: timings.connectionLimitPauseMs + fullJitterDelay(attempt, random, timings) };
  }
  // 1000/1001/1006/1011 and anything unknown: the connection was lost, not refused.
  return { action: 'retry', delayMs: fullJitterDelay(attempt, random, timings) };
}
