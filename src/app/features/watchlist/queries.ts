/**
 * The watchlist page's one request for the whole list: no batch quote is published, so the ATM batch
 * gives every symbol a price at once (its chain snapshot's spot, shown until each symbol's quote has
 * answered; see watchlist-quote.ts). It is the volatility page's and the board's request for the same
 * set, so they share its answer.
 */
import { atmIvBatch } from '../../data/atm-iv-batch';

export const watchlistSpots = (symbols: readonly string[]) => atmIvBatch(symbols, { priority: 'background' });
