/**
 * Fills the gaps of the flow stream from the REST tape. The upstream has no resume: rows printed while
 * our socket was down (a close, an upstream restart, a BFF restart) are on `/v1/options-flow/tape`,
 * which carries the same `event_id`. After a reconnect the gap is read back, newest first, for the
 * subscribed tickers only (each row costs the day's flow-row budget), and again once the tape's own
 * delay has passed, until the tape covers the moment the socket came back.
 *
 * Tape rows are read leniently (`src/api/tape-row.ts`, shared with the app's tape history) and turned
 * into `flow_order` frames, marked `source: "rest_tape"`; fields the tape does not carry are null.
 */
import { checkAnswer } from '../../api/check-answer';
import type { DriftIssue } from '../../api/drift';
import { tapeCoveredUntil, tapeNextCursor, tapeOrder, tapeRows } from '../../api/tape-row';

/** A governed upstream GET (through the budget governor); undefined when it was refused or failed. */
export type TapeGet = (
  pathAndQuery: string,
) => Promise<{ readonly status: number; readonly body: unknown } | undefined>;

export interface BackfillRow {
  readonly eventId: string;
  readonly ticker: string;
  readonly session: string;
  readonly tsMs: number;
  readonly frame: string;
}

export interface GapPass {
  readonly rows: BackfillRow[];
  /** Newest print time the tape already covers (its `as_of`), or null when it does not say. */
  readonly coveredUntilMs: number | null;
  /** Stopped early: the row cap, a refused request, or an answer that could not be read. */
  readonly cut: boolean;
}

/** Rows enriched late reach the stream 1–3 s (sometimes more) after their print: read back this far before the gap. */
export const LATE_ENRICHMENT_MARGIN_MS = 30_000;
const PAGE_SIZE = 500;

/** One tape row as a `flow_order` frame marked `source: "rest_tape"`, or null when it cannot be placed. */
export function tapeRowToFrame(row: Record<string, unknown>, session: string): BackfillRow | null {
  const data = tapeOrder(row, session);
  if (!data) return null;
  const frame = JSON.stringify({ type: 'flow_order', source: 'rest_tape', data });
  return { eventId: data.event_id, ticker: data.ticker, session: data.session_date, tsMs: data.ts_ms, frame };
}

/**
 * Read the tape back, newest first, until a row older than `sinceMs` (or the row cap). One request per
 * page for all `tickers` together (the registry reads the tape's `ticker` as a comma list).
 */
export async function readGap(
  get: TapeGet,
  q: { tickers: readonly string[]; session: string; sinceMs: number; maxRows: number },
  onDrift?: (issues: readonly DriftIssue[]) => void,
): Promise<GapPass> {
  const rows: BackfillRow[] = [];
  let covered: number | null = null;
  let cursor: string | null = null;
  for (;;) {
    const qs = new URLSearchParams({ ticker: [...q.tickers].sort().join(','), session: q.session });
    qs.set('limit', String(Math.min(PAGE_SIZE, Math.max(1, q.maxRows - rows.length))));
    if (cursor) qs.set('older_than', cursor);
    const res = await get(`/v1/options-flow/tape?${qs.toString()}`);
    if (!res || res.status !== 200) return { rows, coveredUntilMs: covered, cut: true };
    const issues = checkAnswer('optionsFlow.tape', res.body);
    if (issues.length > 0) onDrift?.(issues);
    covered ??= tapeCoveredUntil(res.body);
    let reachedStart = false;
    for (const r of tapeRows(res.body)) {
      const row = tapeRowToFrame(r, q.session);
      if (!row) continue;
      if (row.tsMs < q.sinceMs) {
        reachedStart = true;
        continue;
      }
      rows.push(row);
    }
    cursor = tapeNextCursor(res.body);
    if (reachedStart || !cursor) return { rows, coveredUntilMs: covered, cut: false };
    if (rows.length >= q.maxRows) return { rows, coveredUntilMs: covered, cut: true };
  }
}
