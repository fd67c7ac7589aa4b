/**
 * Where a streamed row belongs when its frame lacks what the reference gives it: its key (the
 * `event_id`, or one made of what tells one order from another), its underlying, its print time and its
 * session. The BFF's hub (dedupe, routing, store) and the app's stream worker (dedupe, tape) both go by
 * these, so a row keyed here is the same row on both sides, and a REST row read by the same schema
 * gets the same key.
 */
import { toEastern } from './calendar';
import type { AbnormalTradeData, FlowOrderData } from './stream';
import { timeMs } from './tape-row';

/** A flow row placed: key, underlying, time and session always present; the order's fields as read. */
export type PlacedFlowOrder = FlowOrderData & {
  readonly ticker: string;
  readonly event_id: string;
  readonly session_date: string;
  readonly ts_ms: number;
  readonly order: FlowOrderData['order'] & { readonly timestamp: string };
};

/** The print time the frame gives: `ts_ms` (epoch ms), else the order's `timestamp`; null when neither reads. */
export function printTimeOf(d: FlowOrderData): number | null {
  return d.ts_ms !== null && Number.isFinite(d.ts_ms) ? d.ts_ms : timeMs(d.order.timestamp);
}

/**
 * The row's dedupe key: its `event_id`, or (none sent) the contract, print time, size and price, which
 * together tell one order from another and are the same however often the row is sent.
 */
export function flowRowKey(d: FlowOrderData): string {
  if (d.event_id) return d.event_id;
  const o = d.order;
  const contract = o.option_ticker ?? [d.ticker, o.expiration, o.strike, o.option_type].join(' ');
  const price = o.avg_price ?? o.premium;
  return `derived:${contract}|${printTimeOf(d) ?? ''}|${o.total_contracts ?? ''}|${price ?? ''}`;
}

/**
 * The row placed for the tape: without a print time it is placed at `receivedAt`, without a session on
 * `session` (the one being streamed) or, failing that, the Eastern day of its print.
 */
export function placeFlowOrder(d: FlowOrderData, receivedAt: number, session = ''): PlacedFlowOrder {
  const tsMs = printTimeOf(d) ?? receivedAt;
  return {
    ...d,
    ticker: (d.ticker ?? '').trim().toUpperCase(),
    event_id: flowRowKey(d),
    session_date: d.session_date ?? (session || toEastern(tsMs).day),
    ts_ms: tsMs,
    order: { ...d.order, timestamp: d.order.timestamp ?? new Date(tsMs).toISOString() },
  };
}

/**
 * An abnormal trade's key: its `event_id` (the reference gives none), or its underlying, time, contract,
 * side and premium, the same whether it came on the stream or in a REST answer.
 */
export function abnormalTradeKey(d: AbnormalTradeData): string {
  if (d.event_id) return d.event_id;
  const contract = typeof d.option_symbol === 'string' ? d.option_symbol : d.option_ticker;
  const at = typeof d.timestamp === 'string' ? d.timestamp : '';
  return `derived:${[d.ticker, at, typeof contract === 'string' ? contract : '', d.side, d.premium].join('|')}`;
}
