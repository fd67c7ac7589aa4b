/**
 * What the watchlist page shows of a symbol's price: the last trade (the quote, or the flow stream's
 * newer underlying price), the change from the previous close, and whether the quote is real-time. The
 * quote is asked once a session (it carries the previous close; the board asks the same, same key), the
 * stream keeps the price live; the ATM batch's chain spot stands in only until either has answered, and
 * says it is a snapshot's.
 */
import { newerPrice, NO_LIVE_PRICE, priceFromQuote, type LivePrice } from '../../data/live-price';
import { readQuote, type QuoteAnswer } from '../../data/readers';

export interface WatchlistQuote {
  readonly last: number | null;
  /** Where `last` comes from: a quote, the stream, or the chain snapshot's spot (not a trade). */
  readonly source: 'quote' | 'stream' | 'snapshot' | null;
  readonly changePct: number | null;
  readonly realtime: boolean | null;
  readonly delaySeconds: number | null;
}

export function watchlistQuote(
  ticker: string,
  sources: { quote: QuoteAnswer | undefined; streamed: LivePrice | undefined; snapshotSpot: QuoteAnswer | undefined },
): WatchlistQuote {
  const q = sources.quote === undefined ? null : readQuote(ticker, sources.quote);
  const live = newerPrice(priceFromQuote(ticker, sources.quote), sources.streamed ?? NO_LIVE_PRICE);
  const spot = sources.snapshotSpot === undefined ? null : readQuote(ticker, sources.snapshotSpot).last;
  const last = live.price ?? spot;
  const prev = q?.prevClose ?? null;
  return {
    last,
    source: live.price !== null ? (live.source === 'stream' ? 'stream' : 'quote') : spot !== null ? 'snapshot' : null,
    changePct: live.price !== null && prev !== null && prev !== 0 ? (live.price - prev) / prev : null,
    realtime: q?.realtime ?? null,
    delaySeconds: q?.delaySeconds ?? null,
  };
}
