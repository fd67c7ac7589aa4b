/** Economic events and ETF option flow (fields not shown): computing metadata typed when present. */
import type { z } from 'zod';
import { computed } from './common';

export const ECONOMIC_SCHEMAS = {
  'economic.calendar': computed,
  'economic.etfFlow': computed,
  'economic.etfFlowSymbol': computed,
  'economic.etfTimeseries': computed,
  'economic.eventHistory': computed,
} satisfies Record<string, z.ZodType>;
