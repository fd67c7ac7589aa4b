/**
 * The body of the BFF's own 429 (the governor refused to send): each refusal says which budget it is and
 * when it opens again, so the app never reads the day's budget as the minute's.
 */
import { nextUtcMidnight } from '../../../api/time-windows';
import type { Refusal } from './budget-types';

export interface RefusalBody {
  readonly error: Refusal['reason'];
  readonly message: string;
  /** `day_budget_exhausted`: the day's requests counted and the day's limit. */
  readonly used?: number;
  readonly limit?: number;
  /** `day_budget_exhausted`: when the day's count resets (the next 00:00 UTC). */
  readonly resets_at?: string;
}

const count = (n: number): string => n.toLocaleString('en-US');

export function refusalBody(r: Refusal, now: number = Date.now()): RefusalBody {
  switch (r.reason) {
    case 'day_budget_exhausted':
      return {
        error: r.reason,
        message: r.day
          ? `the day's budget is spent: ${count(r.day.used)} of ${count(r.day.limit)} requests; it resets at 00:00 UTC`
          : "the day's budget is spent; it resets at 00:00 UTC",
        ...(r.day ? { used: r.day.used, limit: r.day.limit } : {}),
        resets_at: new Date(nextUtcMidnight(now)).toISOString(),
      };
    case 'flow_row_budget_exhausted':
      return { error: r.reason, message: 'the daily flow-row budget is spent; it resets at 00:00 UTC' };
    case 'day_budget_paced':
      return {
        error: r.reason,
        message: "background refresh slowed to keep the day's budget; retry after the time given",
      };
    case 'budget_wait_too_long':
      return { error: r.reason, message: 'the request budget of this minute is spent; retry after the time given' };
  }
}
