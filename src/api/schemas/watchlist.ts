/** The real-time watchlist (`GET`/`PUT /v1/quotes/watchlist`): up to 25 active symbols, 50 additions a day. */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { count, int } from './common';

/** The watchlist as decided (`GET` and `PUT /v1/quotes/watchlist`): the active list and its two limits. */
export const decidedWatchlist = z.object({
  symbols: z.readonly(z.array(z.string())),
  max_active: int,
  max_daily_additions: int,
});

/**
 * The watchlist as read: the active symbols and the two limits where the service states them (the
 * reference names neither key; a list under another name is read as the one list and named as drift,
 * and then no write is built on it: app/data/watchlist.ts).
 */
export const watchlist = z.looseObject({
  /** An entry that is not a symbol string makes the list unreadable: a write is never built on a guess. */
  symbols: z.array(z.string()),
  max_active: z.optional(count),
  max_daily_additions: z.optional(count),
});

export const WATCHLIST_SCHEMAS = {
  'quotes.watchlist': watchlist,
  'quotes.watchlistPut': watchlist,
} satisfies ByEndpoint<z.ZodMiniType>;
