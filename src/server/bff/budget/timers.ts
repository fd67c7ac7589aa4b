/**
 * Timers a class takes beside its clock, so a test can run its waits on a clock of its own. The real
 * ones never keep the process alive (unref): a pending wait must not hold up a shutdown.
 */
export interface Timers {
  /** Run `fn` once after `ms`; the answer cancels it. */
  after(ms: number, fn: () => void): () => void;
  /** Run `fn` every `ms`; the answer stops it. */
  every(ms: number, fn: () => void): () => void;
}

export const realTimers: Timers = {
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    t.unref();
    return () => clearTimeout(t);
  },
  every(ms, fn) {
    const t = setInterval(fn, ms);
    t.unref();
    return () => clearInterval(t);
  },
};
