/**
 * Fills the gaps of the flow stream from the REST tape. The upstream has no resume: rows printed while
 * our socket was down (a close, an upstream restart, a BFF restart) are on `/v1/options-flow/tape`,
 * which carries the same `event_id`. After a reconnect the gap is read back, newest first, for the
 * subscribed tickers only (each row costs the day's flow-row budget), and again once the tape's own
 * delay has passed, until the tape covers the moment the socket came back.
 *
 * Tape rows are read leniently (the reference names `event_id`, `direction`, `direction_confidence`,
 * `implied_volatility`, `delta`, `enrich_status` and the `older_than` cursor, not the full row) and turned
 * into `flow_order` frames with the recording's names, marked `source: "rest_tape"`; fields the tape does
 * not carry are null.
 */
import { checkAnswer } from '../../api/check-answer';
import type { DriftIssue } from '../../api/drift';

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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function pick(row: Obj, ...names: string[]): unknown {
  for (const n of names) if (row[n] !== undefined) return row[n];
  return undefined;
}

function timeMs(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v > 1e12 ? v : v * 1000;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** The rows of a tape answer under the registry's name (`rows`), or `data` when that is a list. */
function rowsOf(body: unknown): Obj[] {
  if (Array.isArray(body)) return body.filter(isObj);
  if (!isObj(body)) return [];
  const list = Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : [];
  return list.filter(isObj);
}

function coveredUntil(body: unknown): number | null {
  if (!isObj(body)) return null;
  const data = isObj(body.data) ? body.data : undefined;
  return timeMs(data?.as_of) ?? timeMs(body.as_of);
}

function nextCursor(body: unknown): string | null {
  if (!isObj(body)) return null;
  const next = isObj(body.next_cursor) ? body.next_cursor.older_than : undefined;
  return str(body.next_older_than) ?? str(next) ?? null;
}

/** One tape row as a `flow_order` frame, or null when it has no event_id or print time to place it by. */
export function tapeRowToFrame(row: Obj, session: string): BackfillRow | null {
  const eventId = str(row.event_id);
  const tsMs = timeMs(pick(row, 'ts_ms', 'executed_at', 'timestamp'));
  if (!eventId || tsMs === null) return null;
  const ticker = (str(pick(row, 'ticker', 'underlying')) ?? '').toUpperCase();
  const rowSession = str(pick(row, 'session', 'session_date')) ?? session;
  const order = {
    timestamp: str(pick(row, 'timestamp', 'executed_at')) ?? new Date(tsMs).toISOString(),
    option_ticker: str(pick(row, 'option_ticker', 'option_symbol', 'occ')) ?? null,
    option_type: str(row.option_type) ?? null,
    strike: numOrNull(row.strike),
    expiration: str(row.expiration) ?? null,
    total_contracts: numOrNull(pick(row, 'total_contracts', 'contracts', 'size')),
    premium: numOrNull(row.premium),
    total_notional: numOrNull(row.total_notional),
    avg_price: numOrNull(pick(row, 'avg_price', 'price')),
    avg_bid: numOrNull(pick(row, 'avg_bid', 'bid')),
    avg_ask: numOrNull(pick(row, 'avg_ask', 'ask')),
    direction: str(row.direction) ?? null,
    direction_confidence: numOrNull(row.direction_confidence),
    order_type: str(row.order_type) ?? null,
    spot_price: numOrNull(pick(row, 'spot_price', 'spot')),
    implied_volatility: numOrNull(row.implied_volatility),
    delta: numOrNull(row.delta),
    trade_count: numOrNull(row.trade_count),
    exchange_count: numOrNull(row.exchange_count),
    time_span_ms: numOrNull(row.time_span_ms),
    enrich_status: str(row.enrich_status) ?? null,
  };
  const frame = JSON.stringify({
    type: 'flow_order',
    source: 'rest_tape',
    data: { ticker, event_id: eventId, session_date: rowSession, ts_ms: tsMs, order },
  });
  return { eventId, ticker, session: rowSession, tsMs, frame };
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
    covered ??= coveredUntil(res.body);
    let reachedStart = false;
    for (const r of rowsOf(res.body)) {
      const row = tapeRowToFrame(r, q.session);
      if (!row) continue;
      if (row.tsMs < q.sinceMs) {
        reachedStart = true;
        continue;
      }
      rows.push(row);
    }
    cursor = nextCursor(res.body);
    if (reachedStart || !cursor) return { rows, coveredUntilMs: covered, cut: false };
    if (rows.length >= q.maxRows) return { rows, coveredUntilMs: covered, cut: true };
  }
}
