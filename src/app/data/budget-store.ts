/**
 * What the last `/api/v1/*` answers said about the budget (X-RateLimit-*, X-FlowRows-*, and the BFF's
 * X-Refresh-Slowed), so that background work can hold back before the minute runs out and panels can
 * say when their refreshes are stretched to keep the day's budget. `/api/budget` is the full picture; this
 * store is the cheap, per-response one.
 */
import { create } from 'zustand';
import { MINUTE_MS } from '../../api/time-windows';

export interface Window {
  readonly limit: number;
  readonly remaining: number;
  /** When the window rolls over, epoch ms. */
  readonly resetAt: number;
}

export interface HeaderBudget {
  minute: Window | null;
  flowRows: Window | null;
  /**
   * How much the BFF stretches background refreshes to make the day's budget last (a factor above 1),
   * `paused` until the day's count resets, or null when refreshes run at their own cadence.
   */
  refreshSlowed: RefreshSlowed;
  /** Epoch ms of the answer the numbers came from. */
  updatedAt: number | null;
}

export type RefreshSlowed = number | 'paused' | null;

export const useHeaderBudget = create<HeaderBudget>(() => ({
  minute: null,
  flowRows: null,
  refreshSlowed: null,
  updatedAt: null,
}));

interface HeaderSource {
  get(name: string): string | null;
}

function readWindow(headers: HeaderSource, prefix: string, unknownResetAt: number): Window | null {
  const limit = Number(headers.get(`${prefix}-Limit`));
  const remaining = Number(headers.get(`${prefix}-Remaining`));
  const reset = Number(headers.get(`${prefix}-Reset`));
  if (!headers.get(`${prefix}-Limit`) || !Number.isFinite(limit) || !Number.isFinite(remaining)) return null;
  // Reset is a unix second (Document B, Limits 1 and 6).
  return { limit, remaining, resetAt: Number.isFinite(reset) && reset > 0 ? reset * 1000 : unknownResetAt };
}

/** `X-Refresh-Slowed`: a factor above 1, or `paused`; anything else is read as not slowed. */
export function readRefreshSlowed(value: string | null): RefreshSlowed {
  if (value === null) return null;
  if (value.trim() === 'paused') return 'paused';
  const n = Number(value);
  return Number.isFinite(n) && n > 1 ? n : null;
}

/**
 * Read the budget headers of one response into the store; absent headers keep old values. The BFF puts
 * X-Refresh-Slowed on every proxied answer while it paces, so a proxied answer without it (one that
 * carries the minute window) says refreshes run at their cadence again.
 */
export function recordBudgetHeaders(headers: HeaderSource, now: number = Date.now()): void {
  // A minute window without its Reset (a refusal may carry none) still rolls over within the minute: its
  // "0 left" must not hold background work for good. The flow-row window's reset is unknown without it.
  const minute = readWindow(headers, 'X-RateLimit', now + MINUTE_MS);
  const flowRows = readWindow(headers, 'X-FlowRows', 0);
  if (!minute && !flowRows) return;
  const slowed = readRefreshSlowed(headers.get('X-Refresh-Slowed'));
  useHeaderBudget.setState((s) => ({
    minute: minute ?? s.minute,
    flowRows: flowRows ?? s.flowRows,
    refreshSlowed: minute ? slowed : (slowed ?? s.refreshSlowed),
    updatedAt: now,
  }));
}

/** Requests left in the current minute, or null when unknown (a rolled-over window counts as full). */
export function minuteRemaining(b: HeaderBudget, now: number = Date.now()): number | null {
  if (!b.minute) return null;
  if (b.minute.resetAt > 0 && now >= b.minute.resetAt) return b.minute.limit;
  return b.minute.remaining;
}

/** Background work stops when fewer than this many requests remain in the minute (room for the next page). */
export const MINUTE_RESERVE = 15;

export function isMinuteLow(b: HeaderBudget, now: number = Date.now()): boolean {
  const left = minuteRemaining(b, now);
  return left !== null && left < MINUTE_RESERVE;
}
