/** Service health and the account (fields "not shown" beyond `/health`'s four). */
import { z } from 'zod';
import { int, openRow } from './common';

/** `GET /health` as decided; `ws_connections` counts the stream sockets open now. */
export const decidedServiceHealth = z.object({
  status: z.string(),
  service: z.string(),
  version: z.string(),
  ws_connections: int,
});

export const SERVICE_SCHEMAS = {
  'health.service': openRow,
  'account.usage': openRow,
  'account.register': openRow,
  'account.confirm': openRow,
} satisfies Record<string, z.ZodType>;
