/**
 * One reading of a REST tape answer (`/v1/options-flow/tape`) for every tier: the BFF fills stream gaps
 * with it, the app's tape history pages back with it. The reference names only `event_id`, `direction`,
 * `direction_confidence`, `implied_volatility`, `delta`, `enrich_status` and the `older_than` cursor;
 * for every other field a row is read under the name the `flow_order` frame uses (Document B, Events),
 * then under the sandbox's tape name, and nothing else. A row is kept whenever it has an `event_id` and
 * a print time; a field it lacks is `null` ("not observed"), never a guess. Values are read as stream
 * frames are (src/api/stream.ts): decimal strings as numbers, enums in any case, `C`/`P` as call/put,
 * anything unreadable as null. What departs from the sandbox's reading is reported by the drift check
 * (`checkAnswer`), not here. Paging is tape-paging.ts.
 */
import { num, optionType, tradeDirection } from './schemas/common';
import { openWord } from './stream';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numOrNull = (v: unknown): number | null => {
  const n = num.parse(v);
  return n !== null && Number.isFinite(n) ? n : null;
};

/** The `flow_order` frame's name of a tape field, then the sandbox's tape name. */
function field(row: Obj, frameName: string, tapeName?: string): unknown {
  return row[frameName] !== undefined || tapeName === undefined ? row[frameName] : row[tapeName];
}

/** Epoch ms from epoch ms, epoch seconds or an ISO time. */
export function timeMs(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v > 1e12 ? v : v * 1000;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** A tape row in the `flow_order` frame's shape, every unobserved field null. */
export interface TapeOrder {
  readonly ticker: string;
  readonly event_id: string;
  readonly session_date: string;
  readonly ts_ms: number;
  readonly order: {
    readonly timestamp: string;
    readonly option_ticker: string | null;
    readonly option_type: string | null;
    readonly strike: number | null;
    readonly expiration: string | null;
    readonly total_contracts: number | null;
    readonly premium: number | null;
    readonly total_notional: number | null;
    readonly avg_price: number | null;
    readonly avg_bid: number | null;
    readonly avg_ask: number | null;
    readonly direction: string | null;
    readonly direction_confidence: number | null;
    readonly order_type: string | null;
    readonly spot_price: number | null;
    readonly implied_volatility: number | null;
    readonly delta: number | null;
    readonly trade_count: number | null;
    readonly exchange_count: number | null;
    readonly time_span_ms: number | null;
    readonly enrich_status: string | null;
  };
}

/** The rows of a tape answer under the registry's name (`rows`); none when the answer carries no list there. */
export function tapeRows(body: unknown): Obj[] {
  return isObj(body) && Array.isArray(body.rows) ? body.rows.filter(isObj) : [];
}

/** Newest print time the tape covers: the delay block's `as_of`, else the answer's. */
export function tapeCoveredUntil(body: unknown): number | null {
  if (!isObj(body)) return null;
  const data = isObj(body.data) ? body.data : undefined;
  return timeMs(data?.as_of) ?? timeMs(body.as_of);
}

/** One tape row as a `flow_order` frame's data, or null when it has no event_id or print time to place it by. */
export function tapeOrder(row: Obj, session: string): TapeOrder | null {
  const eventId = str(row.event_id);
  const tsMs = timeMs(row.ts_ms) ?? timeMs(field(row, 'timestamp', 'executed_at'));
  if (!eventId || tsMs === null) return null;
  return {
    ticker: (str(row.ticker) ?? '').toUpperCase(),
    event_id: eventId,
    session_date: str(field(row, 'session_date', 'session')) ?? session,
    ts_ms: tsMs,
    order: {
      timestamp: str(field(row, 'timestamp', 'executed_at')) ?? new Date(tsMs).toISOString(),
      option_ticker: str(field(row, 'option_ticker', 'option_symbol')),
      option_type: optionType.parse(row.option_type),
      strike: numOrNull(row.strike),
      expiration: str(row.expiration),
      total_contracts: numOrNull(field(row, 'total_contracts', 'contracts')),
      premium: numOrNull(row.premium),
      total_notional: numOrNull(row.total_notional),
      avg_price: numOrNull(field(row, 'avg_price', 'price')),
      avg_bid: numOrNull(field(row, 'avg_bid', 'bid')),
      avg_ask: numOrNull(field(row, 'avg_ask', 'ask')),
      direction: tradeDirection.parse(row.direction),
      direction_confidence: numOrNull(row.direction_confidence),
      order_type: openWord.parse(row.order_type),
      spot_price: numOrNull(field(row, 'spot_price', 'spot')),
      implied_volatility: numOrNull(row.implied_volatility),
      delta: numOrNull(row.delta),
      trade_count: numOrNull(row.trade_count),
      exchange_count: numOrNull(row.exchange_count),
      time_span_ms: numOrNull(row.time_span_ms),
      enrich_status: openWord.parse(row.enrich_status),
    },
  };
}
