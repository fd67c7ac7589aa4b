/**
 * The tape's rows, held outside React: columns by arrival (tape-rows.ts), joined by event_id so that no
 * order appears twice, and the filtered, sorted view as an index of row numbers that the virtualized
 * table reads by position. New rows are filtered and inserted incrementally; a filter or sort change over
 * a large tape is rebuilt in the index worker while the old view stays on screen.
 *
 * The one client store that is not zustand, on purpose: it holds up to 200,000 rows in typed-array
 * columns mutated in place, at thousands of rows a minute, and tells its readers at most once a frame.
 * A zustand store hands out a new immutable state on every change, which here would copy the index per
 * batch and cost frames; React reads this one through useSyncExternalStore and its version number.
 */
import type { TapeEntry } from '../../data/tape-entry';
import type { OiLookup } from '../../data/tape-oi';
import { DEFAULT_SORT, NO_FILTER, type TapeFilter, type TapeSort } from './tape-filter';
import {
  buildIndex,
  resolveFilter,
  resolveSort,
  rowComparator,
  rowPredicate,
  type RowFilter,
  type RowSort,
} from './tape-index';
import type { Indexer } from './tape-indexer';
import { TapeRows } from './tape-rows';

export interface TapeStoreOptions {
  /** Rows held at most; the oldest go first (a full day's flow-row budget is 150,000). */
  readonly maxRows?: number;
  /** Where a whole rebuild runs when the tape holds many rows (the index worker in the page). */
  readonly indexer?: Indexer | null;
  /**
   * The page's frame clock (requestAnimationFrame). With it, listeners hear at most once per frame: the
   * first change of a frame at once (a streamed batch costs no extra frame), later ones at the next
   * frame, so a history load of many pages renders a few times, not once per page.
   */
  readonly frame?: ((cb: () => void) => void) | null;
}

/** Above this many rows in one insert, a merge beats one binary insert per row. */
const BULK_INSERT = 256;
/** Below this many rows a rebuild on the main thread takes under a millisecond or two. */
const WORKER_REBUILD_ROWS = 20_000;
/** Entries made for the screen, kept so that an unchanged row is the same object (React skips it). */
const ENTRY_CACHE = 2_048;

export class TapeStore {
  private readonly rows = new TapeRows();
  private readonly ids = new Set<string>();
  /** Row numbers in internal order; `viewLen` of them are in use. */
  private view = new Uint32Array(1024);
  private viewLen = 0;
  private pending: number[] = [];
  private filter: TapeFilter = NO_FILTER;
  private sort: TapeSort = DEFAULT_SORT;
  private rowFilter: RowFilter;
  private rowSort: RowSort;
  private predicate: (row: number) => boolean = () => true;
  private compare: (a: number, b: number) => number = (a, b) => a - b;
  private compiledFor = -1;
  private tickersRanked = 0;
  private rebuildToken = 0;
  private rebuilding = false;
  private entries = new Map<number, TapeEntry>();
  private entriesFor = 0;
  private paused = false;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly maxRows: number;
  private readonly indexer: Indexer | null;
  private readonly frame: ((cb: () => void) => void) | null;
  private notifiedThisFrame = false;
  private notifyAtNextFrame = false;
  /** Counts for the page and the bench. */
  duplicatesIgnored = 0;
  evicted = 0;

  constructor(opts: TapeStoreOptions = {}) {
    this.maxRows = opts.maxRows ?? 200_000;
    this.indexer = opts.indexer ?? null;
    this.frame = opts.frame ?? null;
    this.rowFilter = resolveFilter(NO_FILTER, this.rows);
    this.rowSort = resolveSort(DEFAULT_SORT, this.rows);
  }

  // ---- reading ----

  /** Bumped on every change: the snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  get size(): number {
    return this.ids.size;
  }

  get visibleCount(): number {
    return this.viewLen;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** A filter or sort change is being applied in the index worker; the view shown is the previous one. */
  get isRebuilding(): boolean {
    return this.rebuilding;
  }

  get currentFilter(): TapeFilter {
    return this.filter;
  }

  get currentSort(): TapeSort {
    return this.sort;
  }

  /** Order types seen so far (and any the filter names), for the filter's choices. */
  get orderTypes(): readonly string[] {
    return this.rows.pools.orderType.strings.filter((t): t is string => t !== null);
  }

  has(eventId: string): boolean {
    return this.ids.has(eventId);
  }

