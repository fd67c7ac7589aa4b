/**
 * The markets page's filters as URL query values, so a filtered list can be shared and reloaded.
 * `limit` is the screener's one service parameter (bounds from the registry); `lean`, `sector` and
 * `stocks` narrow the screener's answer on screen; `ticker`, `from` and `to` are the congressional and
 * catalyst lists' parameters. A value that does not read is dropped, never sent.
 */
import { endpoint } from '../../../api/registry';
import { parseTicker } from '../../../api/ticker';
import type { Lean, ScreenerView } from './markets-readings';

const limitSpec = endpoint('screener.run').params.find((p) => p.name === 'limit');
const LIMIT_MIN = limitSpec?.min ?? 1;
const LIMIT_MAX = limitSpec?.max ?? 200;
export const SCREENER_DEFAULT_LIMIT = Number(limitSpec?.default ?? 50);
/** Page sizes offered; the registry's default among them. */
export const SCREENER_LIMITS: readonly number[] = [...new Set([25, SCREENER_DEFAULT_LIMIT, 100, LIMIT_MAX])]
  .filter((n) => n >= LIMIT_MIN && n <= LIMIT_MAX)
  .sort((a, b) => a - b);

export const LEANS: readonly Lean[] = ['bullish', 'bearish', 'neutral'];

export interface MarketFilters extends ScreenerView {
  readonly limit: number;
  readonly ticker: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(v: string | null): string | null {
  return v !== null && DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null;
}

export function readMarketFilters(q: URLSearchParams): MarketFilters {
  const rawLimit = q.get('limit');
  const n = rawLimit !== null && /^\d+$/.test(rawLimit) ? Number(rawLimit) : NaN;
  const lean = q.get('lean');
  const ticker = q.get('ticker');
  return {
    limit: Number.isInteger(n) && n >= LIMIT_MIN && n <= LIMIT_MAX ? n : SCREENER_DEFAULT_LIMIT,
    lean: LEANS.find((l) => l === lean) ?? null,
    sector: q.get('sector') || null,
    stocksOnly: q.get('stocks') === '1',
    ticker: ticker ? parseTicker(ticker) : null,
    from: readDate(q.get('from')),
    to: readDate(q.get('to')),
  };
}

/** The query with one filter set (or removed when it is the default), other filters kept. */
export function withFilter(q: URLSearchParams, name: keyof MarketFilters, value: string | null): URLSearchParams {
  const next = new URLSearchParams(q);
  const key = name === 'stocksOnly' ? 'stocks' : name;
  const isDefault = value === null || value === '' || (name === 'limit' && Number(value) === SCREENER_DEFAULT_LIMIT);
  if (isDefault) next.delete(key);
  else next.set(key, value);
  return next;
}
