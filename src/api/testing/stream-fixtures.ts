/**
 * For tests only: a `flow_order` frame as the reference writes it (Document B, Events), so the contract's
 * own test, the BFF's stream hub and the SPA's stream worker feed their receivers one written shape.
 * Nothing in the app or the BFF imports it.
 */
import type { FlowOrderBody, FlowOrderMessage } from '../stream';

export interface FlowOrderFixture {
  readonly ticker?: string;
  readonly eventId?: string;
  readonly sessionDate?: string;
  /** When the order printed; the order's `timestamp` is the same instant. */
  readonly tsMs?: number;
}

const SESSION_DATE = '2026-11-20';
const PRINTED_AT_MS = Date.parse(`${SESSION_DATE}T14:30:00.000Z`);

/** A buy sweep of a same-day call, with every field the reference writes. */
export function flowOrderBody(ticker = 'SPY', tsMs = PRINTED_AT_MS): FlowOrderBody {
  return {
    timestamp: new Date(tsMs).toISOString(),
    option_ticker: `O:${ticker}261120C00590000`,
    option_type: 'call',
    strike: 590,
    expiration: SESSION_DATE,
    total_contracts: 100,
    premium: 12_000,
    total_notional: 12_000,
    avg_price: 1.2,
    avg_bid: 1.1,
    avg_ask: 1.3,
    direction: 'buy',
    direction_confidence: 0.8,
    order_type: 'sweep',
    spot_price: 589.5,
    implied_volatility: null,
    delta: 0.5,
    trade_count: 3,
    exchange_count: 2,
    time_span_ms: 40,
    enrich_status: 'complete',
  };
}

export function flowOrderMessage(fixture: FlowOrderFixture = {}): FlowOrderMessage {
  const { ticker = 'SPY', eventId = 'e1', sessionDate = SESSION_DATE, tsMs = PRINTED_AT_MS } = fixture;
  return {
    type: 'flow_order',
    data: { ticker, event_id: eventId, session_date: sessionDate, ts_ms: tsMs, order: flowOrderBody(ticker, tsMs) },
  };
}

/**
 * The frame's text. `order` replaces the written body, for frames that drift from it (renamed,
 * upper-case, missing or extra fields).
 */
export function flowOrderFrame(fixture: FlowOrderFixture & { readonly order?: Record<string, unknown> } = {}): string {
  const message = flowOrderMessage(fixture);
  if (!fixture.order) return JSON.stringify(message);
  return JSON.stringify({ ...message, data: { ...message.data, order: fixture.order } });
}
