/**
 * One row of the flow tape, whichever source it came from: a streamed `flow_order` (the recording's
 * field names) or a REST tape row (the normalised names). Both carry the same `event_id`, which is
 * how the two are joined.
 */
import { tradingDte } from '../../../api/calendar';
import type { Direction, FlowOrder, TapeRow } from '../../../api/types';

export interface TapeEntry {
  readonly eventId: string;
  readonly ticker: string;
  readonly tsMs: number;
  readonly session: string;
  readonly occ: string;
  readonly optionType: 'call' | 'put';
  readonly strike: number;
  readonly expiration: string;
  readonly dte: number;
  readonly side: Direction;
  readonly confidence: number;
  readonly size: number;
  readonly premium: number;
  readonly price: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly spot: number | null;
  readonly iv: number | null;
  readonly delta: number | null;
  readonly orderType: string;
  readonly source: 'live' | 'rest';
}

// Trading DTE walks the calendar; a tape sees few (session, expiry) pairs, so remember them.
const dteCache = new Map<string, number>();
function dteOf(session: string, expiration: string): number {
  const k = `${session}|${expiration}`;
  let v = dteCache.get(k);
  if (v === undefined) {
    v = tradingDte(session, expiration);
    if (dteCache.size > 5_000) dteCache.clear();
    dteCache.set(k, v);
  }
  return v;
}

export function fromFlowOrder(o: FlowOrder): TapeEntry {
  const b = o.order;
  return {
    eventId: o.event_id,
    ticker: o.ticker,
    tsMs: o.ts_ms,
    session: o.session_date,
    occ: b.option_ticker,
    optionType: b.option_type,
    strike: b.strike,
    expiration: b.expiration,
    dte: dteOf(o.session_date, b.expiration),
    side: b.direction,
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
    source: 'live',
  };
}

export function fromTapeRow(r: TapeRow): TapeEntry {
  return {
    eventId: r.event_id,
    ticker: r.ticker,
    tsMs: r.ts_ms,
    session: r.session,
    occ: r.option_symbol,
    optionType: r.option_type,
    strike: r.strike,
    expiration: r.expiration,
    dte: r.dte,
    side: r.direction,
    confidence: r.direction_confidence,
    size: r.contracts,
    premium: r.premium,
    price: r.price,
    bid: r.bid,
    ask: r.ask,
    spot: r.spot,
    iv: r.implied_volatility,
    delta: r.delta,
    orderType: r.order_type,
    source: 'rest',
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
