/**
 * An abnormal trade as the panel shows it, from the stream or from REST: both are read by one schema
 * (`abnormalTrade`, decimal strings, any case, `C`/`P`; a value that cannot be read is null, shown "—").
 */
import type { AnswerOf } from '../../api/schemas';
import { abnormalTradeKey } from '../../api/stream-row-identity';
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
  /** The underlying's price at the trade; null when not given. */
  readonly spot: number | null;
}

export function toAbnormalEntry(r: AbnormalTradeRow): AbnormalEntry {
  const t = r.option_type;
  return {
    eventId: r.event_id,
    ticker: r.ticker,
    side: r.side,
    premium: r.premium,
    timestamp: r.timestamp ?? null,
    optionType: t ?? null,
    strike: r.strike ?? null,
    expiration: r.expiration ?? null,
    occ: r.option_symbol ?? null,
    contracts: r.contracts ?? null,
    threshold: r.p99_threshold ?? null,
    spot: r.spot ?? null,
  };
}

/**
 * The trades of a REST answer (`abnormal.current`, `abnormal.session`) as stream rows. A trade the
 * answer gives no event_id is keyed by what identifies it, as the stream worker keys such a frame, so the
 * two copies of one trade are one row.
 */
export function abnormalRowsOf(answer: AnswerOf<'abnormal.current'> | undefined): AbnormalTradeRow[] {
  return (answer?.trades ?? []).map((r) => ({
    ...r,
    ticker: (r.ticker ?? '').toUpperCase(),
    event_id: abnormalTradeKey(r),
  }));
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
