/**
 * The budget governor: spends the account's requests once and never sends into a known 429.
 * Minute window: fixed wall-clock minute, tracked from the upstream's X-RateLimit-* headers and our own
 * count (whichever says more is used; budget-window.ts). Day: counted here (no header reports it) and
 * persisted, and paced (day-pacer.ts): background refreshes are stretched when the day would run out
 * before the close. Flow rows: from X-FlowRows-*. Requests wait in a priority queue (interactive before
 * background); when the wait would be too long the caller gets an honest Retry-After instead.
 * Several instances on one key count in Redis through the same interface (budget-counter.ts).
 */
import { ownCountOnly, type BudgetCounter } from './budget-counter';
import type { BudgetSnapshot, Permit, Priority, Refusal, UpstreamOutcome } from './budget-types';
import { BudgetWindow } from './budget-window';
import type { Tier } from '../config';
import { DayPacer, slowedHeaderValue } from './day-pacer';
import type { Store } from '../cache/store';
import { realTimers, type Timers } from './timers';
import { MINUTE_MS, nextMinute, utcDay } from '../../../api/time-windows';

export type { BudgetSnapshot, Permit, Priority, Refusal, RefusalReason, UpstreamOutcome } from './budget-types';
export { TIER_LIMITS, tierOfMinuteLimit } from './tier-limits';

export interface GovernorOptions {
  readonly store: Store;
  /** Budget owner (a fingerprint of key and base URL, never the key). */
  readonly scope: string;
  readonly tier: Tier;
  /** Cap below the upstream's own minute limit (tests, or sharing a key with another tool). */
  readonly minuteLimit?: number;
  readonly dayLimit?: number;
  /** Longest an interactive request may wait for a slot (default 10 s). */
  readonly maxInteractiveWaitMs?: number;
  /** Slots of each minute kept for interactive requests (default 10 % of the limit, at least 1). */
  readonly reserve?: number;
  readonly now?: () => number;
  /** Waits of the queue and of shared claims, on the same clock as `now` (tests may run their own). */
  readonly timers?: Timers;
  /** Spreads the instances' retries of a full shared window (tests make it fixed). */
  readonly random?: () => number;
  /** Market time, for the session's close (the sandbox's clock in sandbox mode; default the real clock). */
  readonly marketNow?: () => number;
  /** Requests of the day kept for interactive use when background refreshes are paced (default 10 %). */
  readonly dayReserve?: number;
  /**
   * Several instances on one key (REDIS_URL): the minute window, the day and the flow rows are counted
   * in Redis and every request takes its slot there. While Redis is down the local counts decide.
   */
  readonly shared?: BudgetCounter;
}

/** How often an instance reads the shared counts (others' spending) for its pacer and headers. */
const SHARED_SYNC_MS = 2000;

interface Waiter {
  readonly priority: Priority;
  readonly flowRows: boolean;
  readonly resolve: (a: Permit | Refusal) => void;
  readonly deadline: number;
}

export class Governor {
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #random: () => number;
  readonly #maxWait: number;
  readonly #counter: BudgetCounter;
  readonly #window: BudgetWindow;
  readonly #interactive: Waiter[] = [];
  readonly #pacer: DayPacer;
  #cancelDrain: (() => void) | undefined;
  #stopSync: (() => void) | undefined;
  /** Interactive requests waiting for a shared slot (each waits on its own; see #acquireShared). */
  #sharedWaiting = 0;

