/** The screener and the market-wide calendars (congressional trades, catalysts): fields not shown. */
import type { z } from 'zod';
import { computed } from './common';

export const MARKETS_SCHEMAS = {
  'screener.run': computed,
  'congress.trades': computed,
  'catalysts.calendar': computed,
} satisfies Record<string, z.ZodType>;
