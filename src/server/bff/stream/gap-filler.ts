/**
 * When and how far the flow stream's gaps are read back from the REST tape (tape-backfill.ts does the
 * reading). A gap opens when the upstream socket goes down, or when the BFF starts with rows of the
 * session already stored; it is filled once the socket is live again, in passes: the tape is delayed
 * (60 s for watchlisted tickers), so what printed just before the reconnect is read on a later pass.
 */
import type { DriftIssue } from '../../../api/drift';
import type { TickerListMode } from '../../../api/tape-paging';
import { LATE_ENRICHMENT_MARGIN_MS, readGap, type BackfillRow, type TapeGet } from './tape-backfill';

export interface GapFillerOptions {
  readonly get: TapeGet;
  /** Rows read back, for the hub to dedupe by event_id, keep, store and fan out. */
  readonly deliver: (rows: readonly BackfillRow[]) => void;
  readonly onDrift?: (issues: readonly DriftIssue[]) => void;
  readonly logger?: { warn(obj: object, msg?: string): void };
  /** Most rows one gap may cost (they draw on the day's 150,000); default 5,000. */
  readonly maxRowsPerGap?: number;
  /** Wait before asking again after a refused or failed read (default 5 s). */
  readonly retryMs?: number;
  /** Added to the tape's delay before the next pass (default 2 s). */
  readonly passMarginMs?: number;
  /** Fewest ms between two passes of one gap: the tape's `as_of` may move by whole minutes (default 10 s). */
  readonly minPassIntervalMs?: number;
  /**
   * Most ms between two passes (default 60 s): the wait is computed from a delay we assume, and a service
   * whose tape catches up sooner is read sooner.
   */
  readonly maxPassIntervalMs?: number;
}

const MAX_FAILED_PASSES = 5;

export class GapFiller {
  readonly #options: GapFillerOptions;
  /** Print time from which rows may be missing; null when there is no gap. */
  #from: number | null = null;
  /** Print time (the upstream's clock) of the first row on the new socket: later prints arrive on it. */
  #until = 0;
  #tickers: readonly string[] = [];
  #session = '';
  #rowsLeft = 0;
  #failed = 0;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  /** Whether the tape refused our comma list of tickers once: then every later gap is read per ticker. */
  readonly #tickerList: TickerListMode = { perTicker: false };
  /** Rows read back since start (for /api/health and tests). */
  rowsFilled = 0;

  constructor(options: GapFillerOptions) {
    this.#options = options;
  }

  /** Print time from which rows may be missing (the open gap's start, margin included); null: no gap. */
  get from(): number | null {
    return this.#from;
  }

  /** A gap is open and not yet being filled (the socket has not brought its first row yet). */
  get waiting(): boolean {
    return this.#from !== null && this.#until === 0;
  }

  /** The stream went down after rows printed up to `lastSeenTsMs`. */
  open(lastSeenTsMs: number): void {
    const from = lastSeenTsMs - LATE_ENRICHMENT_MARGIN_MS;
    if (this.#from === null) this.#rowsLeft = this.#options.maxRowsPerGap ?? 5000;
    this.#from = this.#from === null ? from : Math.min(this.#from, from);
    // Where this gap ends is known only once the next socket brings its first row.
    this.#until = 0;
  }

  /**
   * The socket is live again with these tickers, and its first row printed at `untilTsMs` (the upstream's
   * clock, which is the one the tape's `as_of` speaks): read the gap back up to there.
   */
  fill(tickers: readonly string[], session: string, untilTsMs: number): void {
    if (this.#closed || this.#from === null || tickers.length === 0 || session === '') return;
    this.#tickers = tickers;
    this.#session = session;
    this.#until = Math.max(this.#until, untilTsMs);
    this.#failed = 0;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#running) void this.#pass();
  }

  async #pass(): Promise<void> {
    const from = this.#from;
    if (from === null) return;
    this.#running = true;
    const until = this.#until;
    let pass;
    try {
      pass = await readGap(
        this.#options.get,
        { tickers: this.#tickers, session: this.#session, sinceMs: from, maxRows: this.#rowsLeft },
        this.#options.onDrift,
        this.#tickerList,
      );
    } finally {
      this.#running = false;
    }
    this.#rowsLeft -= pass.rows.length;
    this.rowsFilled += pass.rows.length;
    if (pass.rows.length > 0) this.#options.deliver(pass.rows);
    if (pass.boundaryCut) {
      this.#options.logger?.warn(
        { from: new Date(from).toISOString() },
        'flow gap read by time: the tape gave no cursor',
      );
    }
    if (pass.cut) {
      if (this.#rowsLeft <= 0 || ++this.#failed >= MAX_FAILED_PASSES) {
        this.#options.logger?.warn(
          { from: new Date(from).toISOString(), left: this.#rowsLeft },
          'flow gap left partly unfilled',
        );
        this.#from = null;
        this.#until = 0;
        return;
      }
      this.#schedule(this.#options.retryMs ?? 5000);
      return;
    }
    const covered = pass.coveredUntilMs ?? until;
    // What printed up to `covered` is on the tape now (enrichment takes seconds, the delay a minute):
    // never read it twice.
    this.#from = Math.max(this.#from ?? from, covered);
    // A new gap opened meanwhile: its first row on the next socket calls fill() again.
    if (this.#until === 0) return;
    if (covered >= this.#until) {
      this.#from = null;
      this.#until = 0;
      return;
    }
    // The tape is delayed: what printed after `covered` is read on the next pass.
    const wait =
      Math.max(this.#until - covered, this.#options.minPassIntervalMs ?? 10_000) + (this.#options.passMarginMs ?? 2000);
    this.#schedule(Math.min(wait, this.#options.maxPassIntervalMs ?? 60_000));
  }

  #schedule(ms: number): void {
    if (this.#closed) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (!this.#running) void this.#pass();
    }, ms);
    this.#timer.unref();
  }

  /** Stop reading; an open gap stays known (`from`), for the instance that reads it back instead. */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
