/** What the budget governor answers and reports (governor.ts); kept apart so the governor stays one concept. */
import type { Tier } from '../config';

export type Priority = 'interactive' | 'background';

/** `day_budget_paced`: a background refresh held back so the day's budget lasts until the close (day-pacer.ts). */
export type RefusalReason =
  'budget_wait_too_long' | 'day_budget_exhausted' | 'day_budget_paced' | 'flow_row_budget_exhausted';

export interface Refusal {
  readonly ok: false;
  readonly reason: RefusalReason;
  readonly retryAfterSec: number;
  /** `day_budget_exhausted`: the day's count and limit, for the answer's message. */
  readonly day?: { readonly used: number; readonly limit: number };
}

export interface UpstreamOutcome {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

export interface Permit {
  readonly ok: true;
  /** Call once with the upstream answer (or nothing on a transport failure). */
  readonly done: (outcome?: UpstreamOutcome) => void;
}

export interface BudgetSnapshot {
  readonly minute: { readonly limit: number; readonly remaining: number; readonly reset: number };
  /** `projected`: where the day ends, at the current demand and with pacing applied (day-pacer.ts). */
  readonly day: { readonly used: number; readonly limit: number; readonly projected: number };
  /** Background refreshes stretched by `slowed_factor` (null: not slowed; `paused` until the reset). */
  readonly pacing: {
    readonly slowed_factor: number | 'paused' | null;
    /** Seconds until the projection's end: the session's close, or (after it) the day count's reset. */
    readonly horizon_seconds: number;
    readonly horizon_end: 'close' | 'reset';
  };
  readonly flow_rows: { readonly limit: number; readonly remaining: number | null; readonly reset: number };
  readonly tier: Tier;
  readonly queue: { readonly interactive: number; readonly background: number };
  /** Unix second until which the upstream told us to wait (Retry-After), or null. */
  readonly blocked_until: number | null;
}
