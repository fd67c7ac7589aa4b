/**
 * The daily flow-row budget of Document B (Limits, rule 6): one budget for the whole sandbox account
 * (every key of this sandbox is one account, as the reference says "per account, not per key"),
 * shared by the REST tape routes and /v1/ws/flow, reset at 00:00 UTC on the real clock.
 */
import { nextUtcMidnight, utcDay } from '../../api/time-windows';

export interface FlowRowHeaders {
  readonly limit: number;
  readonly remaining: number;
  /** Unix seconds of the next 00:00 UTC. */
  readonly reset: number;
}

export class FlowBudget {
  private day: string;
  private usedRows = 0;
  /** Set by the admin route: what remains today regardless of use (tests of exhaustion). */
  private override: number | null = null;

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {
    this.day = utcDay(now());
  }

  private roll(): void {
    const today = utcDay(this.now());
    if (today !== this.day) {
      this.day = today;
      this.usedRows = 0;
      this.override = null;
    }
  }

  remaining(): number {
    this.roll();
    return this.override ?? Math.max(0, this.limit - this.usedRows);
  }

  used(): number {
    this.roll();
    return this.override === null ? this.usedRows : this.limit - this.override;
  }

  /** Charge up to `rows`; returns how many were charged (fewer when the budget runs out). */
  charge(rows: number): number {
    const take = Math.min(Math.max(0, Math.floor(rows)), this.remaining());
    if (this.override !== null) this.override -= take;
    else this.usedRows += take;
    return take;
  }

  setRemaining(rows: number): void {
    this.roll();
    this.override = Math.max(0, Math.min(this.limit, Math.floor(rows)));
  }

  headers(): FlowRowHeaders {
    return { limit: this.limit, remaining: this.remaining(), reset: nextUtcMidnight(this.now()) / 1000 };
  }

  resetAt(): number {
    return nextUtcMidnight(this.now());
  }

  reset(): void {
    this.day = utcDay(this.now());
    this.usedRows = 0;
    this.override = null;
  }
}
