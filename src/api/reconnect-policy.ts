/**
 * The one reconnect policy for stream sockets (reference Part B, close codes): given the close code and
 * how many attempts already failed, what to do and after how long. The BFF hub (upstream socket) and
 * the browser worker (BFF socket) both follow it, so 4008 and 4029 mean the same thing on both sides.
 * Neither tier decides on a close code by itself: each only maps the decision onto its own state.
 */
import { nextUtcMidnight } from './time-windows';
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
 * `wait`: refused for now (4008, 4029): no attempt before `delayMs`, then one without being asked (the
 *   worker shows the stream stopped meanwhile).
 * `halt`: the key is refused (4001/4003); tell the user, do not retry in a loop (`delayMs` is the cool-down).
 */
export type ReconnectAction = 'retry' | 'wait' | 'halt';

/**
 * Who the close concerns. `key`: every socket of the API key (4001/4003 refused key, 4029 spent budget), so
 * the hub stops the endpoint for all its clients. `socket`: only this socket (4008 slot taken, a lost
 * connection); the hub's clients stay connected while it reconnects.
 */
export type ReconnectScope = 'socket' | 'key';

export interface ReconnectDecision {
  readonly action: ReconnectAction;
  readonly delayMs: number;
  readonly scope: ReconnectScope;
}

/** What a 429 body must say for the refusal to be the day's flow-row budget (Part B, Errors). */
export const FLOW_BUDGET_ERROR = 'flow_row_budget_exhausted';

/**
 * A refused WebSocket handshake (an HTTP answer instead of an upgrade) read as the close code of the
 * same meaning, so it gets the same decision: 401 → 4001, 403 → 4003, anything else a lost connection
 * (1006). A 429 is the rate limit (pause and ask again, as after 4008) unless its body says the day's
 * flow rows are spent (4029: stopped until 00:00 UTC); the reference shows no 429 for the handshake, so
 * the body is searched for the error's name wherever it sits (`error`, `detail.code`, plain text).
 */
export function closeCodeOfRefusedHandshake(httpStatus: number | undefined, body = ''): number {
  if (httpStatus === 401) return CLOSE_CODES.invalidKey;
  if (httpStatus === 403) return CLOSE_CODES.tierBelowPro;
  if (httpStatus === 429) {
    return body.includes(FLOW_BUDGET_ERROR) ? CLOSE_CODES.flowBudgetExhausted : CLOSE_CODES.connectionLimit;
  }
  return 1006;
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
  return nextUtcMidnight(now) - now;
}

export function decideReconnect(
  code: number,
  attempt: number,
  now: number,
  random: () => number = Math.random,
  timings: ReconnectTimings = DEFAULT_RECONNECT_TIMINGS,
): ReconnectDecision {
  if (code === CLOSE_CODES.invalidKey || code === CLOSE_CODES.tierBelowPro) {
    return { action: 'halt', delayMs: timings.authCooldownMs, scope: 'key' };
  }
  if (code === CLOSE_CODES.flowBudgetExhausted) {
    const delayMs = msUntilUtcMidnight(now) + Math.floor(random() * timings.budgetResetSpreadMs);
    return { action: 'wait', delayMs, scope: 'key' };
  }
  if (code === CLOSE_CODES.connectionLimit) {
    const delayMs = timings.connectionLimitPauseMs + fullJitterDelay(attempt, random, timings);
    return { action: 'wait', delayMs, scope: 'socket' };
  }
  // 1000/1001/1006/1011 and anything unknown: the connection was lost, not refused.
  return { action: 'retry', delayMs: fullJitterDelay(attempt, random, timings), scope: 'socket' };
}
