/**
 * The last traded price of a symbol, the one every distance to a level is measured from: the published
 * quote (the `stock_quote` door, `quotes.quote`; the watchlist answer declares no quotes) and, where the
 * flow stream is live for a watchlisted symbol, the underlying price its newest order carries. Whichever
 * was observed last wins. A level's own `spot` is the snapshot's, never a live price.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useFlowStream, type RowsListener } from '../stream/stream-client';
import { isMinuteLow, useHeaderBudget } from './budget-store';
import { endpointQuery } from './endpoint-query';
import { isObj, num, readQuote, type QuoteAnswer } from './readers';
import { useWatchlist } from './watchlist';

/** `intraday`: the spot of the latest intraday-exposures sample (a minute's price, published REST). */
export type LivePriceSource = 'stream' | 'quote' | 'intraday';

export interface LivePrice {
  readonly price: number | null;
  /** When the price was observed (epoch ms), null when unknown. */
  readonly atMs: number | null;
  readonly source: LivePriceSource | null;
}

export const NO_LIVE_PRICE: LivePrice = { price: null, atMs: null, source: null };

/**
 * Query options of one symbol's quote, shared (same key) by every panel that shows its Last. It is
 * refreshed at the contract's cadence for a quote (cache-policy.ts) unless `refresh` says otherwise
 * (the board, with 25 symbols, refreshes less often and not while the stream is moving the price).
 */
export function liveQuoteQuery(ticker: string, currentSession?: string, refresh?: () => number | false) {
  const base = endpointQuery(
    'quotes.quote',
    { ticker },
    {
      priority: 'background',
      poll: refresh === undefined,
      ...(currentSession ? { currentSession } : {}),
    },
  );
  if (refresh === undefined) return base;
  return { ...base, refetchInterval: () => (isMinuteLow(useHeaderBudget.getState()) ? false : refresh()) };
}

/** A quote answer as a live price (its `as_of` is when the price was observed). */
export function priceFromQuote(ticker: string, answer: QuoteAnswer | null | undefined): LivePrice {
  if (answer === undefined || answer === null) return NO_LIVE_PRICE;
  const q = readQuote(ticker, answer);
  if (q.last === null) return NO_LIVE_PRICE;
  const at = q.asOf === null ? Number.NaN : Date.parse(q.asOf);
  return { price: q.last, atMs: Number.isNaN(at) ? null : at, source: 'quote' };
}

/** The newer of two readings; a reading without a time only wins over nothing. */
export function newerPrice(a: LivePrice, b: LivePrice): LivePrice {
  if (a.price === null) return b;
  if (b.price === null) return a;
  if (a.atMs === null) return b.atMs === null ? a : b;
  if (b.atMs === null) return a;
  return b.atMs > a.atMs ? b : a;
}

/** A stream price and when this tab received it live (null for rows replayed to fill a gap). */
export interface StreamSpot extends LivePrice {
  readonly receivedAtMs: number | null;
}

/** Newest underlying price per ticker carried by flow orders (`order.spot_price`, at `ts_ms`). */
export function streamSpots(
  rows: readonly unknown[],
  into: Map<string, StreamSpot>,
  receivedAt: readonly number[] = [],
  replay = false,
): boolean {
  let changed = false;
  rows.forEach((r, i) => {
    if (!isObj(r) || typeof r.ticker !== 'string' || !isObj(r.order)) return;
    const price = num(r.order.spot_price);
    const at = num(r.ts_ms);
    if (price === null || at === null) return;
    const t = r.ticker.toUpperCase();
    const before = into.get(t);
    if (before?.atMs != null && before.atMs >= at) return;
    into.set(t, { price, atMs: at, source: 'stream', receivedAtMs: replay ? null : (receivedAt[i] ?? null) });
    changed = true;
  });
  return changed;
}

/**
 * Live underlying prices from the flow stream for the given (watchlisted) symbols. The stream draws
 * on the flow-row budget, not on the request budget; the worker shares one socket with the flow tape.
 */
export function useStreamSpots(tickers: readonly string[] | null): ReadonlyMap<string, StreamSpot> {
  const [spots, setSpots] = useState<ReadonlyMap<string, StreamSpot>>(new Map());
  const onRows = useCallback<RowsListener>((rows, receivedAt, replay) => {
    setSpots((prev) => {
      const next = new Map(prev);
      return streamSpots(rows, next, receivedAt, replay) ? next : prev;
    });
  }, []);
  useFlowStream(tickers && tickers.length > 0 ? tickers : null, onRows);
  return spots;
}

export interface LivePriceOptions {
  /** False for a past session, where there is no live price to read. */
  readonly enabled?: boolean;
  /** The session a current endpoint answers for (see current-session.ts). */
  readonly currentSession?: string;
}

/** The last traded price of one symbol: quote and, where live, the stream; null when not observed. */
export function useLivePrice(ticker: string, opts: LivePriceOptions = {}): LivePrice {
  const enabled = (opts.enabled ?? true) && ticker !== '';
  const symbol = ticker.toUpperCase();
  const watchlist = useWatchlist();
  const listed = watchlist.data?.symbols.some((s) => s.toUpperCase() === symbol) ?? false;
  const quote = useQuery({ ...liveQuoteQuery(symbol || '-', opts.currentSession), enabled });
  const streamTickers = useMemo(() => (enabled && listed ? [symbol] : null), [enabled, listed, symbol]);
  const spots = useStreamSpots(streamTickers);
  const streamed = spots.get(symbol);
  // One object per change of its inputs: charts may key effects on it.
  return useMemo(() => {
    if (!enabled) return NO_LIVE_PRICE;
    const quoted = priceFromQuote(symbol, quote.data);
    const live: LivePrice = streamed ? { price: streamed.price, atMs: streamed.atMs, source: 'stream' } : NO_LIVE_PRICE;
    return newerPrice(quoted, live);
  }, [enabled, symbol, quote.data, streamed]);
}
