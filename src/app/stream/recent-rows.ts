/**
 * What the worker remembers of the rows one endpoint carried: the event_ids seen (a resume replays a
 * margin of rows already delivered, so each is let through once), the newest print time (where the
 * next resume starts), and the latest rows, for a panel that joins after the socket carried them.
 */
import { DedupeSet } from './dedupe';
import type { StreamRow } from './protocol';

export interface RecentRowsOptions {
  readonly dedupeCapacity: number;
  /** Rows kept to give a panel that joins late. */
  readonly recentCapacity: number;
}

export interface RowsReceived {
  readonly rows: StreamRow[];
  /** Worker receive time of each row (epoch ms). */
  readonly receivedAt: number[];
}

export class RecentRows {
  readonly #seen: DedupeSet;
  readonly #recentCapacity: number;
  readonly #rows: StreamRow[] = [];
  readonly #receivedAt: number[] = [];
  #newestTsMs: number | null = null;

  constructor(opts: RecentRowsOptions) {
    this.#seen = new DedupeSet(opts.dedupeCapacity);
    this.#recentCapacity = opts.recentCapacity;
  }

  /** Print time of the newest row seen; null before any row with one. */
  get newestTsMs(): number | null {
    return this.#newestTsMs;
  }

  /** Take a row received at `at`; false when its event_id was seen already (a duplicate, not kept). */
  admit(row: StreamRow, tsMs: number | null, at: number): boolean {
    if (!this.#seen.add(row.event_id)) return false;
    if (tsMs !== null && (this.#newestTsMs === null || tsMs > this.#newestTsMs)) this.#newestTsMs = tsMs;
    this.#rows.push(row);
    this.#receivedAt.push(at);
    // Trim in chunks so that the ring costs O(1) amortised per row.
    if (this.#rows.length > this.#recentCapacity * 1.25) {
      const extra = this.#rows.length - this.#recentCapacity;
      this.#rows.splice(0, extra);
      this.#receivedAt.splice(0, extra);
    }
    return true;
  }

  /** The remembered rows `wanted` accepts, oldest first, with their receive times. */
  select(wanted: (row: StreamRow) => boolean): RowsReceived {
    const out: RowsReceived = { rows: [], receivedAt: [] };
    this.#rows.forEach((row, i) => {
      if (!wanted(row)) return;
      out.rows.push(row);
      out.receivedAt.push(this.#receivedAt[i] ?? 0);
    });
    return out;
  }
}
