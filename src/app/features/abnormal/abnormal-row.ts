/**
 * An abnormal trade as the panel shows it. The stream validates only the fields the reference names
 * (event_id, ticker, side, premium); the rest is read defensively and stays null when absent.
 */
import { num, str } from '../../data/readers';
import type { AbnormalTradeRow } from '../../stream/protocol';

export interface AbnormalEntry {
  readonly eventId: string;
  readonly ticker: string;
  readonly side: 'buy' | 'sell' | 'neutral';
  readonly premium: number;
  readonly timestamp: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly contracts: number | null;
  readonly threshold: number | null;
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
    contracts: num(r.contracts),
    threshold: num(r.p99_threshold),
  };
}

export interface AlertFilter {
  readonly tickers: readonly string[];
  readonly minPremium: number | null;
}

/** Whether a trade passes the per-ticker and premium filter of the alerts. */
export function shouldAlert(e: AbnormalEntry, f: AlertFilter): boolean {
  if (f.tickers.length > 0 && !f.tickers.some((t) => t.toUpperCase() === e.ticker.toUpperCase())) return false;
  if (f.minPremium !== null && e.premium < f.minPremium) return false;
  return true;
}
