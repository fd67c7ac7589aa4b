/**
 * Which per-symbol requests to start next on the board: in order (visible rows first), a few at a
 * time, and only while the minute budget keeps a reserve for the page the user opens next.
 */

export type JobPhase = 'waiting' | 'running' | 'done';

export interface PlanInput {
  /** Job keys in the order they should run. */
  readonly order: readonly string[];
  readonly phase: ReadonlyMap<string, JobPhase>;
  /** Requests left in the minute; null when not known yet (nothing answered). */
  readonly minuteLeft: number | null;
  /** Requests kept free for interactive use. */
  readonly reserve: number;
  readonly concurrency: number;
}

export function planNext(input: PlanInput): string[] {
  let running = 0;
  for (const p of input.phase.values()) if (p === 'running') running++;
  let slots = input.concurrency - running;
  // Unknown budget: start one batch; its answers will tell the budget.
  if (input.minuteLeft !== null) slots = Math.min(slots, input.minuteLeft - input.reserve - running);
  const out: string[] = [];
  for (const key of input.order) {
    if (out.length >= slots) break;
    if ((input.phase.get(key) ?? 'waiting') === 'waiting') out.push(key);
  }
  return out;
}

/** Visible keys first, each group in its original order. */
export function visibleFirst(keys: readonly string[], visible: ReadonlySet<string>): string[] {
  return [...keys.filter((k) => visible.has(k)), ...keys.filter((k) => !visible.has(k))];
}
