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
import { checkAnswer } from '../../../api/check-answer';
import type { DriftIssue } from '../../../api/drift';
import { tapeNextPage, tickerGroups, type TickerListMode } from '../../../api/tape-paging';
import { tapeCoveredUntil, tapeOrder, tapeRows } from '../../../api/tape-row';

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
  /** Stopped early: the row cap, a refused request, or an answer that could not be read (worth a retry). */
  readonly cut: boolean;
  /**
   * Read to the start, but a page came full without a cursor (paged on by time), or paging by time could
   * not go on: rows at that boundary may be missing. Reported; a retry would read the same.
   */
  readonly boundaryCut: boolean;
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

/** What the pages of one gap read so far add up to. */
interface GapReading {
  readonly rows: BackfillRow[];
  readonly seen: Set<string>;
  coveredUntilMs: number | null;
  cut: boolean;
  boundaryCut: boolean;
}

type GapQuery = { tickers: readonly string[]; session: string; sinceMs: number; maxRows: number };

/**
 * Read the tape back, newest first, until a row older than `sinceMs` (or the row cap). One request per
 * page for all `tickers` together as a comma list; a service that refuses the list (422) is read one
 * ticker at a time, and `mode` remembers it for the next gaps. Rows are joined by event_id (a page
 * asked by time repeats its boundary second).
 */
export async function readGap(
  get: TapeGet,
  q: GapQuery,
  onDrift?: (issues: readonly DriftIssue[]) => void,
  mode: TickerListMode = { perTicker: false },
): Promise<GapPass> {
  const acc: GapReading = { rows: [], seen: new Set(), coveredUntilMs: null, cut: false, boundaryCut: false };
  const groups = tickerGroups(q.tickers, mode);
  const list = groups.length === 1 && groups[0]!.includes(',') ? groups[0]! : null;
  if (list !== null && (await readTicker(get, list, q, acc, onDrift)) !== 'list_refused') return passOf(acc);
  let answered = false;
  for (const ticker of list === null ? groups : tickerGroups(q.tickers, { perTicker: true })) {
    if (acc.rows.length >= q.maxRows) break;
    if ((await readTicker(get, ticker, q, acc, onDrift)) !== 'not_answered') answered = true;
  }
  // Only a service that answers one ticker where it refused the list is asked one ticker at a time.
  if (list !== null && answered) mode.perTicker = true;
  return passOf(acc);
}

function passOf(acc: GapReading): GapPass {
  const rows = acc.rows.sort((a, b) => b.tsMs - a.tsMs);
  return { rows, coveredUntilMs: acc.coveredUntilMs, cut: acc.cut, boundaryCut: acc.boundaryCut };
}

/** Pages of one `ticker` value (a comma list or one symbol) back to `sinceMs`, added to `acc`. */
async function readTicker(
  get: TapeGet,
  ticker: string,
  q: GapQuery,
  acc: GapReading,
  onDrift?: (issues: readonly DriftIssue[]) => void,
): Promise<'read' | 'not_answered' | 'list_refused'> {
  let sent: string | null = null;
  let sentByTime = false;
  let answered = false;
  for (;;) {
    const limit = Math.min(PAGE_SIZE, Math.max(1, q.maxRows - acc.rows.length));
    const qs = new URLSearchParams({ ticker, session: q.session, limit: String(limit) });
    if (sent !== null) qs.set('older_than', sent);
    const res = await get(`/v1/options-flow/tape?${qs.toString()}`);
    if (res?.status === 422 && sentByTime) {
      // The service takes no time for a cursor: what is older than this page cannot be asked for.
      acc.boundaryCut = true;
      return 'read';
    }
    if (res?.status === 422 && ticker.includes(',')) return 'list_refused';
    if (!res || res.status !== 200) {
      acc.cut = true;
      return answered ? 'read' : 'not_answered';
    }
    const issues = checkAnswer('optionsFlow.tape', res.body);
    if (issues.length > 0) onDrift?.(issues);
    if (!answered) {
      // Several requests cover only as far as the least advanced of them.
      const covered = tapeCoveredUntil(res.body);
      if (covered !== null) acc.coveredUntilMs = Math.min(acc.coveredUntilMs ?? covered, covered);
    }
    answered = true;
    let reachedStart = false;
    for (const r of tapeRows(res.body)) {
      const row = tapeRowToFrame(r, q.session);
      if (!row) continue;
      if (row.tsMs < q.sinceMs) reachedStart = true;
      else if (!acc.seen.has(row.eventId)) {
        acc.seen.add(row.eventId);
        acc.rows.push(row);
      }
    }
    if (reachedStart) return 'read';
    if (acc.rows.length >= q.maxRows) {
      acc.cut = true;
      return 'read';
    }
    const next = tapeNextPage(res.body, limit, sent);
    if (next.cut) acc.boundaryCut = true;
    if (next.olderThan === null) return 'read';
    sent = next.olderThan;
    sentByTime = next.byTime;
  }
}