  /** The row shown at display position `i` (0 = top). */
  rowAt(i: number): TapeEntry | undefined {
    if (i < 0 || i >= this.viewLen) return undefined;
    return this.entry(this.view[this.sort.dir === 'desc' ? this.viewLen - 1 - i : i]!);
  }

  /** Visible rows in display order (CSV export). */
  visibleRows(): TapeEntry[] {
    const out: TapeEntry[] = [];
    for (let i = 0; i < this.viewLen; i++) out.push(this.rowAt(i)!);
    return out;
  }

  // ---- writing ----

  /**
   * Add rows from either source. Known event_ids are ignored. While paused, live rows wait in a
   * buffer (counted on screen); history the user asked for goes in at once.
   */
  add(entries: readonly TapeEntry[], opts: { bypassPause?: boolean } = {}): number {
    const fresh: number[] = [];
    const ids = this.ids;
    for (const e of entries) {
      // One hash of the id, not two: a row whose add leaves the size unchanged was known.
      const known = ids.size;
      ids.add(e.eventId);
      if (ids.size === known) {
        this.duplicatesIgnored++;
        continue;
      }
      fresh.push(this.rows.push(e));
    }
    if (fresh.length === 0) return 0;
    if (this.paused && !opts.bypassPause) {
      for (const r of fresh) this.pending.push(r);
    } else if (!this.rebuilding) {
      // While the worker rebuilds, new rows wait: the rebuild's answer is followed by every later row.
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
      // During a rebuild, its answer takes in every row no longer waiting.
      if (!this.rebuilding) this.insertVisible(p);
    }
    this.changed();
  }

  setFilter(filter: TapeFilter): void {
    this.filter = filter;
    this.rowFilter = resolveFilter(filter, this.rows);
    this.compiledFor = -1;
    this.rebuild();
  }

  setSort(sort: TapeSort): void {
    this.sort = sort;
    this.rowSort = resolveSort(sort, this.rows);
    this.tickersRanked = this.rows.pools.ticker.strings.length;
    this.compiledFor = -1;
    this.rebuild();
  }

  /** Contracts' published OI arrived (tape-oi.ts): rows already made are made again with it. */
  setOiLookup(lookup: OiLookup | null): void {
    this.rows.setOiLookup(lookup);
    this.entries = new Map();
    this.changed();
  }

  /** The tickers and sessions of the rows shown at positions `from` to `to` (what needs OI first). */
  tickerSessionsAt(from: number, to: number): { ticker: string; session: string }[] {
    const seen = new Map<string, { ticker: string; session: string }>();
    for (let i = Math.max(0, from); i < Math.min(to, this.viewLen); i++) {
      const e = this.rowAt(i)!;
      seen.set(`${e.ticker}|${e.session}`, { ticker: e.ticker, session: e.session });
    }
    return [...seen.values()];
  }

  clear(): void {
    this.rows.clear();
    this.ids.clear();
    this.viewLen = 0;
    this.pending = [];
    this.rebuildToken++;
    this.rebuilding = false;
    this.changed();
  }

  // ---- internals ----

  private entry(row: number): TapeEntry {
    if (this.entriesFor !== this.rows.moves || this.entries.size > ENTRY_CACHE) {
      this.entries = new Map();
      this.entriesFor = this.rows.moves;
    }
    let e = this.entries.get(row);
    if (e === undefined) {
      e = this.rows.entry(row);
      this.entries.set(row, e);
    }
    return e;
  }

  /** The predicate and comparator read the columns' arrays, which growth replaces. */
  private compile(): void {
    if (this.rowSort.key === 'ticker' && this.tickersRanked !== this.rows.pools.ticker.strings.length) {
      // A new ticker: ranks are re-given; the existing rows keep their relative order.
      this.rowSort = resolveSort(this.sort, this.rows);
      this.tickersRanked = this.rows.pools.ticker.strings.length;
      this.compiledFor = -1;
    }
    if (this.compiledFor === this.rows.layout) return;
    this.predicate = rowPredicate(this.rows, this.rowFilter);
    this.compare = rowComparator(this.rows, this.rowSort);
    this.compiledFor = this.rows.layout;
  }

