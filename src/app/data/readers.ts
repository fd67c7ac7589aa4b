/**
 * Readers of answers already read through their schemas (src/api/schemas): each reads the field names
 * of the schema, one layout, and keeps `null` for anything not observed; they never invent a 0.
 */
import type { z } from 'zod';
import type { quote } from '../../api/schemas/quotes';

export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** Distance from spot to a level, in dollars and as a fraction of spot; null when either is missing. */
export function distance(spot: number | null, level: number | null): { abs: number; pct: number } | null {
  if (spot === null || level === null || spot === 0) return null;
  return { abs: level - spot, pct: (level - spot) / spot };
}

/** A stock quote as its schema reads it (`quotes.quote`, each of `quotes.batch`'s `quotes`). */
export type QuoteAnswer = z.output<typeof quote>;

export interface Quote {
  readonly ticker: string;
  readonly last: number | null;
  readonly change: number | null;
  /** Decimal: −0.031 = −3.1%. */
  readonly changePct: number | null;
  /** The previous session's close, the change is measured from; null when not given. */
  readonly prevClose: number | null;
  /** true real-time, false delayed, null unknown. */
  readonly realtime: boolean | null;
  readonly delaySeconds: number | null;
  readonly asOf: string | null;
}

/**
 * A stock quote: `price`, `prev_close`, `change` and the delay block. The change in percent is computed
 * against `prev_close` (a decimal), never read from a field of unpublished unit.
 */
export function readQuote(ticker: string, answer: QuoteAnswer | null | undefined): Quote {
  const delay = answer?.data ?? null;
  const last = answer?.price ?? null;
  const prev = answer?.prev_close ?? null;
  const change = answer?.change ?? (last !== null && prev !== null ? last - prev : null);
  const changePct = change !== null && prev !== null && prev !== 0 ? change / prev : null;
  const delayed = answer?.delayed ?? null;
  return {
    ticker,
    last,
    change,
    changePct,
    prevClose: prev,
    realtime: delay?.realtime ?? (delayed === null ? null : !delayed),
    delaySeconds: delay?.delay_seconds ?? null,
    asOf: delay?.as_of ?? answer?.as_of ?? null,
  };
}

/**
 * The quotes of a batch answer (`quotes.batch`) by upper-case ticker, each readable with readQuote. A
 * symbol left out, or a quote without a ticker, is simply absent: not a 0.
 */
export function quotesByTicker(
  answer: { readonly quotes: readonly QuoteAnswer[] } | null | undefined,
): Map<string, QuoteAnswer> {
  const out = new Map<string, QuoteAnswer>();
  for (const q of answer?.quotes ?? []) if (q.ticker) out.set(q.ticker.toUpperCase(), q);
  return out;
}

/**
 * Quote-shaped entries (`{ price }`, for readQuote) from rows that carry a per-ticker `spot`, such as
 * the published `/v1/volatility/atm` batch: a last price for every listed symbol in one request.
 */
export function spotQuotes(
  rows: readonly { readonly ticker?: string | null; readonly spot?: number | null }[] | null | undefined,
): Map<string, QuoteAnswer> {
  const out = new Map<string, QuoteAnswer>();
  for (const r of rows ?? []) {
    if (r.ticker && r.spot != null) out.set(r.ticker.toUpperCase(), { price: r.spot });
  }
  return out;
}
