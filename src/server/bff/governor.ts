/**
 * The budget governor: spends the account's requests once and never sends into a known 429.
 * Minute window: fixed wall-clock minute, tracked from the upstream's X-RateLimit-* headers and our own
 * count (whichever says more is used). Day: counted here (no header reports it) and persisted, and
 * paced (day-pacer.ts): background refreshes are stretched when the day would run out before the close.
 * Flow rows: from X-FlowRows-*. Requests wait in a priority queue (interactive before background);
 * when the wait would be too long the caller gets an honest Retry-After instead.
 */
import type { BudgetSnapshot, Permit, Priority, Refusal, UpstreamOutcome } from './budget-types';
import type { Tier } from './config';
import { DayPacer, slowedHeaderValue } from './day-pacer';
import type { SharedBudget } from './shared/shared-budget';
import type { Store } from './store';
import { TIER_LIMITS, tierOfMinuteLimit } from './tier-limits';
import { MINUTE_MS, nextMinute, nextUtcMidnight, parseRetryAfter, utcDay } from '../../api/time-windows';

/** A numeric header value; undefined when absent or not a number. */
const num = (v: string | undefined): number | undefined =>
  v !== undefined && Number.isFinite(Number(v)) ? Number(v) : undefined;

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
  /** Market time, for the session's close (the sandbox's clock in sandbox mode; default the real clock). */
  readonly marketNow?: () => number;
  /** Requests of the day kept for interactive use when background refreshes are paced (default 10 %). */
  readonly dayReserve?: number;
  /**
   * Several instances on one key (REDIS_URL): the minute window, the day and the flow rows are counted
   * in Redis and every request takes its slot there. While Redis is down the local counts decide.
   */
  readonly shared?: SharedBudget;
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
  readonly #o: GovernorOptions;
  readonly #now: () => number;
  readonly #maxWait: number;
  #upstreamLimit: number;
  #resetAt: number;
  #ownCount = 0;
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
  readonly #interactive: Waiter[] = [];
  readonly #pacer: DayPacer;
  #timer: NodeJS.Timeout | undefined;
  #syncTimer: NodeJS.Timeout | undefined;
  /** Interactive requests waiting for a shared slot (each waits on its own; see #acquireShared). */
  #sharedWaiting = 0;

  constructor(opts: GovernorOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
    this.#maxWait = opts.maxInteractiveWaitMs ?? 10_000;
    this.#tier = opts.tier;
    const t = this.#now();
    this.#upstreamLimit = TIER_LIMITS[opts.tier].minute;
    this.#resetAt = nextMinute(t);
    // A restart (even kill -9) within the minute must not believe the whole minute is left.
    this.#ownCount = opts.store.minuteUsed(opts.scope, this.#resetAt);
    this.#day = utcDay(t);
    this.#dayUsed = opts.store.dayUsed(opts.scope, this.#day);
    this.#flowLimit = TIER_LIMITS[opts.tier].flowRows;
    this.#flowReset = nextUtcMidnight(t);
    this.#pacer = new DayPacer({
      ...(opts.marketNow ? { marketNow: opts.marketNow } : {}),
      ...(opts.dayReserve === undefined ? {} : { reserve: opts.dayReserve }),
    });
    if (opts.shared) {
      this.#syncTimer = setInterval(() => void this.syncShared(), SHARED_SYNC_MS);
      this.#syncTimer.unref();
    }
  }

  /** Read what every instance spent (day, minute, rows, a block) into this one's view. */
  async syncShared(): Promise<void> {
    const shared = this.#o.shared;
    if (!shared) return;
    const t = this.#now();
    this.#roll(t);
    const c = await shared.read(this.#day, nextMinute(t));
    if (!c) return;
    this.#dayUsed = Math.max(this.#dayUsed, c.dayUsed);
    if (nextMinute(t) === this.#resetAt) this.#ownCount = Math.max(this.#ownCount, c.minuteUsed);
    if (c.blockedUntil > this.#blockedUntil) this.#blockedUntil = c.blockedUntil;
    if (c.flowRemaining !== null) this.#flowRemaining = c.flowRemaining;
  }

  get limit(): number {
    return Math.min(this.#upstreamLimit, this.#o.minuteLimit ?? Infinity);
  }
  get #dayLimit(): number {
    return this.#o.dayLimit ?? TIER_LIMITS[this.#tier].day;
  }
  get #reserve(): number {
    return this.#o.reserve ?? Math.max(1, Math.round(this.limit * 0.1));
  }

  #roll(t: number): void {
    if (t >= this.#resetAt) {
      this.#resetAt = nextMinute(t);
      // Requests still in flight may land in the new upstream window: count them there too.
      this.#ownCount = this.#inFlight;
      this.#upstreamUsed = 0;
    }
    const day = utcDay(t);
    if (day !== this.#day) {
      this.#day = day;
      this.#dayUsed = this.#o.store.dayUsed(this.#o.scope, day);
    }
    if (t >= this.#flowReset) {
      this.#flowReset = nextUtcMidnight(t);
      this.#flowRemaining = null;
    }
  }

  #available(priority: Priority, t: number): number {
    this.#roll(t);
    if (t < this.#blockedUntil) return 0;
    const used = Math.max(this.#ownCount, this.#upstreamUsed);
    return Math.max(0, this.limit - used - (priority === 'background' ? this.#reserve : 0));
  }

  /** When the next slot can open: the window reset, or later when upstream asked us to wait. */
  #opening(t: number): number {
    return Math.max(this.#resetAt, this.#blockedUntil, t);
  }

  /** `shared`: the request's slot was taken in Redis, which gave the window's and the day's counts. */
  #admit(priority: Priority, shared?: { minuteUsed: number; dayUsed: number }): Permit {
    if (priority === 'interactive') this.#pacer.noteInteractive(this.#now());
    this.#ownCount = shared ? Math.max(this.#ownCount + 1, shared.minuteUsed) : this.#ownCount + 1;
    this.#inFlight++;
    this.#dayUsed = shared ? Math.max(this.#dayUsed + 1, shared.dayUsed) : this.#dayUsed + 1;
    this.#o.store.setDayUsed(this.#o.scope, this.#day, this.#dayUsed);
    this.#o.store.setMinuteUsed(this.#o.scope, this.#resetAt, Math.max(this.#ownCount, this.#upstreamUsed));
    let called = false;
    return {
      ok: true,
      done: (outcome) => {
        if (called) return;
        called = true;
        this.#inFlight--;
        if (outcome) this.observe(outcome);
        this.#drain();
      },
    };
  }

  #refuseFixed(t: number, flowRows: boolean): Refusal | undefined {
    this.#roll(t);
    if (this.#dayUsed >= this.#dayLimit) {
      return {
        ok: false,
        reason: 'day_budget_exhausted',
        retryAfterSec: Math.ceil((nextUtcMidnight(t) - t) / 1000),
        day: { used: this.#dayUsed, limit: this.#dayLimit },
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

  /** Estimated wait of the request that would stand at `position` (1-based) in the interactive queue. */
  #estimateWait(position: number, t: number): number {
    const slotsNow = this.#available('interactive', t);
    if (position <= slotsNow) return 0;
    const perWindow = Math.max(1, this.limit);
    const later = Math.ceil((position - slotsNow) / perWindow) - 1;
    return this.#opening(t) - t + later * MINUTE_MS;
  }

  /** Ask for one upstream request. Resolves with a permit (send now) or a refusal with Retry-After. */
  acquire(priority: Priority, opts: { flowRows?: boolean } = {}): Promise<Permit | Refusal> {
    const t = this.#now();
    const flowRows = opts.flowRows ?? false;
    const fixed = this.#refuseFixed(t, flowRows);
    if (fixed) return Promise.resolve(fixed);
    if (priority === 'background') {
      // A refresh the day cannot afford is stretched: the caller keeps what it has (a stale copy).
      const paced = this.#pacer.admitBackground(this.#dayUsed, this.#dayLimit, t);
      if (!paced.ok) {
        return Promise.resolve({
          ok: false,
          reason: 'day_budget_paced',
          retryAfterSec: Math.ceil(paced.retryAfterMs / 1000),
        });
      }
      if (this.#o.shared?.available) return this.#acquireShared(priority, flowRows, t);
      // Background work never waits: it goes now, outside the interactive reserve, or not at all.
      if (this.#interactive.length === 0 && this.#available('background', t) > 0)
        return Promise.resolve(this.#admit('background'));
      return Promise.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: this.#retryAfterSec(t) });
    }
    if (this.#o.shared?.available) return this.#acquireShared(priority, flowRows, t);
    if (this.#interactive.length === 0 && this.#available('interactive', t) > 0)
      return Promise.resolve(this.#admit('interactive'));
    const wait = this.#estimateWait(this.#interactive.length + 1, t);
    if (wait > this.#maxWait) {
      return Promise.resolve({
        ok: false,
        reason: 'budget_wait_too_long',
        retryAfterSec: Math.max(1, Math.ceil(wait / 1000)),
      });
    }
    return new Promise((resolve) => {
      this.#interactive.push({ priority, flowRows, resolve, deadline: t + this.#maxWait + 5_000 });
      this.#schedule();
    });
  }

  /**
   * Several instances: the slot is taken in Redis, atomically, so the instances together never send more
   * than the window holds. A full window is waited out (interactive, within the longest wait) or refused
   * (background, which never waits). Waiters of different instances are not ordered among themselves;
   * the background reserve still keeps slots for interactive requests. Redis failing mid-way: the local
   * governor decides, as with one instance.
   */
  async #acquireShared(priority: Priority, flowRows: boolean, start: number): Promise<Permit | Refusal> {
    const shared = this.#o.shared!;
    const deadline = start + this.#maxWait;
    for (;;) {
      const t = this.#now();
      const fixed = this.#refuseFixed(t, flowRows);
      if (fixed) return fixed;
      const windowEnd = nextMinute(t);
      const cap = this.limit - (priority === 'background' ? this.#reserve : 0);
      const c = await shared.claim({ windowEnd, cap, day: this.#day, now: t });
      if (!c) return this.#acquireLocal(priority, flowRows, t);
      if (c.ok) {
        const permit = this.#admit(priority, c);
        return {
          ok: true,
          done: (outcome) => {
            shared.finish(c.id, windowEnd, this.#now());
            permit.done(outcome);
          },
        };
      }
      this.#dayUsed = Math.max(this.#dayUsed, c.dayUsed);
      if (c.reason === 'blocked') this.#blockedUntil = Math.max(this.#blockedUntil, c.until);
      const opening = Math.max(c.until, t);
      if (priority === 'background' || opening > deadline) {
        return {
          ok: false,
          reason: 'budget_wait_too_long',
          retryAfterSec: Math.max(1, Math.ceil((opening - t) / 1000)),
        };
      }
      this.#sharedWaiting++;
      // A little spread, so the instances' waiters do not all ask in the same millisecond.
      await new Promise((r) => setTimeout(r, opening - t + 5 + Math.floor(Math.random() * 20)));
      this.#sharedWaiting--;
    }
  }

  /** The one-instance road (Redis down): a slot now, or the local queue. */
  #acquireLocal(priority: Priority, flowRows: boolean, t: number): Promise<Permit | Refusal> {
    if (this.#interactive.length === 0 && this.#available(priority, t) > 0)
      return Promise.resolve(this.#admit(priority));
    if (priority === 'background')
      return Promise.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: this.#retryAfterSec(t) });
    return new Promise((resolve) => {
      this.#interactive.push({ priority, flowRows, resolve, deadline: t + this.#maxWait + 5_000 });
      this.#schedule();
    });
  }

  #retryAfterSec(t: number): number {
    return Math.max(1, Math.ceil((this.#opening(t) - t) / 1000));
  }

  #drain(): void {
    const t = this.#now();
    while (this.#interactive.length > 0) {
      const w = this.#interactive[0]!;
      const fixed = this.#refuseFixed(t, w.flowRows);
      if (fixed) {
        this.#interactive.shift();
        w.resolve(fixed);
        continue;
      }
      if (this.#available('interactive', t) > 0) {
        this.#interactive.shift();
        w.resolve(this.#admit(w.priority));
        continue;
      }
      if (t >= w.deadline) {
        this.#interactive.shift();
        w.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: this.#retryAfterSec(t) });
        continue;
      }
      break;
    }
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#interactive.length === 0) return;
    const t = this.#now();
    const head = this.#interactive[0]!;
    const at = Math.min(this.#opening(t), head.deadline);
    this.#timer = setTimeout(() => this.#drain(), Math.max(5, at - t + 5));
    this.#timer.unref();
  }

  /** Learn from an upstream answer's headers (and a 429's body). */
  observe(outcome: UpstreamOutcome): void {
    const t = this.#now();
    this.#roll(t);
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
      if (resetMs > t) this.#o.shared?.noteMinuteUsed(nextMinute(resetMs - 1), used);
    }
    const fl = num(h['x-flowrows-limit']);
    const fr = num(h['x-flowrows-remaining']);
    const fs = num(h['x-flowrows-reset']);
    if (fl !== undefined) this.#flowLimit = fl;
    if (fs !== undefined) this.#flowReset = fs * 1000;
    if (fr !== undefined) {
      this.#flowRemaining = fr;
      this.#o.shared?.setFlowRemaining(this.#day, fr, this.#flowReset, t);
    }
    if (outcome.status === 429) {
      if (isFlowBudgetBody(outcome.body)) {
        this.#flowRemaining = 0;
      } else {
        // Retry-After beats X-RateLimit-Reset (Document B, Errors): the upstream's window opens again
        // exactly then, so ours does too (not at the end of the wall-clock minute).
        const ra = parseRetryAfter(h['retry-after'], t);
        if (ra !== null) {
          this.#blockedUntil = t + ra;
          this.#o.shared?.blockUntil(t + ra, t);
          this.#resetAt = t + ra;
          this.#ownCount = this.#inFlight;
          this.#upstreamUsed = this.limit;
        } else {
          const until = resetSec !== undefined ? resetSec * 1000 : this.#resetAt;
          this.#blockedUntil = Math.max(this.#blockedUntil, until);
          this.#upstreamUsed = this.limit;
        }
      }
    }
  }

  /** Current minute-window headers, for answers served without asking upstream. */
  rateLimitHeaders(): Record<string, string> {
    const m = this.#minuteView(this.#now());
    return {
      'x-ratelimit-limit': String(m.limit),
      'x-ratelimit-remaining': String(m.remaining),
      'x-ratelimit-reset': String(m.reset),
    };
  }

  #minuteView(t: number): BudgetSnapshot['minute'] {
    if (t >= this.#resetAt) this.#roll(t);
    const used = Math.max(this.#ownCount, this.#upstreamUsed);
    return {
      limit: this.limit,
      remaining: t < this.#blockedUntil ? 0 : Math.max(0, this.limit - used),
      reset: Math.ceil(this.#resetAt / 1000),
    };
  }

  /** `x-refresh-slowed` while background refreshes are paced (day-pacer.ts), for the app's panel marks. */
  pacingHeaders(): Record<string, string> {
    const t = this.#now();
    this.#roll(t);
    const v = slowedHeaderValue(this.#pacer.pace(this.#dayUsed, this.#dayLimit, t).factor);
    return v === undefined ? {} : { 'x-refresh-slowed': v };
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
    this.#roll(t);
    const pace = this.#pacer.pace(this.#dayUsed, this.#dayLimit, t);
    const slowed = slowedHeaderValue(pace.factor);
    return {
      minute: this.#minuteView(t),
      day: { used: this.#dayUsed, limit: this.#dayLimit, projected: pace.projected },
      pacing: {
        slowed_factor: slowed === undefined ? null : slowed === 'paused' ? 'paused' : Number(slowed),
        horizon_seconds: Math.round(pace.horizonMs / 1000),
        horizon_end: pace.horizonEnd,
      },
      flow_rows: { limit: this.#flowLimit, remaining: this.#flowRemaining, reset: Math.ceil(this.#flowReset / 1000) },
      tier: this.#tier,
      queue: { interactive: this.#interactive.length + this.#sharedWaiting, background: 0 },
      blocked_until: t < this.#blockedUntil ? Math.ceil(this.#blockedUntil / 1000) : null,
    };
  }

  get tier(): Tier {
    return this.#tier;
  }

  /** The upstream told us the key's tier: its budgets follow (the flow-row limit until headers say more). */
  learnTier(tier: Tier): void {
    if (tier === this.#tier) return;
    this.#tier = tier;
    this.#upstreamLimit = TIER_LIMITS[tier].minute;
    this.#flowLimit = TIER_LIMITS[tier].flowRows;
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
    const t = this.#now();
    this.#roll(t);
    if (utcDay(askedAt) !== this.#day || serviceCount <= this.#dayUsed) return;
    this.#dayUsed = serviceCount;
    this.#o.store.setDayUsed(this.#o.scope, this.#day, this.#dayUsed);
  }

  /** Rows streamed on the socket draw on the same budget; the hub reports them here. */
  chargeFlowRows(n: number): void {
    if (this.#flowRemaining !== null) this.#flowRemaining = Math.max(0, this.#flowRemaining - n);
    this.#o.shared?.chargeFlowRows(this.#day, n);
  }

  markFlowRowsExhausted(): void {
    this.#flowRemaining = 0;
    this.#o.shared?.setFlowRemaining(this.#day, 0, this.#flowReset, this.#now());
  }

  close(): void {
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#syncTimer) clearInterval(this.#syncTimer);
    for (const w of this.#interactive.splice(0)) {
      w.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 1 });
    }
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
