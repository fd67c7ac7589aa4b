/**
 * The tape's rows, held outside React: a map by event_id (the join of streamed and REST rows, so
 * no order appears twice), and the filtered, sorted view that the virtualized table reads by index.
 * New rows are filtered and inserted incrementally; React re-renders only the visible window.
 */
import type { TapeEntry } from './tape-entry';
import {
  compileFilter,
  DEFAULT_SORT,
  internalComparator,
  NO_FILTER,
  type TapeFilter,
  type TapeSort,
} from './tape-filter';

export interface TapeStoreOptions {
  /** Rows held at most; the oldest go first (a full day's flow-row budget is 150,000). */
  readonly maxRows?: number;
}

/** Above this many rows in one insert, a merge by full sort beats one binary insert per row. */
const BULK_INSERT = 256;

export class TapeStore {
  private readonly byId = new Map<string, TapeEntry>();
  private view: TapeEntry[] = [];
  private pending: TapeEntry[] = [];
  private filter: TapeFilter = NO_FILTER;
  private sort: TapeSort = DEFAULT_SORT;
  private predicate = compileFilter(NO_FILTER);
  private compare = internalComparator(DEFAULT_SORT);
  private paused = false;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly maxRows: number;
  /** Counts for the page and the bench. */
  duplicatesIgnored = 0;
  /** Order types seen so far, for the filter's choices. */
  readonly orderTypes = new Set<string>();
  evicted = 0;

  constructor(opts: TapeStoreOptions = {}) {
    this.maxRows = opts.maxRows ?? 200_000;
  }

  // ---- reading ----

  /** Bumped on every change: the snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  get size(): number {
    return this.byId.size;
  }

  get visibleCount(): number {
    return this.view.length;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  get currentFilter(): TapeFilter {
    return this.filter;
  }

  get currentSort(): TapeSort {
    return this.sort;
  }

  has(eventId: string): boolean {
    return this.byId.has(eventId);
  }

  /** The row shown at display position `i` (0 = top). */
  rowAt(i: number): TapeEntry | undefined {
    const n = this.view.length;
    return this.sort.dir === 'desc' ? this.view[n - 1 - i] : this.view[i];
  }

  /** Visible rows in display order (CSV export). */
  visibleRows(): TapeEntry[] {
    return this.sort.dir === 'desc' ? [...this.view].reverse() : [...this.view];
  }

  /** Oldest time held (the REST cursor for "load earlier" is the API's own; this is for display). */
  oldestTsMs(): number | null {
    let min: number | null = null;
    for (const e of this.byId.values()) if (min === null || e.tsMs < min) min = e.tsMs;
    return min;
  }

  // ---- writing ----

  /**
   * Add rows from either source. Known event_ids are ignored. While paused, live rows wait in a
   * buffer (counted on screen); history the user asked for goes in at once.
   */
  add(entries: readonly TapeEntry[], opts: { bypassPause?: boolean } = {}): number {
    const fresh: TapeEntry[] = [];
    for (const e of entries) {
      if (this.byId.has(e.eventId)) {
        this.duplicatesIgnored++;
        continue;
      }
      this.byId.set(e.eventId, e);
      if (e.orderType !== null) this.orderTypes.add(e.orderType);
      fresh.push(e);
    }
    if (fresh.length === 0) return 0;
    if (this.paused && !opts.bypassPause) {
      for (const e of fresh) this.pending.push(e);
    } else {
      this.insertVisible(fresh);
    }
    this.evictIfFull();
    this.changed();
    return fresh.length;
  }

  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (!paused && this.pending.length > 0) {
      const p = this.pending;
      this.pending = [];
      this.insertVisible(p.filter((e) => this.byId.has(e.eventId)));
    }
    this.changed();
  }

  setFilter(filter: TapeFilter): void {
    this.filter = filter;
    this.predicate = compileFilter(filter);
    this.rebuild();
  }

  setSort(sort: TapeSort): void {
    this.sort = sort;
    this.compare = internalComparator(sort);
    this.rebuild();
  }

  clear(): void {
    this.byId.clear();
    this.view = [];
    this.pending = [];
    this.changed();
  }

  // ---- internals ----

  private rebuild(): void {
    const pendingIds = this.paused ? new Set(this.pending.map((e) => e.eventId)) : null;
    const next: TapeEntry[] = [];
    for (const e of this.byId.values()) {
      if (pendingIds?.has(e.eventId)) continue;
      if (this.predicate(e)) next.push(e);
    }
    next.sort(this.compare);
    this.view = next;
    this.changed();
  }

  private insertVisible(rows: readonly TapeEntry[]): void {
    const matching = rows.filter(this.predicate);
    if (matching.length === 0) return;
    if (matching.length > BULK_INSERT) {
      // Sort the newcomers and merge: O(n + k log k), not a full re-sort of the view.
      matching.sort(this.compare);
      this.view = mergeSorted(this.view, matching, this.compare);
      return;
    }
    for (const e of matching) this.insertOne(e);
  }

  private insertOne(e: TapeEntry): void {
    const v = this.view;
    const last = v[v.length - 1];
    // Live rows mostly arrive in order: append without a search.
    if (last === undefined || this.compare(last, e) <= 0) {
      v.push(e);
      return;
    }
    let lo = 0;
    let hi = v.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(v[mid]!, e) <= 0) lo = mid + 1;
      else hi = mid;
    }
    v.splice(lo, 0, e);
  }

  private evictIfFull(): void {
    // Trim in chunks (10% over the cap) so that eviction is rare and amortised. The map keeps
    // arrival order, which for a live tape is time order: dropping its first keys needs no sort.
    if (this.byId.size <= this.maxRows * 1.1) return;
    let drop = this.byId.size - this.maxRows;
    this.evicted += drop;
    for (const id of this.byId.keys()) {
      if (drop-- <= 0) break;
      this.byId.delete(id);
    }
    this.pending = this.pending.filter((e) => this.byId.has(e.eventId));
    this.view = this.view.filter((e) => this.byId.has(e.eventId));
  }

  private changed(): void {
    this.version++;
    for (const fn of this.listeners) fn();
  }
}

function mergeSorted<T>(a: readonly T[], b: readonly T[], cmp: (x: T, y: T) => number): T[] {
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = cmp(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}
