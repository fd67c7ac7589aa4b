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

/** The data-delay block (reference, Data-delay block); `feed` on dark-pool answers. */
export const dataDelay = z.looseObject({
  realtime: z.boolean(),
  delay_seconds: z.number(),
  delay_reason: ciEnum(['source_license', 'policy_off_watchlist']).nullable(),
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
