/**
 * This instance's own view of the account's budget: the minute window (our count and the upstream's
 * X-RateLimit-* headers, whichever says more), the day's count (persisted in the store, so a restart
 * remembers it) and the day's flow rows (X-FlowRows-*). What it learns from the upstream it also tells
 * the budget counter (budget-counter.ts), so other instances on the key learn it too.
 */
import type { BudgetCounter } from './budget-counter';
import type { BudgetSnapshot, Priority, Refusal, UpstreamOutcome } from './budget-types';
import type { Tier } from '../config';
import type { Store } from '../cache/store';
import { TIER_LIMITS, tierOfMinuteLimit } from './tier-limits';
import { nextMinute, nextUtcMidnight, parseRetryAfter, utcDay } from '../../../api/time-windows';

/** A numeric header value; undefined when absent or not a number. */
const num = (v: string | undefined): number | undefined =>
  v !== undefined && Number.isFinite(Number(v)) ? Number(v) : undefined;

export interface BudgetWindowOptions {
  readonly store: Store;
  /** Budget owner (a fingerprint of key and base URL, never the key). */
  readonly scope: string;
  readonly tier: Tier;
  readonly minuteLimit?: number | undefined;
  readonly dayLimit?: number | undefined;
  readonly reserve?: number | undefined;
  readonly counter: BudgetCounter;
}

export class BudgetWindow {
  readonly #options: BudgetWindowOptions;
  #upstreamLimit: number;
  #resetAt: number;
  #ownCount: number;
  #upstreamUsed = 0;
  #inFlight = 0;
  #blockedUntil = 0;
  #day: string;
  #dayUsed: number;
  #flowLimit: number;
  #flowRemaining: number | null = null;
  #flowReset: number;
  /** Assumed at start (config), then learnt from the upstream (learnTier, X-RateLimit-Limit). */
  #tier: Tier;

  constructor(options: BudgetWindowOptions, t: number) {
    this.#options = options;
    this.#tier = options.tier;
    this.#upstreamLimit = TIER_LIMITS[options.tier].minute;
    this.#resetAt = nextMinute(t);
    // A restart (even kill -9) within the minute must not believe the whole minute is left.
    this.#ownCount = options.store.minuteUsed(options.scope, this.#resetAt);
    this.#day = utcDay(t);
    this.#dayUsed = options.store.dayUsed(options.scope, this.#day);
    this.#flowLimit = TIER_LIMITS[options.tier].flowRows;
    this.#flowReset = nextUtcMidnight(t);
  }

