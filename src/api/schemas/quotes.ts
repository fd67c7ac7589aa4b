/**
 * Stock quotes and candles (reference: Stock quote / candle; candles carry `delayed`, other fields "not
 * shown"): the sandbox's names, declared once here and typed when present.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { computed, count, flag, num, text } from './common';

/**
 * A candle. `t` is an ISO time (a bare session date on daily candles) or epoch seconds/milliseconds:
 * the reference shows neither, so both are read.
 */
export const candle = z.looseObject({
  t: z.catch(z.nullable(z.union([z.string(), z.number()])), null),
  open: num,
  high: num,
  low: num,
  close: num,
  volume: z.optional(count),
});
export const candles = z.extend(computed, {
  ticker: z.optional(text),
  interval: z.optional(text),
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
  volume: z.optional(count),
});

/**
 * A stock quote (other fields "not shown"): the names seen, typed when present. `change_pct` is not
 * read: its unit (percent or decimal) is not published, so the change is taken against `prev_close`.
 */
export const quote = z.extend(computed, {
  ticker: z.optional(text),
  price: z.optional(num),
  open: z.optional(num),
  high: z.optional(num),
  low: z.optional(num),
  volume: z.optional(count),
  prev_close: z.optional(num),
  change: z.optional(num),
  delayed: z.optional(flag),
});

export const quotesBatch = z.extend(computed, { quotes: z.array(quote) });

export const QUOTES_SCHEMAS = {
  'quotes.batch': quotesBatch,
  'quotes.quote': quote,
  'quotes.candles': candles,
} satisfies ByEndpoint<z.ZodMiniType>;
