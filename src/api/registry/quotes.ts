/** Quotes: the real-time watchlist (published), batch and single quotes, candles. */
import { ep } from './define';
import { path, int, oneOf } from './params';

export const watchlistEndpoints = [
  ep({
    id: 'quotes.watchlist',
    family: 'quotes',
    path: '/v1/quotes/watchlist',
    cache: 'no-store',
    summary: 'the real-time watchlist and its limits',
  }),
  ep({
    id: 'quotes.watchlistPut',
    family: 'quotes',
    path: '/v1/quotes/watchlist',
    cache: 'no-store',
    summary: 'replace the active watchlist',
    method: 'PUT',
    body: [{ name: 'symbols', kind: 'string[]', required: true, maxItems: 25 }],
  }),
];

// Not published: see `assumed`.
export const assumedQuoteEndpoints = [
  ep({
    id: 'quotes.batch',
    family: 'quotes',
    path: '/v1/quotes',
    cache: 'realtime',
    summary: 'stock quotes for many symbols at once',
    params: [{ name: 'symbols', in: 'query', kind: 'tickers', required: true }],
    rowsKey: 'quotes',
    assumed: 'a batch form of stock_quote, as /v1/volatility/atm is for IV, so a 25-symbol board costs one request',
  }),
  ep({
    id: 'quotes.quote',
    family: 'quotes',
    path: '/v1/quotes/{ticker}',
    cache: 'realtime',
    summary: 'stock quote (real-time when watchlisted)',
    params: [path.ticker],
    assumed: 'MCP tool stock_quote; lives beside /v1/quotes/watchlist',
  }),
  ep({
    id: 'quotes.candles',
    family: 'quotes',
    path: '/v1/quotes/{ticker}/candles',
    cache: 'realtime',
    summary: 'OHLC candles (15-min delayed off watchlist)',
    params: [
      path.ticker,
      oneOf('interval', ['1m', '5m', '15m', '1h', '1d'], '5m'),
      { name: 'session', in: 'query', kind: 'session' },
      int('limit', 1, 5000, 390),
    ],
    rowsKey: 'candles',
    assumed: 'MCP tool stock_candles; payload carries delayed as the reference states',
  }),
];
