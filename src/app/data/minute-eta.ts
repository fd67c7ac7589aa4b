/**
 * How long a number of requests still to send will take at the minute's rate: what the current window
 * has left above the reserve goes now (a few at a time), the rest waits for the windows that follow.
 * Read from the budget headers (budget-store.ts); shared by the OI receipts' queue and the cold board.
 */
import { MINUTE_MS } from '../../api/time-windows';
import { minuteRemaining, useHeaderBudget } from './budget-store';

export interface MinuteWindowNow {
  /** The minute's limit, null until an answer said it. */
  readonly limit: number | null;
  /** Requests left in the current window (a rolled-over window counts as full), null when unknown. */
  readonly left: number | null;
  /** When the current window rolls over, epoch ms; null when unknown. */
  readonly resetAt: number | null;
  /** When an answer last told these numbers, epoch ms; null or absent when unknown. */
  readonly readAt?: number | null;
}

export interface EtaInput {
  /** Requests still to send (or in flight). */
  readonly requests: number;
  readonly window: MinuteWindowNow;
  /** Requests of each window kept for the page the user opens next. */
  readonly reserve: number;
  /** Requests sent at once. */
  readonly concurrency: number;
  /** How long one answer takes, ms (measured, or a guess). */
  readonly latencyMs: number;
  readonly now: number;
  /** A Retry-After being waited out: nothing is sent before. */
  readonly blockedUntil?: number;
}

/** The minute's limit assumed before any answer said it (the reference's Pro tier). */
export const ASSUMED_MINUTE_LIMIT = 60;

/** Milliseconds until `requests` are answered at the minute's rate. */
export function minuteEtaMs(input: EtaInput): number {
  if (input.requests <= 0) return 0;
  const limit = input.window.limit ?? ASSUMED_MINUTE_LIMIT;
  const perWindow = Math.max(1, limit - input.reserve);
  const blocked = Math.max(0, (input.blockedUntil ?? 0) - input.now);
  // Blocked: the window that opens after the wait is a fresh one.
  const nowLeft = blocked > 0 ? 0 : Math.max(0, (input.window.left ?? limit) - input.reserve);
  const burst = (n: number): number => Math.ceil(n / Math.max(1, input.concurrency)) * input.latencyMs;
  if (input.requests <= nowLeft) return burst(input.requests);
  const later = input.requests - nowLeft;
  const firstOpening =
    blocked > 0
      ? blocked
      : input.window.resetAt !== null && input.window.resetAt > input.now
        ? input.window.resetAt - input.now
        : MINUTE_MS;
  const fullWindows = Math.ceil(later / perWindow) - 1;
  const lastWindow = later - fullWindows * perWindow;
  return firstOpening + fullWindows * MINUTE_MS + burst(lastWindow);
}

/** "~40 s", "~2 min": to the nearest 5 s under two minutes, else to the minute. */
export function formatEta(ms: number): string {
  if (ms < 120_000) return `~${Math.max(5, Math.round(ms / 5000) * 5)} s`;
  return `~${Math.round(ms / MINUTE_MS)} min`;
}

/** The minute's window as the app's answers told it (budget-store.ts). */
export function headerWindow(now: number = Date.now()): MinuteWindowNow {
  const b = useHeaderBudget.getState();
  return {
    limit: b.minute?.limit ?? null,
    left: minuteRemaining(b, now),
    resetAt: b.minute?.resetAt || null,
    readAt: b.updatedAt,
  };
}