  private rebuild(): void {
    const token = ++this.rebuildToken;
    const exclude = this.paused && this.pending.length > 0 ? Uint32Array.from(this.pending) : null;
    if (!this.indexer || this.rows.length < WORKER_REBUILD_ROWS) {
      this.rebuilding = false;
      this.setView(buildIndex(this.rows, this.rowFilter, this.rowSort, exclude));
      this.changed();
      return;
    }
    this.rebuilding = true;
    const upTo = this.rows.length;
    const moves = this.rows.moves;
    const excluded = exclude ? [...exclude] : [];
    this.indexer(this.rows, this.rowFilter, this.rowSort, exclude).then(
      (index) => {
        if (token !== this.rebuildToken) return;
        // Eviction renumbered the rows while the worker sorted: the answer is void.
        if (moves !== this.rows.moves) return this.rebuild();
        this.rebuilding = false;
        this.setView(index);
        const waiting = new Set(this.pending);
        const late = excluded.filter((r) => !waiting.has(r));
        for (let r = upTo; r < this.rows.length; r++) if (!waiting.has(r)) late.push(r);
        this.insertVisible(late);
        this.changed();
      },
      () => {
        if (token !== this.rebuildToken) return;
        // The worker failed: the same rebuild here, once.
        this.rebuilding = false;
        const waiting = this.paused && this.pending.length > 0 ? Uint32Array.from(this.pending) : null;
        this.setView(buildIndex(this.rows, this.rowFilter, this.rowSort, waiting));
        this.changed();
      },
    );
  }

  private setView(index: Uint32Array): void {
    this.view = new Uint32Array(Math.max(1024, index.length * 2));
    this.view.set(index);
    this.viewLen = index.length;
  }

  private reserve(extra: number): void {
    if (this.viewLen + extra <= this.view.length) return;
    const next = new Uint32Array(Math.max(this.view.length * 2, this.viewLen + extra));
    next.set(this.view.subarray(0, this.viewLen));
    this.view = next;
  }

  private insertVisible(rows: readonly number[]): void {
    if (rows.length === 0) return;
    this.compile();
    const matching = rows.filter(this.predicate);
    if (matching.length === 0) return;
    this.reserve(matching.length);
    if (matching.length > BULK_INSERT) {
      // Sort the newcomers and merge from the end: O(n + k log k), no full re-sort of the view.
      matching.sort(this.compare);
      let i = this.viewLen - 1;
      let j = matching.length - 1;
      let k = this.viewLen + matching.length - 1;
      const v = this.view;
      while (j >= 0) v[k--] = i >= 0 && this.compare(v[i]!, matching[j]!) > 0 ? v[i--]! : matching[j--]!;
      this.viewLen += matching.length;
      return;
    }
    for (const r of matching) this.insertOne(r);
  }

  private insertOne(row: number): void {
    const v = this.view;
    const n = this.viewLen;
    // Live rows mostly arrive in order: append without a search.
    if (n === 0 || this.compare(v[n - 1]!, row) <= 0) {
      v[this.viewLen++] = row;
      return;
    }
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(v[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    v.copyWithin(lo + 1, lo, n);
    v[lo] = row;
    this.viewLen++;
  }

  private evictIfFull(): void {
    // Trim in chunks (10% over the cap) so that eviction is rare and amortised. Row numbers follow
    // arrival, which for a live tape is time order: the oldest arrivals are the first rows.
    if (this.rows.length <= this.maxRows * 1.1) return;
    const drop = this.rows.length - this.maxRows;
    for (let r = 0; r < drop; r++) this.ids.delete(this.rows.eventIds[r]!);
    this.rows.dropFirst(drop);
    this.evicted += drop;
    let n = 0;
    for (let i = 0; i < this.viewLen; i++) {
      const r = this.view[i]!;
      if (r >= drop) this.view[n++] = r - drop;
    }
    this.viewLen = n;
    this.pending = this.pending.filter((r) => r >= drop).map((r) => r - drop);
    this.compiledFor = -1;
  }

  private changed(): void {
    this.version++;
    if (!this.frame) return this.notify();
    if (this.notifiedThisFrame) this.notifyAtNextFrame = true;
    else this.notifyForFrame();
  }

  private notifyForFrame(): void {
    this.notify();
    this.notifiedThisFrame = true;
    this.frame!(this.nextFrame);
  }

  private readonly nextFrame = (): void => {
    this.notifiedThisFrame = false;
    if (!this.notifyAtNextFrame) return;
    this.notifyAtNextFrame = false;
    this.notifyForFrame();
  };

  private notify(): void {
    for (const fn of this.listeners) fn();
  }
}