  constructor(opts: GovernorOptions) {
    this.#now = opts.now ?? Date.now;
    this.#timers = opts.timers ?? realTimers;
    this.#random = opts.random ?? Math.random;
    this.#maxWait = opts.maxInteractiveWaitMs ?? 10_000;
    this.#counter = opts.shared ?? ownCountOnly;
    const { store, scope, tier, minuteLimit, dayLimit, reserve } = opts;
    this.#window = new BudgetWindow(
      { store, scope, tier, minuteLimit, dayLimit, reserve, counter: this.#counter },
      this.#now(),
    );
    this.#pacer = new DayPacer({
      ...(opts.marketNow ? { marketNow: opts.marketNow } : {}),
      ...(opts.dayReserve === undefined ? {} : { reserve: opts.dayReserve }),
    });
    if (opts.shared) this.#stopSync = this.#timers.every(SHARED_SYNC_MS, () => void this.syncShared());
  }

  /** Read what every instance spent (day, minute, rows, a block) into this one's view. */
  async syncShared(): Promise<void> {
    const t = this.#now();
    this.#window.roll(t);
    const c = await this.#counter.read(this.#window.day, nextMinute(t));
    if (!c) return;
    const current = this.#window.isCurrent(nextMinute(t));
    this.#window.raiseTo({ ...c, minuteUsed: current ? c.minuteUsed : undefined });
  }

  get limit(): number {
    return this.#window.limit;
  }

  #admit(priority: Priority, counted?: { minuteUsed: number; dayUsed: number }): Permit {
    if (priority === 'interactive') this.#pacer.noteInteractive(this.#now());
    this.#window.sent(counted);
    let called = false;
    return {
      ok: true,
      done: (outcome) => {
        if (called) return;
        called = true;
        this.#window.answered();
        if (outcome) this.observe(outcome);
        this.#drain();
      },
    };
  }

  /** Estimated wait of the request that would stand at `position` (1-based) in the interactive queue. */
  #estimateWait(position: number, t: number): number {
    const slotsNow = this.#window.available('interactive', t);
    if (position <= slotsNow) return 0;
    const perWindow = Math.max(1, this.limit);
    const later = Math.ceil((position - slotsNow) / perWindow) - 1;
    return this.#window.opening(t) - t + later * MINUTE_MS;
  }

  /** Ask for one upstream request. Resolves with a permit (send now) or a refusal with Retry-After. */
  acquire(priority: Priority, opts: { flowRows?: boolean } = {}): Promise<Permit | Refusal> {
    const t = this.#now();
    const flowRows = opts.flowRows ?? false;
    const fixed = this.#window.refuseFixed(t, flowRows);
    if (fixed) return Promise.resolve(fixed);
    if (priority === 'background') {
      // A refresh the day cannot afford is stretched: the caller keeps what it has (a stale copy).
      const paced = this.#pacer.admitBackground(this.#window.dayUsed, this.#window.dayLimit, t);
      if (!paced.ok) {
        return Promise.resolve({
          ok: false,
          reason: 'day_budget_paced',
          retryAfterSec: Math.ceil(paced.retryAfterMs / 1000),
        });
      }
    }
    if (this.#counter.available) return this.#acquireShared(priority, flowRows, t);
    return Promise.resolve(this.#acquireLocal(priority, flowRows, t));
  }

  /**
   * Several instances: the slot is taken in Redis, atomically, so the instances together never send more
   * than the window holds. A full window is waited out (interactive, within the longest wait) or refused
   * (background, which never waits). Waiters of different instances are not ordered among themselves;
   * the background reserve still keeps slots for interactive requests. Redis failing mid-way: the local
   * governor decides, as with one instance.
   */
  async #acquireShared(priority: Priority, flowRows: boolean, start: number): Promise<Permit | Refusal> {
    const deadline = start + this.#maxWait;
    for (;;) {
      const t = this.#now();
      const fixed = this.#window.refuseFixed(t, flowRows);
      if (fixed) return fixed;
      const windowEnd = nextMinute(t);
      const cap = this.limit - (priority === 'background' ? this.#window.reserve : 0);
      const c = await this.#counter.claim({ windowEnd, cap, day: this.#window.day, now: t });
      if (!c) return this.#acquireLocal(priority, flowRows, t);
      if (c.ok) {
        const permit = this.#admit(priority, c);
        return {
          ok: true,
          done: (outcome) => {
            this.#counter.finish(c.id, windowEnd, this.#now());
            permit.done(outcome);
          },
        };
      }
      this.#window.raiseTo({ dayUsed: c.dayUsed, ...(c.reason === 'blocked' ? { blockedUntil: c.until } : {}) });
      const opening = Math.max(c.until, t);
      if (priority === 'background' || opening > deadline) return this.#waitTooLong(opening - t);
      this.#sharedWaiting++;
      // A little spread, so the instances' waiters do not all ask in the same millisecond.
      const spread = 5 + Math.floor(this.#random() * 20);
      await new Promise<void>((r) => this.#timers.after(opening - t + spread, r));
      this.#sharedWaiting--;
    }
  }

  /**
   * One instance (or Redis down): a slot now, else (interactive) a place in the queue when the wait
   * it would have fits; background work never waits: it goes now, outside the interactive reserve, or not at all.
   */
  #acquireLocal(priority: Priority, flowRows: boolean, t: number): Permit | Refusal | Promise<Permit | Refusal> {
    if (this.#interactive.length === 0 && this.#window.available(priority, t) > 0) return this.#admit(priority);
    if (priority === 'background') return this.#waitTooLong(this.#window.opening(t) - t);
    const wait = this.#estimateWait(this.#interactive.length + 1, t);
    if (wait > this.#maxWait) return this.#waitTooLong(wait);
    return new Promise((resolve) => {
      this.#interactive.push({ priority, flowRows, resolve, deadline: t + this.#maxWait + 5_000 });
      this.#schedule();
    });
  }

  #waitTooLong(waitMs: number): Refusal {
    return { ok: false, reason: 'budget_wait_too_long', retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  #drain(): void {
    const t = this.#now();
    while (this.#interactive.length > 0) {
      const w = this.#interactive[0]!;
      const answer =
        this.#window.refuseFixed(t, w.flowRows) ??
        (this.#window.available('interactive', t) > 0
          ? this.#admit(w.priority)
          : t >= w.deadline
            ? this.#waitTooLong(this.#window.opening(t) - t)
            : undefined);
      if (!answer) break;
      this.#interactive.shift();
      w.resolve(answer);
    }
    this.#schedule();
  }

  #schedule(): void {
    this.#cancelDrain?.();
    this.#cancelDrain = undefined;
    if (this.#interactive.length === 0) return;
    const t = this.#now();
    const at = Math.min(this.#window.opening(t), this.#interactive[0]!.deadline);
    this.#cancelDrain = this.#timers.after(Math.max(5, at - t + 5), () => this.#drain());
  }

  /** Learn from an upstream answer's headers (and a 429's body). */
  observe(outcome: UpstreamOutcome): void {
    this.#window.observe(outcome, this.#now());
  }

  /** Current minute-window headers, for answers served without asking upstream. */
  rateLimitHeaders(): Record<string, string> {
    const m = this.#window.minuteView(this.#now());
    return {
      'x-ratelimit-limit': String(m.limit),
      'x-ratelimit-remaining': String(m.remaining),
      'x-ratelimit-reset': String(m.reset),
    };
  }

  /** `x-refresh-slowed` while background refreshes are paced (day-pacer.ts), for the app's panel marks. */
  pacingHeaders(): Record<string, string> {
    const t = this.#now();
    this.#window.roll(t);
    const v = slowedHeaderValue(this.#pacer.pace(this.#window.dayUsed, this.#window.dayLimit, t).factor);
    return v === undefined ? {} : { 'x-refresh-slowed': v };
  }

  /**
   * The headers above (rate limit, flow rows when asked, pacing) appended as name/value pairs: the form
   * a cached hit writes, without an object per header set on every hit.
   */
  pushBudgetHeaders(out: string[], flowRows: boolean): void {
    const t = this.#now();
    const w = this.#window;
    w.roll(t);
    const m = w.minuteView(t);
    out.push('x-ratelimit-limit', String(m.limit), 'x-ratelimit-remaining', String(m.remaining));
    out.push('x-ratelimit-reset', String(m.reset));
    if (flowRows) {
      const f = w.flowRowsView();
      out.push('x-flowrows-limit', String(f.limit), 'x-flowrows-reset', String(f.reset));
      if (f.remaining !== null) out.push('x-flowrows-remaining', String(f.remaining));
    }
    const slowed = slowedHeaderValue(this.#pacer.pace(w.dayUsed, w.dayLimit, t).factor);
    if (slowed !== undefined) out.push('x-refresh-slowed', slowed);
  }

  flowRowHeaders(): Record<string, string> {
    const s = this.snapshot();
    const out: Record<string, string> = {
      'x-flowrows-limit': String(s.flow_rows.limit),
      'x-flowrows-reset': String(s.flow_rows.reset),
    };
    if (s.flow_rows.remaining !== null) out['x-flowrows-remaining'] = String(s.flow_rows.remaining);
    return out;
  }

  snapshot(): BudgetSnapshot {
    const t = this.#now();
    const w = this.#window;
    w.roll(t);
    const pace = this.#pacer.pace(w.dayUsed, w.dayLimit, t);
    const slowed = slowedHeaderValue(pace.factor);
    return {
      minute: w.minuteView(t),
      day: { used: w.dayUsed, limit: w.dayLimit, projected: pace.projected },
      pacing: {
        slowed_factor: slowed === undefined ? null : slowed === 'paused' ? 'paused' : Number(slowed),
        horizon_seconds: Math.round(pace.horizonMs / 1000),
        horizon_end: pace.horizonEnd,
      },
      flow_rows: w.flowRowsView(),
      tier: w.tier,
      queue: { interactive: this.#interactive.length + this.#sharedWaiting, background: 0 },
      blocked_until: w.blockedUntilSec(t),
    };
  }

  get tier(): Tier {
    return this.#window.tier;
  }

  /** The upstream told us the key's tier: its budgets follow (the flow-row limit until headers say more). */
  learnTier(tier: Tier): void {
    this.#window.learnTier(tier);
  }

  /** The governor's clock (injected in tests): the day count's reconciliation is timed on it too. */
  now(): number {
    return this.#now();
  }

  /**
   * The service's own count of the day (GET /v1/account/usage, asked at `askedAt`): another tool on the
   * key, or a fresh DATA_DIR, spends what we did not count, so ours never stays below it. An answer that
   * straddles 00:00 UTC is of the other day and is not applied.
   */
  reconcileDayUsed(serviceCount: number, askedAt: number): void {
    this.#window.roll(this.#now());
    if (utcDay(askedAt) !== this.#window.day || serviceCount <= this.#window.dayUsed) return;
    this.#window.setDayUsed(serviceCount);
  }

  /** Rows streamed on the socket draw on the same budget; the hub reports them here. */
  chargeFlowRows(n: number): void {
    this.#window.chargeFlowRows(n);
  }

  markFlowRowsExhausted(): void {
    this.#window.markFlowRowsExhausted(this.#now());
  }

  close(): void {
    this.#cancelDrain?.();
    this.#stopSync?.();
    for (const w of this.#interactive.splice(0)) {
      w.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 1 });
    }
  }
}
