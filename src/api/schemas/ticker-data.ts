/**
 * Per-ticker reference families served by MCP tools (seasonality, fundamentals, corporate actions,
 * insider and institutional, technicals, news, short interest and volume): fields not shown.
 */
import type { z } from 'zod';
import { computed } from './common';

export const TICKER_DATA_SCHEMAS = {
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
} satisfies Record<string, z.ZodType>;