  get limit(): number {
    return Math.min(this.#upstreamLimit, this.#options.minuteLimit ?? Infinity);
  }
  get dayLimit(): number {
    return this.#options.dayLimit ?? TIER_LIMITS[this.#tier].day;
  }
  /** Slots of each minute kept for interactive requests. */
  get reserve(): number {
    return this.#options.reserve ?? Math.max(1, Math.round(this.limit * 0.1));
  }
  get tier(): Tier {
    return this.#tier;
  }
  get day(): string {
    return this.#day;
  }
  get dayUsed(): number {
    return this.#dayUsed;
  }

  /** Move to the minute, the day and the flow-row day that `t` falls in. */
  roll(t: number): void {
    if (t >= this.#resetAt) {
      this.#resetAt = nextMinute(t);
      // Requests still in flight may land in the new upstream window: count them there too.
      this.#ownCount = this.#inFlight;
      this.#upstreamUsed = 0;
    }
    const day = utcDay(t);
    if (day !== this.#day) {
      this.#day = day;
      this.#dayUsed = this.#options.store.dayUsed(this.#options.scope, day);
    }
    if (t >= this.#flowReset) {
      this.#flowReset = nextUtcMidnight(t);
      this.#flowRemaining = null;
    }
  }

  available(priority: Priority, t: number): number {
    this.roll(t);
    if (t < this.#blockedUntil) return 0;
    const used = Math.max(this.#ownCount, this.#upstreamUsed);
    return Math.max(0, this.limit - used - (priority === 'background' ? this.reserve : 0));
  }

  /** When the next slot can open: the window reset, or later when upstream asked us to wait. */
  opening(t: number): number {
    return Math.max(this.#resetAt, this.#blockedUntil, t);
  }

  /** The day, or (flow-row routes) the day's rows, are spent: no wait helps before the reset. */
  refuseFixed(t: number, flowRows: boolean): Refusal | undefined {
    this.roll(t);
    if (this.#dayUsed >= this.dayLimit) {
      return {
        ok: false,
        reason: 'day_budget_exhausted',
        retryAfterSec: Math.ceil((nextUtcMidnight(t) - t) / 1000),
        day: { used: this.#dayUsed, limit: this.dayLimit },
      };
    }
    if (flowRows && this.#flowRemaining !== null && this.#flowRemaining <= 0) {
      return {
        ok: false,
        reason: 'flow_row_budget_exhausted',
        retryAfterSec: Math.max(1, Math.ceil((this.#flowReset - t) / 1000)),
      };
    }
    return undefined;
  }

  /** A request is sent. `counted`: the counter took its slot and reported the window's and the day's counts. */
  sent(counted?: { minuteUsed: number; dayUsed: number }): void {
    this.#ownCount = counted ? Math.max(this.#ownCount + 1, counted.minuteUsed) : this.#ownCount + 1;
    this.#inFlight++;
    this.#dayUsed = counted ? Math.max(this.#dayUsed + 1, counted.dayUsed) : this.#dayUsed + 1;
    const { store, scope } = this.#options;
    store.setDayUsed(scope, this.#day, this.#dayUsed);
    store.setMinuteUsed(scope, this.#resetAt, Math.max(this.#ownCount, this.#upstreamUsed));
  }

  answered(): void {
    this.#inFlight--;
  }

  /** Counts read from the counter or from a refused claim: ours never stays below them. */
  raiseTo(c: {
    readonly dayUsed: number;
    readonly minuteUsed?: number | undefined;
    readonly blockedUntil?: number | undefined;
    readonly flowRemaining?: number | null | undefined;
  }): void {
    this.#dayUsed = Math.max(this.#dayUsed, c.dayUsed);
    if (c.minuteUsed !== undefined) this.#ownCount = Math.max(this.#ownCount, c.minuteUsed);
    if (c.blockedUntil !== undefined && c.blockedUntil > this.#blockedUntil) this.#blockedUntil = c.blockedUntil;
    if (c.flowRemaining !== undefined && c.flowRemaining !== null) this.#flowRemaining = c.flowRemaining;
  }

  /** The window we count in ends at `windowEnd`. */
  isCurrent(windowEnd: number): boolean {
    return windowEnd === this.#resetAt;
  }

  /** Learn from an upstream answer's headers (and a 429's body). */
  observe(outcome: UpstreamOutcome, t: number): void {
    this.roll(t);
    const { counter } = this.#options;
    const h = outcome.headers;
    const limit = num(h['x-ratelimit-limit']);
    if (limit !== undefined && limit > 0) {
      this.#upstreamLimit = limit;
      const tier = tierOfMinuteLimit(limit);
      if (tier) this.learnTier(tier);
    }
    const remaining = num(h['x-ratelimit-remaining']);
    const resetSec = num(h['x-ratelimit-reset']);
    if (remaining !== undefined && resetSec !== undefined) {
      const resetMs = resetSec * 1000;
      const used = Math.max(0, this.#upstreamLimit - remaining);
      if (resetMs > this.#resetAt + 1000) {
        // Upstream already counts in a later window than ours.
        this.#resetAt = resetMs;
        this.#ownCount = this.#inFlight;
        this.#upstreamUsed = used;
      } else if (Math.abs(resetMs - this.#resetAt) <= 1000) {
        this.#upstreamUsed = Math.max(this.#upstreamUsed, used);
      }
      // Others may not have counted what the upstream did (a restart, another tool on the key).
      if (resetMs > t) counter.noteMinuteUsed(nextMinute(resetMs - 1), used);
    }
    const fl = num(h['x-flowrows-limit']);
    const fr = num(h['x-flowrows-remaining']);
    const fs = num(h['x-flowrows-reset']);
    if (fl !== undefined) this.#flowLimit = fl;
    if (fs !== undefined) this.#flowReset = fs * 1000;
    if (fr !== undefined) {
      this.#flowRemaining = fr;
      counter.setFlowRemaining(this.#day, fr, this.#flowReset, t);
    }
    if (outcome.status === 429) this.#refused(outcome, resetSec, t);
  }

  #refused(outcome: UpstreamOutcome, resetSec: number | undefined, t: number): void {
    if (isFlowBudgetBody(outcome.body)) {
      this.#flowRemaining = 0;
      return;
    }
    // Retry-After beats X-RateLimit-Reset (Document B, Errors): the upstream's window opens again
    // exactly then, so ours does too (not at the end of the wall-clock minute).
    const ra = parseRetryAfter(outcome.headers['retry-after'], t);
    if (ra !== null) {
      this.#blockedUntil = t + ra;
      this.#options.counter.blockUntil(t + ra, t);
      this.#resetAt = t + ra;
      this.#ownCount = this.#inFlight;
      this.#upstreamUsed = this.limit;
    } else {
      const until = resetSec !== undefined ? resetSec * 1000 : this.#resetAt;
      this.#blockedUntil = Math.max(this.#blockedUntil, until);
      this.#upstreamUsed = this.limit;
    }
  }

  minuteView(t: number): BudgetSnapshot['minute'] {
    if (t >= this.#resetAt) this.roll(t);
    const used = Math.max(this.#ownCount, this.#upstreamUsed);
    return {
      limit: this.limit,
      remaining: t < this.#blockedUntil ? 0 : Math.max(0, this.limit - used),
      reset: Math.ceil(this.#resetAt / 1000),
    };
  }

  flowRowsView(): BudgetSnapshot['flow_rows'] {
    return { limit: this.#flowLimit, remaining: this.#flowRemaining, reset: Math.ceil(this.#flowReset / 1000) };
  }

  /** Unix second until which the upstream told us to wait, or null. */
  blockedUntilSec(t: number): number | null {
    return t < this.#blockedUntil ? Math.ceil(this.#blockedUntil / 1000) : null;
  }

  /** The upstream told us the key's tier: its budgets follow (the flow-row limit until headers say more). */
  learnTier(tier: Tier): void {
    if (tier === this.#tier) return;
    this.#tier = tier;
    this.#upstreamLimit = TIER_LIMITS[tier].minute;
    this.#flowLimit = TIER_LIMITS[tier].flowRows;
  }

  /** The service's own count of the day is higher than ours: it is the count from now on. */
  setDayUsed(used: number): void {
    this.#dayUsed = used;
    this.#options.store.setDayUsed(this.#options.scope, this.#day, used);
  }

  chargeFlowRows(n: number): void {
    if (this.#flowRemaining !== null) this.#flowRemaining = Math.max(0, this.#flowRemaining - n);
    this.#options.counter.chargeFlowRows(this.#day, n);
  }

  markFlowRowsExhausted(t: number): void {
    this.#flowRemaining = 0;
    this.#options.counter.setFlowRemaining(this.#day, 0, this.#flowReset, t);
  }
}

function isFlowBudgetBody(body: Buffer | undefined): boolean {
  if (!body || body.length > 4096) return false;
  try {
    const j = JSON.parse(body.toString('utf8')) as unknown;
    return typeof j === 'object' && j !== null && (j as { error?: unknown }).error === 'flow_row_budget_exhausted';
  } catch {
    return false;
  }
}
