/**
 * Service health and the account. `/health` names four fields (reference); the family health routes
 * (`/v1/oi/health`, `/v1/darkpool/health`) and `/v1/account/usage` show none, so theirs are the
 * sandbox's names, declared once here and typed when present.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { count, flag, int, nested, openRow, text } from './common';

/** `GET /health` as decided; `ws_connections` counts the stream sockets open now. */
export const decidedServiceHealth = z.object({
  status: z.string(),
  service: z.string(),
  version: z.string(),
  ws_connections: int,
});

/** `GET /health` as read: the reference's four fields. */
export const serviceHealth = z.looseObject({
  status: text,
  service: text,
  version: text,
  ws_connections: count,
});

/** The newest snapshot a family's service has (`slot` AM/PM on open interest). */
const latestSnapshot = z.looseObject({ session: text, slot: z.optional(text), as_of: z.optional(text) });

/** A family's own health route (any tier): its status and the sessions it covers. */
export const familyHealth = z.looseObject({
  status: text,
  service: z.optional(text),
  sessions_covered: z.optional(count),
  first_session: z.optional(text),
  latest_session: z.optional(text),
  latest_snapshot: z.optional(nested(latestSnapshot)),
  as_of: z.optional(text),
});

/** The calling key's usage: every field typed when present (the usage page shows any other leaf too). */
export const accountUsage = z.looseObject({
  tier: z.optional(text),
  requests_today: z.optional(count),
  requests_this_minute: z.optional(count),
  limits: z.optional(
    nested(z.looseObject({ requests_per_minute: z.optional(count), requests_per_day: z.optional(count) })),
  ),
  flow_rows: z.optional(
    nested(
      z.looseObject({
        used: z.optional(count),
        limit: z.optional(count),
        remaining: z.optional(count),
        reset: z.optional(z.catch(z.nullable(z.union([z.string(), z.number()])), null)),
        scope: z.optional(text),
        available: z.optional(flag),
      }),
    ),
  ),
  watchlist: z.optional(nested(z.looseObject({ active: z.optional(count), max_active: z.optional(count) }))),
});

export const SERVICE_SCHEMAS = {
  'health.service': serviceHealth,
  'account.usage': accountUsage,
  'account.register': openRow,
  'account.confirm': openRow,
} satisfies ByEndpoint<z.ZodMiniType>;
