/** The real-time watchlist (`GET`/`PUT /v1/quotes/watchlist`): up to 25 active symbols, 50 additions a day. */
import { z } from 'zod';
import { int, openRow } from './common';

/** The watchlist as decided (`GET` and `PUT /v1/quotes/watchlist`): the active list and its two limits. */
export const decidedWatchlist = z.object({
  symbols: z.array(z.string()).readonly(),
  max_active: int,
  max_daily_additions: int,
});

export const WATCHLIST_SCHEMAS = {
  'quotes.watchlist': openRow,
  'quotes.watchlistPut': openRow,
} satisfies Record<string, z.ZodType>;
