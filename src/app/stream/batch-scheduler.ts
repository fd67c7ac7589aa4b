/**
 * Collects items per destination and hands them over at most once per interval. The worker has no
 * requestAnimationFrame, so a ~16 ms timer stands in for a frame; the page then applies each batch in
 * its own animation frame.
 */

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export const FRAME_MS = 16;

export class BatchScheduler<K, T> {
  private readonly pending = new Map<K, T[]>();
  private timer: unknown = null;
  private lastFlush = Number.NEGATIVE_INFINITY;
  /** Number of flushes so far (tests and the bench read it). */
  flushes = 0;

  constructor(
    private readonly sink: (key: K, items: T[]) => void,
    private readonly intervalMs: number = FRAME_MS,
    private readonly timers: Timers = realTimers,
    private readonly now: () => number = Date.now,
  ) {}

  push(key: K, item: T): void {
    let list = this.pending.get(key);
    if (!list) {
      list = [];
      this.pending.set(key, list);
    }
    list.push(item);
    this.schedule();
  }

  /** Items waiting for the next flush, all keys together. */
  get size(): number {
    let n = 0;
    for (const l of this.pending.values()) n += l.length;
    return n;
  }

  /** Drop whatever is queued for a destination that went away. */
  drop(key: K): void {
    this.pending.delete(key);
  }

  /** Deliver everything now (and cancel the timer). */
  flush(): void {
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending.size === 0) return;
    const batches = [...this.pending];
    this.pending.clear();
    this.lastFlush = this.now();
    this.flushes++;
    for (const [key, items] of batches) this.sink(key, items);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private schedule(): void {
    if (this.timer !== null) return;
    // A burst right after a quiet spell goes out at once; the next waits for the interval to pass.
    const wait = Math.max(0, this.lastFlush + this.intervalMs - this.now());
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, wait);
  }
}
