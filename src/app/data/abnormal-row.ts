/**
 * An abnormal trade as the panel shows it, from the stream or from REST. Both are read by the stream's
 * lenient schema (decimal strings, any case, `C`/`P`; a value that cannot be read is null, shown "—");
 * the fields the reference does not name are read defensively and stay null when absent.
 */
import { abnormalTradeSchema } from '../../api/stream';
import { abnormalTradeKey } from '../../api/stream-row-identity';
import { num, rowsOf, str } from './readers';
import type { AbnormalTradeRow } from '../stream/protocol';

export interface AbnormalEntry {
  readonly eventId: string;
  readonly ticker: string;
  /** null when the service sent a side the reference does not name (marked as drift). */
  readonly side: 'buy' | 'sell' | 'neutral' | null;
  /** null when the service sent a premium that could not be read (marked as drift). */
  readonly premium: number | null;
  readonly timestamp: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  /** The contract's OCC symbol, which opens its page. */
  readonly occ: string | null;
  readonly contracts: number | null;
  readonly threshold: number | null;
  /** The underlying's price at the trade, under whichever name the record gives it; null when none. */
  readonly spot: number | null;
}

export function toAbnormalEntry(r: AbnormalTradeRow): AbnormalEntry {
  const t = r.option_type;
  return {
    eventId: r.event_id,
    ticker: r.ticker,
    side: r.side,
    premium: r.premium,
    timestamp: str(r.timestamp),
    optionType: t === 'call' || t === 'put' ? t : null,
    strike: num(r.strike),
    expiration: str(r.expiration),
    occ: str(r.option_symbol) ?? str(r.option_ticker),
    contracts: num(r.contracts),
    threshold: num(r.p99_threshold),
    spot: num(r.spot) ?? num(r.spot_price) ?? num(r.underlying_price),
  };
}

/**
 * The trades of a REST answer (`abnormal.current`, `abnormal.session`) as stream rows. A trade the
 * answer gives no event_id is keyed by what identifies it, as the stream worker keys such a frame, so the
 * two copies of one trade are one row.
 */
export function abnormalRowsOf(payload: unknown): AbnormalTradeRow[] {
  const out: AbnormalTradeRow[] = [];
  for (const raw of rowsOf(payload, 'trades')) {
    const parsed = abnormalTradeSchema.safeParse(raw);
    if (!parsed.success) continue;
    const r = parsed.data;
    out.push({ ...r, ticker: (r.ticker ?? '').toUpperCase(), event_id: abnormalTradeKey(r) });
  }
  return out;
}

export interface AlertFilter {
  readonly tickers: readonly string[];
  readonly minPremium: number | null;
}

/** Whether a trade passes the per-ticker and premium filter of the alerts. */
export function shouldAlert(e: AbnormalEntry, f: AlertFilter): boolean {
  if (f.tickers.length > 0 && !f.tickers.some((t) => t.toUpperCase() === e.ticker.toUpperCase())) return false;
  // A premium that could not be read passes no floor.
  if (f.minPremium !== null && (e.premium === null || e.premium < f.minPremium)) return false;
  return true;
}
