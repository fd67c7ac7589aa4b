/**
 * Where every flow row reaching the hub goes in, live or read back from the tape: deduped by
 * `event_id` against the kept rows of the session (kept-rows.ts), charged to the flow-row budget when
 * live, stored before it is fanned out (so a killed BFF has every row it delivered), then sent to the
 * clients that want it.
 *
 * No row is lost to a gap: when the upstream socket goes down (or the BFF starts with rows of the
 * session stored), the rows printed meanwhile are read back from the REST tape once the socket is live
 * again (gap-filler.ts), merged by `event_id`, and delivered like live ones.
 */
import type { DriftLog } from '../drift/drift';
import { flowRowKeys, type FlowRowKeys } from './flow-row-keys';
import { GapFiller } from './gap-filler';
import { KeptRows } from './kept-rows';
import type { Store, StoredRow } from '../cache/store';
import type { Client, HubLogger, ReplayFrom } from './stream-hub-options';
import { LATE_ENRICHMENT_MARGIN_MS, type TapeGet } from './tape-backfill';
import type { ClientFanout } from './client-fanout';

/** How much later than the first live row after a gap a missed row may have printed (enrichment order). */
const REORDER_MARGIN_MS = 5_000;

/** Sessions of streamed rows kept in the store for session replay (a trading fortnight). */
export const RECORDED_SESSIONS = 10;

export interface FlowRowIntakeOptions {
  readonly store?: Store | undefined;
  /** Live rows are charged to the day's flow-row budget. */
  readonly onRows?: ((n: number) => void) | undefined;
  /** A governed GET of the REST tape; without it gaps are not read back. */
  readonly tapeGet?: TapeGet | undefined;
  readonly drift?: DriftLog | undefined;
  readonly logger?: HubLogger | undefined;
  readonly gapPassMarginMs?: number | undefined;
  readonly gapPassMaxWaitMs?: number | undefined;
  readonly now: () => number;
  /** Tickers the upstream socket is subscribed to: the ones a gap is read back for. */
  readonly subscribed: () => readonly string[];
  /**
   * A gap opened: where this instance has every row moved back. Told at once (not at the next lease
   * renewal) so that a holder dying right after is followed by one that reads the gap back.
   */
  readonly gapOpened?: (() => void) | undefined;
  /** Every new row (live or read back), once: the BFF's own watcher (alerts) reads them here. */
  readonly newRow?: ((ticker: string, frame: string, row: StoredRow) => void) | undefined;
}

export class FlowRowIntake {
  readonly #options: FlowRowIntakeOptions;
  readonly #fanout: ClientFanout;
  /** Rows of the current session by event_id, in arrival order. */
  readonly #rows: KeptRows;
  readonly #gaps: GapFiller | undefined;
  /** Newest print time of a row received (or stored): where a gap starts when the socket goes down. */
  #lastRowTs = 0;
  #duplicates = 0;
  #closed = false;

