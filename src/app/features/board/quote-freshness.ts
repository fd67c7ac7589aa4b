/**
 * Which quotes the board's "Quotes" badge reads. A list beside the real-time one mixes feeds: a symbol off
 * the real-time list is delayed where the service says so. The badge then reads the delayed quotes, so it
 * never says "real-time" of a board that shows delayed rows (each row says which it is).
 */
import { readQuote, type QuoteAnswer } from '../../data/readers';

export function quotesForFreshness(quotes: ReadonlyMap<string, QuoteAnswer>): QuoteAnswer[] {
  const all = [...quotes.entries()];
  const delayed = all.filter(([ticker, q]) => readQuote(ticker, q).realtime === false);
  return (delayed.length > 0 ? delayed : all).map(([, q]) => q);
}
