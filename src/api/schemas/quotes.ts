/**
 * Stock quotes and candles (reference: Stock quote / candle; candles carry `delayed`, other fields "not
 * shown"): the sandbox's names, declared once here and typed when present.
 */
import { z } from 'zod';
import type { ByEndpoint } from '../registry';
import { computed, count, flag, num, text } from './common';

/**
 * A candle. `t` is an ISO time (a bare session date on daily candles) or epoch seconds/milliseconds:
 * the reference shows neither, so both are read.
 */
export const candle = z.looseObject({
  t: z.union([z.string(), z.number()]).nullable().catch(null),
  open: num,
  high: num,
  low: num,
  close: num,
  volume: count.optional(),
});
export const candles = computed.extend({
  ticker: text.optional(),
  interval: text.optional(),
  delayed: flag,
  candles: z.array(candle),
});

/**
 * A daily candle stamped by its `session` date (the dark pool's `/daily-candles`: "daily OHLC candles",
 * fields not shown). Declared here, with the other candles, and used by the dark-pool schema.
 */
export const dailyCandle = z.looseObject({
  session: text,
  open: num,
  high: num,
  low: num,
  close: num,
  volume: count.optional(),
});

/**
 * A stock quote (other fields "not shown"): the names seen, typed when present. `change_pct` is not
 * read: its unit (percent or decimal) is not published, so the change is taken against `prev_close`.
 */
export const quote = computed.extend({
  ticker: text.optional(),
  price: num.optional(),
  open: num.optional(),
  high: num.optional(),
  low: num.optional(),
  volume: count.optional(),
  prev_close: num.optional(),
  change: num.optional(),
  delayed: flag.optional(),
});

export const quotesBatch = computed.extend({ quotes: z.array(quote) });

export const QUOTES_SCHEMAS = {
  'quotes.batch': quotesBatch,
  'quotes.quote': quote,
  'quotes.candles': candles,
} satisfies ByEndpoint<z.ZodType>;
