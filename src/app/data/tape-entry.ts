/**
 * One row of the flow tape, whichever source it came from: a streamed `flow_order` (the recording's
 * field names) or a REST tape row (the normalised names). Both carry the same `event_id`, which is
 * how the two are joined.
 */
import { tradingDte } from '../../api/calendar';
import type { TapeOrder } from '../../api/tape-row';
import type { Direction, FlowOrder } from '../../api/types';
import { RecentMap } from './recent-map';
import { carriedOpenInterest, oiFlags } from './tape-oi';

export interface TapeEntry {
  readonly eventId: string;
  readonly ticker: string;
  readonly tsMs: number;
  readonly session: string;
  // Null = not observed (a REST tape row may lack a field the reference does not fix): shown as "—".
  readonly occ: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly dte: number | null;
  readonly side: Direction | null;
  readonly confidence: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly price: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly spot: number | null;
  readonly iv: number | null;
  readonly delta: number | null;
  readonly orderType: string | null;
  /** The contract's open interest at the session's start: the row's own, or its chain's (tape-oi.ts). */
  readonly openInterest: number | null;
  /** Order size above the open interest; null when either is not observed, never a guessed false. */
  readonly volOverOi: boolean | null;
  /** Opens new positions; null = not known (no row field says so and size does not prove it). */
  readonly opening: boolean | null;
  readonly source: 'live' | 'rest';
  /** Fields where the streamed frame departed from the reference (its values as read, "—" when not). */
  readonly drift?: readonly string[];
}

// Trading DTE walks the calendar; a tape sees few (session, expiry) pairs, so remember the recent ones.
const dteCache = new RecentMap<string, number>(512);
function dteOf(session: string, expiration: string): number {
  const k = `${session}|${expiration}`;
  let v = dteCache.get(k);
  if (v === undefined) {
    v = tradingDte(session, expiration);
    dteCache.set(k, v);
  }
  return v;
}

const OPTION_TYPES = new Set(['call', 'put']);
const DIRECTIONS = new Set(['buy', 'sell', 'neutral']);

/**
 * A streamed `flow_order` (source `live`) or a REST tape row read by the shared lenient reader
 * (src/api/tape-row.ts, source `rest`): both carry the frame's field names. Enum case is not a difference.
 * `raw` is the row as received, for the open-interest fields the shared reader does not carry; a live
 * frame's order is its own raw row.
 */
export function fromFlowOrder(
  o: (FlowOrder | TapeOrder) & { readonly drift?: readonly string[] },
  source: TapeEntry['source'] = 'live',
  raw: unknown = o.order,
): TapeEntry {
  const b = o.order;
  const oi = oiFlags(b.total_contracts, carriedOpenInterest(raw));
  const optionType = b.option_type?.toLowerCase() ?? null;
  const side = b.direction?.toLowerCase() ?? null;
  return {
    eventId: o.event_id,
    ticker: o.ticker,
    tsMs: o.ts_ms,
    session: o.session_date,
    occ: b.option_ticker,
    optionType: optionType && OPTION_TYPES.has(optionType) ? (optionType as 'call' | 'put') : null,
    strike: b.strike,
    expiration: b.expiration,
    dte: b.expiration ? dteOf(o.session_date, b.expiration) : null,
    side: side && DIRECTIONS.has(side) ? (side as Direction) : null,
    confidence: b.direction_confidence,
    size: b.total_contracts,
    premium: b.premium,
    price: b.avg_price,
    bid: b.avg_bid,
    ask: b.avg_ask,
    spot: b.spot_price,
    iv: b.implied_volatility,
    delta: b.delta,
    orderType: b.order_type,
    openInterest: oi.openInterest,
    volOverOi: oi.volOverOi,
    opening: oi.opening,
    source,
    ...(o.drift && o.drift.length > 0 ? { drift: o.drift } : {}),
  };
}

export type QuoteLocation = 'above ask' | 'at ask' | 'near ask' | 'mid' | 'near bid' | 'at bid' | 'below bid';

/** Where the order's average price sat versus the average bid/ask (the aggressor evidence); null when not observed. */
export function quoteLocation(price: number | null, bid: number | null, ask: number | null): QuoteLocation | null {
  if (price === null || bid === null || ask === null) return null;
  if (price > ask) return 'above ask';
  if (price === ask) return 'at ask';
  if (price < bid) return 'below bid';
  if (price === bid) return 'at bid';
  const spread = ask - bid;
  if (spread <= 0) return 'mid';
  const pos = (price - bid) / spread;
  if (pos >= 0.6) return 'near ask';
  if (pos <= 0.4) return 'near bid';
  return 'mid';
}
