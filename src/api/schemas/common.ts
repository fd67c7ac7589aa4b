/**
 * Building blocks of the answer schemas: only what the reference fixes is checked; every object is
 * loose (extra fields pass through) and enum values are compared without regard to case, then read in
 * the reference's spelling.
 */
import { z } from 'zod';

/** An enum the reference spells in lower case; `BUY` or `Final` from the service still reads. */
export function ciEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(values));
}

/** Every price, Greek, IV and money figure: `null` = not observed, never 0. */
export const num = z.number().nullable();
export const int = z.number().int();

export const finality = ciEnum(['provisional', 'final']);
export const delayReason = ciEnum(['source_license', 'policy_off_watchlist']);
/** The aggressor side of an order (reference: `direction` buy or sell, also neutral per the scoring rules). */
export const tradeDirection = ciEnum(['buy', 'sell', 'neutral']);
export const optionType = ciEnum(['call', 'put']);

/** The data-delay block (reference, Data-delay block); `feed` on dark-pool answers. */
export const dataDelay = z.looseObject({
  realtime: z.boolean(),
  delay_seconds: z.number(),
  delay_reason: delayReason.nullable(),
  as_of: z.string(),
  feed: z.string().optional(),
});

/**
 * Metadata of computing endpoints. The reference says which fields exist, not which endpoint carries
 * each, so they are typed when present, never required.
 */
export const computedFields = {
  session: z.string().optional(),
  as_of: z.string().nullable().optional(),
  computed_at: z.string().optional(),
  finality: finality.optional(),
};

/** Empty-tape markers, on every tape-family answer. */
export const tapeMarkers = {
  stale_live_window: z.boolean().optional(),
  hint: z.string().optional(),
  degraded: z.boolean().optional(),
};

/** A computing answer whose delay block is `data`. */
export const computed = z.looseObject({ ...computedFields, data: dataDelay.optional() });

/** A computing answer with one list under `key`, rows open. */
export function withRows<K extends string, R extends z.ZodType>(key: K, row: R) {
  return computed.extend({ [key]: z.array(row) } as { [P in K]: z.ZodArray<R> });
}

export const openRow = z.looseObject({});

/** A list of session strings (`/sessions` routes). */
export const sessionList = z.looseObject({ sessions: z.array(z.unknown()) });

/*
 * "Decided" schemas: an answer as the project decided it where the reference leaves the shape open
 * (ARCHITECTURE.md, Decisions): the reference's named fields plus ours, all required. The sandbox
 * answers in these shapes and the payload types are inferred from them; the BFF and the app never
 * require them (they read through the lenient schemas above).
 */

/** The computing metadata the sandbox stamps on every computing answer. */
export const decidedComputedFields = {
  session: z.string(),
  as_of: z.string().nullable(),
  computed_at: z.string(),
  finality,
};
export const decidedComputed = z.object({ ...decidedComputedFields, ...tapeMarkers, data: dataDelay.optional() });

/** An error answer of the sandbox (the reference shows no body for 401/403/429/502/503). */
export const decidedErrorBody = z.object({ error: z.string(), message: z.string(), detail: z.unknown().optional() });
