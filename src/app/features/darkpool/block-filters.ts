/**
 * The market blocks panel's filters, kept in the URL so a filtered view can be shared and reloaded:
 * `nbbo_label` (where the print landed against the quote), `min_premium` (the block's $, at least) and
 * `blocks_ticker` (one ticker or several, comma-separated; the page's own ticker is in its path). Values
 * the contract would refuse read as "no filter", so a mistyped link never sends a request that fails.
 */
import { isNbboLabel, type NbboLabel } from '../../../api/nbbo-labels';
import { parseTicker } from '../../../api/ticker';
import { tickerList } from '../../data/ticker-list';

export interface BlockFilter {
  readonly nbbo: NbboLabel | null;
  /** Dollars, > 0; null for no minimum beyond the block threshold itself. */
  readonly minPremium: number | null;
  /** Upper-case, sorted, comma-separated; null for the whole market. */
  readonly tickers: string | null;
}

export const FILTER_PARAMS = { nbbo: 'nbbo_label', minPremium: 'min_premium', tickers: 'blocks_ticker' } as const;

/** Minimum-$ choices offered (every block is already at least $1M). */
export const MIN_PREMIUM_CHOICES: readonly number[] = [5e6, 10e6, 25e6, 50e6, 100e6, 250e6];

/** Tickers typed as "spy, qqq": the set, or null when any entry cannot be a ticker (or there is none). */
export function parseTickerSet(text: string): string | null {
  const parts = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const parsed = parts.map(parseTicker);
  return parsed.every((t): t is string => t !== null) ? tickerList(parsed) : null;
}

function readMinPremium(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function readBlockFilter(p: URLSearchParams): BlockFilter {
  const nbbo = p.get(FILTER_PARAMS.nbbo);
  const tickers = p.get(FILTER_PARAMS.tickers);
  return {
    nbbo: isNbboLabel(nbbo) ? nbbo : null,
    minPremium: readMinPremium(p.get(FILTER_PARAMS.minPremium)),
    tickers: tickers === null ? null : parseTickerSet(tickers),
  };
}

/** A copy of the params with some filters changed; a filter back at "none" leaves the URL. */
export function withBlockFilter(p: URLSearchParams, change: Partial<BlockFilter>): URLSearchParams {
  const out = new URLSearchParams(p);
  for (const [k, v] of Object.entries(change) as [keyof BlockFilter, string | number | null][]) {
    if (v === null || v === '') out.delete(FILTER_PARAMS[k]);
    else out.set(FILTER_PARAMS[k], String(v));
  }
  return out;
}
