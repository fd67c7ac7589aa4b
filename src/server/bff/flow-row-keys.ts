/**
 * The keys the hub routes, dedupes and stores a flow_order row by, read from the frame's `data` even when
 * it departs from the reference: a row with no usable event_id is still delivered, deduped by a key
 * derived from the frame itself.
 */
import { createHash } from 'node:crypto';

export interface FlowRowKeys {
  readonly event_id: string;
  /** Upper-case underlying; '' when the frame names none. */
  readonly ticker: string;
  readonly session_date: string;
  readonly ts_ms: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function flowRowKeys(data: unknown, frame: string, currentSession: string, now: number): FlowRowKeys {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const tsMs = typeof d.ts_ms === 'number' && Number.isFinite(d.ts_ms) ? d.ts_ms : now;
  return {
    event_id: text(d.event_id) ?? `derived:${createHash('sha256').update(frame).digest('hex').slice(0, 32)}`,
    ticker: (text(d.ticker) ?? '').toUpperCase(),
    session_date: text(d.session_date) ?? (currentSession || new Date(tsMs).toISOString().slice(0, 10)),
    ts_ms: tsMs,
  };
}
