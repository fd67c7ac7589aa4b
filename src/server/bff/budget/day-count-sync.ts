/**
 * The day's request count is ours (the reference: no header reports it), so another tool on the same key,
 * or a fresh DATA_DIR, leaves it short of what the service counted. At start (the tier probe's usage
 * answer) and every 15 minutes on the governor's clock (less often for a small day's limit), the service's count from GET /v1/account/usage is
 * taken when it is larger. The question is itself a request of the day: it is asked at background
 * priority, so the day pacer and the minute's reserve refuse it before it spends the slots kept for
 * traders (it is then asked again at a later tick).
 */
import type { Governor } from './governor';
import type { UpstreamClient, UpstreamResponse } from '../upstream/upstream-client';
import { dayCountOfUsageBody } from './usage-day-count';

export const USAGE_PATH = '/v1/account/usage';
export const DAY_COUNT_SYNC_MS = 15 * 60_000;
/**
 * The questions of a day stay within this share of the day's limit: every 15 minutes is 96 a day, 2 % of
 * Pro's 5,000 but half of the free tier's 200, which is asked every 6 hours instead.
 */
const MAX_SHARE_OF_DAY = 0.02;
const DAY_MS = 86_400_000;
/** How often the real timer looks at the governor's clock (which tests may move faster). */
const TICK_MS = 60_000;

export interface DayCountSyncOptions {
  readonly governor: Governor;
  readonly upstream: Pick<UpstreamClient, 'send'>;
  readonly everyMs?: number;
}

/** What a usage answer gave: the day's count (applied), an answer without one, or no answer. */
export type UsageReading = 'counted' | 'no_count' | 'failed';

/** Apply a usage answer's day count (asked at `askedAt` on the governor's clock). */
export function reconcileFromUsage(governor: Governor, res: UpstreamResponse, askedAt: number): UsageReading {
  if (res.status !== 200) return 'failed';
  const count = dayCountOfUsageBody(res.body);
  if (count === undefined) return 'no_count';
  governor.reconcileDayUsed(count, askedAt);
  return 'counted';
}

export class DayCountSync {
  readonly #options: DayCountSyncOptions;
  readonly #everyMs: number;
  #lastAt = -Infinity;
  #asking = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: DayCountSyncOptions) {
    this.#options = options;
    this.#everyMs = options.everyMs ?? DAY_COUNT_SYNC_MS;
  }

  /**
   * A usage answer read elsewhere (the tier probe at start) stands for this interval's question; one that
   * reports no day count means the service never will, and it is not asked again.
   */
  noteReading(reading: UsageReading, askedAt: number): void {
    this.#lastAt = reading === 'no_count' ? Infinity : Math.max(this.#lastAt, askedAt);
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), TICK_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Ask the service when the interval has passed and the budget can spare a background request. */
  async tick(): Promise<void> {
    const g = this.#options.governor;
    const askedAt = g.now();
    const every = Math.max(this.#everyMs, DAY_MS / (MAX_SHARE_OF_DAY * g.snapshot().day.limit));
    if (this.#asking || askedAt - this.#lastAt < every) return;
    this.#asking = true;
    try {
      const permit = await g.acquire('background');
      if (!permit.ok) return;
      try {
        const res = await this.#options.upstream.send('GET', USAGE_PATH);
        permit.done(res);
        this.noteReading(reconcileFromUsage(g, res, askedAt), askedAt);
      } catch {
        permit.done();
        // Unreachable: asked again at the next interval, not at every tick.
        this.noteReading('failed', askedAt);
      }
    } finally {
      this.#asking = false;
    }
  }
}
