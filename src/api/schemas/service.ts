/**
 * Service health and the account. `/health` names four fields (reference); the family health routes
 * (`/v1/oi/health`, `/v1/darkpool/health`) and `/v1/account/usage` show none, so theirs are the
 * sandbox's names, declared once here and typed when present.
 */
import { z } from 'zod';
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
const latestSnapshot = z.looseObject({ session: text, slot: text.optional(), as_of: text.optional() });

/** A family's own health route (any tier): its status and the sessions it covers. */
export const familyHealth = z.looseObject({
  status: text,
  service: text.optional(),
  sessions_covered: count.optional(),
  first_session: text.optional(),
  latest_session: text.optional(),
  latest_snapshot: nested(latestSnapshot).optional(),
  as_of: text.optional(),
});

/** The calling key's usage: every field typed when present (the usage page shows any other leaf too). */
export const accountUsage = z.looseObject({
  tier: text.optional(),
  requests_today: count.optional(),
  requests_this_minute: count.optional(),
  limits: nested(
    z.looseObject({ requests_per_minute: count.optional(), requests_per_day: count.optional() }),
  ).optional(),
  flow_rows: nested(
    z.looseObject({
      used: count.optional(),
      limit: count.optional(),
      remaining: count.optional(),
      reset: z.union([z.string(), z.number()]).nullable().catch(null).optional(),
      scope: text.optional(),
      available: flag.optional(),
    }),
  ).optional(),
  watchlist: nested(z.looseObject({ active: count.optional(), max_active: count.optional() })).optional(),
});

export const SERVICE_SCHEMAS = {
  'health.service': serviceHealth,
  'account.usage': accountUsage,
  'account.register': openRow,
  'account.confirm': openRow,
} satisfies ByEndpoint<z.ZodType>;
