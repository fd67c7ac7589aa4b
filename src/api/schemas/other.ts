/**
 * Families whose fields the reference does not show (account, earnings, economic, quotes, contracts and
 * the MCP-tool families): computing metadata is typed when present, everything else is open.
 */
import { z } from 'zod';
import { computed, flag, int, num, openRow, sessionList, text } from './common';

/**
 * Candle payloads carry `delayed` (reference: Stock quote / candle); the bar fields are the names seen,
 * typed when present.
 */
export const candle = z.looseObject({
  t: text.optional(),
  open: num.optional(),
  high: num.optional(),
  low: num.optional(),
  close: num.optional(),
});
export const candles = computed.extend({ delayed: flag, candles: z.array(candle).optional() });

/**
 * A stock quote (other fields "not shown"): the names seen, typed when present. `change_pct` is not
 * read: its unit (percent or decimal) is not published, so the change is taken against `prev_close`.
 */
export const quote = computed.extend({
  ticker: text.optional(),
  price: num.optional(),
  prev_close: num.optional(),
  change: num.optional(),
  delayed: flag.optional(),
});

/** The watchlist as decided (`GET` and `PUT /v1/quotes/watchlist`): the active list and its two limits. */
export const decidedWatchlist = z.object({
  symbols: z.array(z.string()).readonly(),
  max_active: int,
  max_daily_additions: int,
});

/** `GET /health` as decided; `ws_connections` counts the stream sockets open now. */
export const decidedServiceHealth = z.object({
  status: z.string(),
  service: z.string(),
  version: z.string(),
  ws_connections: int,
});

export const OTHER_SCHEMAS = {
  'health.service': openRow,
  'account.usage': openRow,
  'account.register': openRow,
  'account.confirm': openRow,
  'earnings.current': computed,
  'earnings.sessions': sessionList,
  'earnings.session': computed,
  'earnings.ticker': computed,
  'earnings.calendar': computed,
  'economic.calendar': computed,
  'economic.etfFlow': computed,
  'economic.etfFlowSymbol': computed,
  'economic.etfTimeseries': computed,
  'economic.eventHistory': computed,
  'quotes.watchlist': openRow,
  'quotes.watchlistPut': openRow,
  'quotes.batch': computed.extend({ quotes: z.array(quote) }),
  'quotes.quote': quote,
  'quotes.candles': candles,
  'screener.run': computed,
  'contracts.chain': computed,
  'contracts.atm': computed,
  'contracts.profile': computed,
  'contracts.historic': computed,
  'seasonality.ticker': computed,
  'fundamentals.financials': computed,
  'fundamentals.dividends': computed,
  'fundamentals.splits': computed,
  'insider.ticker': computed,
  'institutional.ticker': computed,
  'technicals.indicator': computed,
  'news.ticker': computed,
  'shortInterest.ticker': computed,
  'shortVolume.ticker': computed,
  'congress.trades': computed,
  'catalysts.calendar': computed,
} satisfies Record<string, z.ZodType>;
