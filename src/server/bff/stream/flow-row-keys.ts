/**
 * The keys the hub routes, dedupes and stores a flow_order row by, read from the frame's `data` even when
 * it departs from the reference: a row with no usable event_id is still delivered, keyed as the app's
 * stream worker keys it (src/api/flow-row-identity.ts).
 */
import { createHash } from 'node:crypto';
import { placeFlowOrder } from '../../../api/stream-row-identity';
import { flowOrderSchema } from '../../../api/stream';

export interface FlowRowKeys {
  readonly event_id: string;
  /** Upper-case underlying; '' when the frame names none. */
  readonly ticker: string;
  readonly session_date: string;
  readonly ts_ms: number;
}

export function flowRowKeys(data: unknown, frame: string, currentSession: string, now: number): FlowRowKeys {
  const read = flowOrderSchema.safeParse(data);
  if (read.success) {
    const { event_id, ticker, session_date, ts_ms } = placeFlowOrder(read.data, now, currentSession);
    return { event_id, ticker, session_date, ts_ms };
  }
  // No data object (an unreadable frame, forwarded as received): keyed by the frame itself.
  return {
    event_id: `derived:${createHash('sha256').update(frame).digest('hex').slice(0, 32)}`,
    ticker: '',
    session_date: currentSession || new Date(now).toISOString().slice(0, 10),
    ts_ms: now,
  };
}
