/** Reference-data families the reference names without paths (MCP tools or named families). */
import { ep } from './define';
import { path, int, oneOf, queryTicker, history } from './params';

export const referenceDataEndpoints = [
  ep('seasonality.ticker', 'seasonality', '/v1/seasonality/{ticker}', 'reference', 'average monthly returns', {
    params: [path.ticker, int('years', 1, 20, 10)],
    rowsKey: 'rows',
    assumed: 'MCP tool seasonality',
  }),
  ep(
    'fundamentals.financials',
    'fundamentals',
    '/v1/fundamentals/{ticker}/financials',
    'reference',
    'income, balance, cash flow',
    {
      params: [path.ticker, oneOf('period', ['quarterly', 'annual'], 'quarterly'), int('limit', 1, 40, 8)],
      rowsKey: 'rows',
      assumed: 'MCP tool financials; grouped under fundamentals',
    },
  ),
  ep('fundamentals.dividends', 'fundamentals', '/v1/fundamentals/{ticker}/dividends', 'reference', 'dividend history', {
    params: [path.ticker, history(20, 200)],
    rowsKey: 'rows',
    assumed: 'MCP tool dividends; grouped under fundamentals',
  }),
  ep('fundamentals.splits', 'fundamentals', '/v1/fundamentals/{ticker}/splits', 'reference', 'stock split history', {
    params: [path.ticker],
    rowsKey: 'rows',
    assumed: 'MCP tool stock_splits; grouped under fundamentals',
  }),
  ep('insider.ticker', 'insider', '/v1/insider/{ticker}', 'reference', 'insider filings', {
    params: [path.ticker, history(50, 500)],
    rowsKey: 'rows',
    assumed: 'MCP tool insider_trades',
  }),
  ep(
    'institutional.ticker',
    'institutional',
    '/v1/institutional/{ticker}',
    'reference',
    'institutional holdings (13F)',
    {
      params: [path.ticker, history(50, 500)],
      rowsKey: 'rows',
      assumed: 'institutional holdings are named as a family; 13F holders per ticker',
    },
  ),
  ep('technicals.indicator', 'technicals', '/v1/technicals/{ticker}', 'reference', 'SMA, EMA, RSI, MACD', {
    params: [
      path.ticker,
      { name: 'indicator', in: 'query', kind: 'enum', values: ['sma', 'ema', 'rsi', 'macd'], required: true },
      int('window', 2, 200, 14),
      oneOf('interval', ['1d', '1h'], '1d'),
      history(120, 1000),
    ],
    rowsKey: 'rows',
    assumed: 'MCP tool technical_indicator; the four indicators the reference names',
  }),
  ep('news.ticker', 'news', '/v1/news', 'reference', 'news with sentiment', {
    params: [queryTicker, oneOf('sentiment', ['positive', 'negative', 'neutral']), history(20, 100)],
    rowsKey: 'rows',
    assumed: 'MCP tool stock_news; sentiment values as the reference names them',
  }),
  ep(
    'shortInterest.ticker',
    'short-interest',
    '/v1/short-interest/{ticker}',
    'reference',
    'short interest by settlement date',
    {
      params: [path.ticker, history(24, 120)],
      rowsKey: 'rows',
      assumed: 'MCP tool short_interest',
    },
  ),
  ep('shortVolume.ticker', 'short-interest', '/v1/short-volume/{ticker}', 'reference', 'daily short volume', {
    params: [path.ticker, history(30, 250)],
    rowsKey: 'rows',
    assumed: 'MCP tool short_volume',
  }),
  ep('congress.trades', 'congress', '/v1/congress/trades', 'reference', 'congressional trades', {
    params: [queryTicker, history(50, 500)],
    rowsKey: 'rows',
    assumed: 'congressional trades are named as a family without a path',
  }),
];
