/** Earnings intelligence (fields not shown): computing metadata typed when present. */
import type { z } from 'zod';
import { computed, sessionList } from './common';

export const EARNINGS_SCHEMAS = {
  'earnings.current': computed,
  'earnings.sessions': sessionList,
  'earnings.session': computed,
  'earnings.ticker': computed,
  'earnings.calendar': computed,
} satisfies Record<string, z.ZodType>;
