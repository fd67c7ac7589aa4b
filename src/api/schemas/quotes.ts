/**
 * Stock quotes and candles (reference: Stock quote / candle; other fields "not shown"): the names the app
 * reads, typed when present.
 */
import { z } from 'zod';
import { computed, flag, num, text } from './common';

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

export const QUOTES_SCHEMAS = {
  'quotes.batch': computed.extend({ quotes: z.array(quote) }),
  'quotes.quote': quote,
  'quotes.candles': candles,
} satisfies Record<string, z.ZodType>;
