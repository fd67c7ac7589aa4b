/**
 * Where the account's budget is counted beyond this instance's own view (budget-window.ts): nowhere
 * with one instance, in Redis with several (shared/shared-budget.ts). The governor talks to either
 * through this interface and never asks which one it has.
 */
import type { SharedClaim, SharedCounts } from '../shared/shared-budget';

export interface BudgetCounter {
  /** The counter answers now (Redis is up); otherwise this instance's own window decides alone. */
  readonly available: boolean;
  /**
   * Take one request of the minute ending at `windowEnd` if fewer than `cap` are used, and count it in
   * the day. Undefined when the counter cannot answer.
   */
  claim(a: { windowEnd: number; cap: number; day: string; now: number }): Promise<SharedClaim | undefined>;
  /** The request `id`, sent in the minute ending at `sentWindowEnd`, was answered at `now`. */
  finish(id: string, sentWindowEnd: number, now: number): void;
  /** The upstream's headers said `used` of the window ending at `windowEnd` are spent. */
  noteMinuteUsed(windowEnd: number, used: number): void;
  /** A 429's Retry-After: nothing is sent before `until`. */
  blockUntil(until: number, now: number): void;
  /** The upstream reported the rows left today. */
  setFlowRemaining(day: string, remaining: number, resetMs: number, now: number): void;
  /** Rows streamed on the socket: taken from the remaining rows. */
  chargeFlowRows(day: string, n: number): void;
  /** What every instance spent, for the pacer, the headers and the status page. */
  read(day: string, windowEnd: number): Promise<SharedCounts | undefined>;
}

/** One instance: its own window is the whole count, so there is nothing else to claim or tell. */
export const ownCountOnly: BudgetCounter = {
  available: false,
  claim: () => Promise.resolve(undefined),
  finish: () => undefined,
  noteMinuteUsed: () => undefined,
  blockUntil: () => undefined,
  setFlowRemaining: () => undefined,
  chargeFlowRows: () => undefined,
  read: () => Promise.resolve(undefined),
};
