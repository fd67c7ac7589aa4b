/** Option contracts by OCC symbol and their chains (MCP tool families; fields not shown). */
import type { z } from 'zod';
import { computed } from './common';

export const CONTRACTS_SCHEMAS = {
  'contracts.chain': computed,
  'contracts.atm': computed,
  'contracts.profile': computed,
  'contracts.historic': computed,
} satisfies Record<string, z.ZodType>;
