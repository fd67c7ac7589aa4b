/**
 * ATM IV (≈30 days) of a set of tickers in one request. The volatility page, the watchlist (for each
 * symbol's spot, no batch quote being published) and the board ask it for the same set: built here,
 * it is one key and one answer, whatever order the set is listed in.
 */
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';
import { tickerList } from './ticker-list';

export const atmIvBatch = (tickers: Iterable<string>, opts?: EndpointQueryOptions) =>
  endpointQuery('volatility.atm', { symbols: tickerList(tickers) }, opts);
