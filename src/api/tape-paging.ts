/**
 * Paging back through the REST tape (`/v1/options-flow/tape`), for every tier: the app's history, the
 * replay and the BFF's gap filling. The reference names the `older_than` request cursor but not where an
 * answer gives the next one back, so it is read under any of the names a service may use; a full page
 * with none is paged on by time, and that page boundary is reported as cut.
 */
import { tapeOrder, tapeRows } from './tape-row';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The cursor an answer gives for the next older page: `next_older_than` at the top level,
 * `next_cursor.older_than`, or `pagination.next_older_than`; null when it gives none.
 */
export function tapeNextCursor(body: unknown): string | null {
  if (!isObj(body)) return null;
  const nested = isObj(body.next_cursor) ? body.next_cursor.older_than : undefined;
  const paginated = isObj(body.pagination) ? body.pagination.next_older_than : undefined;
  return str(body.next_older_than) ?? str(nested) ?? str(paginated);
}

/**
 * An `older_than` time in the reference's cursor format (`YYYY-MM-DDTHH:MM:SS`, UTC) at the end of the
 * second `ms` falls in: the format has no fraction, and a service may read the bound as strictly older,
 * so the boundary second is asked again (its rows come twice and are joined by event_id) rather than
 * rows printed in it being skipped.
 */
export function cursorTimeAfter(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000 + 1000).toISOString().slice(0, 19);
}

export interface TapeNextPage {
  /** `older_than` of the next page; null when there is none to ask for. */
  readonly olderThan: string | null;
  /** The next page is asked by time because the answer gave no cursor with a full page. */
  readonly byTime: boolean;
  /** Rows may be missing at this page's boundary: it was paged by time, or paging stopped where more may remain. */
  readonly cut: boolean;
}

const END: TapeNextPage = { olderThan: null, byTime: false, cut: false };
const STUCK: TapeNextPage = { olderThan: null, byTime: false, cut: true };

/**
 * Where the page after this answer starts. `limit` is the page size asked for and `sent` the
 * `older_than` this answer was asked with. A cursor is followed; a full page (as many rows as the limit)
 * without one continues from its oldest row's time; a short page without one is the end. Paging that
 * would ask the same page again stops, reported as cut.
 */
export function tapeNextPage(body: unknown, limit: number, sent: string | null): TapeNextPage {
  const cursor = tapeNextCursor(body);
  if (cursor !== null) return cursor === sent ? STUCK : { olderThan: cursor, byTime: false, cut: false };
  const rows = tapeRows(body);
  if (rows.length < limit) return END;
  let oldest = Infinity;
  for (const r of rows) {
    const t = tapeOrder(r, '')?.ts_ms;
    if (t !== undefined && t < oldest) oldest = t;
  }
  if (!Number.isFinite(oldest)) return STUCK;
  const olderThan = cursorTimeAfter(oldest);
  return olderThan === sent ? STUCK : { olderThan, byTime: true, cut: true };
}

/**
 * How the tape's `ticker` is sent for several tickers. The registry reads it as a comma list, which the
 * reference does not promise for the tape: a service that refuses the list (422) is asked one ticker per
 * request from then on, for as long as this memory lives (the tab, or the BFF's gap filler).
 */
export interface TickerListMode {
  perTicker: boolean;
}

/** The `ticker` values to ask for: one comma list (upper case, sorted, once each), or one per ticker. */
export function tickerGroups(tickers: readonly string[], mode: TickerListMode): string[] {
  const set = [...new Set(tickers.map((t) => t.trim().toUpperCase()).filter(Boolean))].sort();
  if (set.length === 0) return [];
  return mode.perTicker ? set : [set.join(',')];
}
