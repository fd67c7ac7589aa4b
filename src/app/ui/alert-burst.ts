/**
 * Alerts that arrive close together under one key become one burst, shown as one toast: the first
 * opens it (the toast, the tone), later ones within the window are counted into it and update the same
 * toast quietly. For abnormal trades the key is the market and the window a few seconds ("3 abnormal
 * trades: NVDA, TSLA, AAPL"); for a flow alert the key is the alert and the window its cool-down
 * ("×4 in 6 s").
 */
export interface Burst<T> {
  /** Names the burst's toast: the group key and the burst's serial, so the next burst is a new toast. */
  readonly toastKey: string;
  readonly openedAt: number;
  readonly lastAt: number;
  /** Every arrival counted, also those past `keep`. */
  readonly count: number;
  /** The newest arrivals, oldest first, at most `keep`. */
  readonly items: readonly T[];
}

export interface BurstArrival<T> {
  readonly burst: Burst<T>;
  /** The arrival opened a burst: worth a tone and a notification; a join only updates the toast. */
  readonly opened: boolean;
}

export class BurstGrouper<T> {
  readonly #open = new Map<string, Burst<T>>();
  #serial = 0;

  constructor(
    /** How long after its first arrival a burst takes more (a flow alert's cool-down). */
    private readonly windowMs: number,
    private readonly keep = 20,
  ) {}

  add(key: string, item: T, at: number): BurstArrival<T> {
    const open = this.#open.get(key);
    if (open && at - open.openedAt < this.windowMs && at >= open.openedAt) {
      const burst: Burst<T> = {
        ...open,
        lastAt: Math.max(open.lastAt, at),
        count: open.count + 1,
        items: [...open.items, item].slice(-this.keep),
      };
      this.#open.set(key, burst);
      return { burst, opened: false };
    }
    const burst: Burst<T> = { toastKey: `${key}#${++this.#serial}`, openedAt: at, lastAt: at, count: 1, items: [item] };
    this.#open.set(key, burst);
    // Closed bursts of other keys are forgotten, so the map holds only what can still be joined.
    for (const [k, b] of this.#open) if (at - b.openedAt >= this.windowMs) this.#open.delete(k);
    return { burst, opened: true };
  }
}

/** "6 s", "1 min 5 s": a burst's span as a toast says it. */
export function spanText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}