  constructor(options: FlowRowIntakeOptions, fanout: ClientFanout) {
    this.#options = options;
    this.#fanout = fanout;
    this.#rows = new KeptRows(options.now());
    if (options.tapeGet) {
      const tapeGet = options.tapeGet;
      this.#gaps = new GapFiller({
        // A pass under way when the hub closes asks nothing more of a BFF that is shutting down.
        get: (pathAndQuery) => (this.#closed ? Promise.resolve(undefined) : tapeGet(pathAndQuery)),
        deliver: (rows) => {
          for (const r of rows) {
            const keys = { event_id: r.eventId, ticker: r.ticker, session_date: r.session, ts_ms: r.tsMs };
            // Charged already: the tape answer's X-FlowRows-* headers reached the governor.
            this.take(keys, r.frame, false);
          }
        },
        onDrift: (issues) => options.drift?.record('optionsFlow.tape', issues),
        ...(options.logger ? { logger: options.logger } : {}),
        ...(options.gapPassMarginMs !== undefined ? { passMarginMs: options.gapPassMarginMs } : {}),
        ...(options.gapPassMaxWaitMs !== undefined ? { maxPassIntervalMs: options.gapPassMaxWaitMs } : {}),
      });
    }
    if (options.store) {
      for (const r of options.store.latestSessionRows(options.now())) {
        this.#rows.keep(r);
        this.#lastRowTs = Math.max(this.#lastRowTs, r.tsMs);
      }
      // The BFF was down: what printed meanwhile is read back once the stream is live.
      this.gapOpened();
    }
  }

  get rowsKept(): number {
    return this.#rows.size;
  }

  /** Rows dropped because a row of the same event_id was already taken. */
  get rowsDeduplicated(): number {
    return this.#duplicates;
  }

  get rowsBackfilled(): number {
    return this.#gaps?.rowsFilled ?? 0;
  }

  /** The keys of a flow_order frame's data, read leniently (a row without them is still delivered). */
  keysOf(data: unknown, frame: string): FlowRowKeys {
    return flowRowKeys(data, frame, this.#rows.session, this.#options.now());
  }

  /**
   * The stream went down: rows printed from the newest one seen are read back once it is live again.
   * `seenThrough`, another instance's word (the last holder's), moves the start back to it when older.
   */
  gapOpened(seenThrough: number | null = null): void {
    const from = Math.min(this.#lastRowTs || Infinity, seenThrough ?? Infinity);
    if (from === Infinity || !this.#gaps) return;
    this.#gaps.open(from);
    this.#options.gapOpened?.();
  }

  /**
   * Where a new holder reads back from, read as a newest row is (the enrichment margin is taken off):
   * the start of this instance's unread gap, else its newest row; null before any row. Rows this one
   * received and never relayed printed after it.
   */
  seenThrough(): number | null {
    const gapFrom = this.#gaps?.from;
    const newest = this.#lastRowTs > 0 ? this.#lastRowTs : Infinity;
    const from = Math.min(gapFrom != null ? gapFrom + LATE_ENRICHMENT_MARGIN_MS : Infinity, newest);
    return from === Infinity ? null : from;
  }

  /** One row in; `live` rows came on the socket (charged), others were read back from the tape. */
  take(d: FlowRowKeys, text: string, live = true): void {
    // The first live row after a gap says, on the upstream's clock, where the gap ends; give or take
    // the enrichment's reordering (a row printed a little later may have been sent before the socket was
    // subscribed). Rows read twice are deduped by event_id.
    if (live && this.#gaps?.waiting)
      this.#gaps.fill(this.#options.subscribed(), this.#rows.session || d.session_date, d.ts_ms + REORDER_MARGIN_MS);
    if (this.#rows.has(d.event_id)) {
      this.#duplicates++; // already seen (overlap of two sockets, kept or read-back rows)
      return;
    }
    if (live) this.#options.onRows?.(1);
    this.#lastRowTs = Math.max(this.#lastRowTs, d.ts_ms);
    if (this.#rows.isNewSession(d.session_date)) this.#newSession(d.session_date);
    const row = { eventId: d.event_id, session: d.session_date, ticker: d.ticker, tsMs: d.ts_ms, frame: text };
    const kept = this.#rows.keep(row);
    this.#options.store?.addRow(row);
    this.#options.newRow?.(d.ticker, text, row);
    this.#fanout.deliverRow(d.event_id, d.ticker, kept?.frame ?? text);
  }

  /**
   * Rows another instance streamed before this one started (several instances): kept and stored as if
   * received, neither delivered nor shown to the watcher (they are not new), and the gap after the
   * newest of them is read back once the stream is live.
   */
  seed(rows: readonly StoredRow[]): void {
    let added = 0;
    for (const r of rows) {
      if (this.#rows.has(r.eventId)) continue;
      if (this.#rows.isNewSession(r.session)) this.#newSession(r.session);
      if (!this.#rows.keep(r)) continue;
      this.#options.store?.addRow(r);
      this.#lastRowTs = Math.max(this.#lastRowTs, r.tsMs);
      added++;
    }
    if (added > 0) this.gapOpened();
  }

  /** Send a client the kept rows of its tickers after `from` that it has not had. */
  replay(client: Client, from: ReplayFrom): void {
    this.#fanout.replay(client, this.#rows.entries(), from);
  }

  close(): void {
    this.#closed = true;
    this.#gaps?.close();
  }

  #newSession(session: string): void {
    this.#rows.startSession(session);
    this.#fanout.forgetSent();
    this.#options.store?.pruneRecordedKeeping(RECORDED_SESSIONS);
  }
}
