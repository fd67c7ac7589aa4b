/**
 * What the watchlist page asks beyond the list itself (src/app/data/watchlist.ts): each symbol's spot.
 * No batch quote is published, so the ATM batch (one request for the whole list) gives each symbol's
 * spot; it is the volatility page's and the board's request for the same set, so they share its answer.
 */
import { atmIvBatch } from '../../data/atm-iv-batch';

export const watchlistSpots = (symbols: readonly string[]) => atmIvBatch(symbols, { priority: 'background' });
