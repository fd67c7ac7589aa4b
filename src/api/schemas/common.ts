/**
 * Building blocks of the answer schemas: only what the reference fixes is checked; every object is
 * loose (extra fields pass through) and enum values are compared without regard to case, then read in
 * the reference's spelling.
 */
import { z } from 'zod';

/**
 * A decimal the service may send as a JSON number or as a decimal string ("US dollars" gives no JSON
 * type): both read as a number. The answer reader reports a string read this way as drift.
 */
const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const decimal = z.union([z.number(), z.string().regex(DECIMAL).transform(Number)]);

/**
 * Every price, Greek, IV, money figure and score: `null` = not observed, never 0. A value that is not a
 * number reads as null (never a crashed page); the answer reader reports it as drift, with the field.
 */
export const num = decimal.nullable().catch(null);

/** A count or size (`n`, `tickers_count`, contracts): read like `num`, a whole number when observed. */
export const count = num;

/** A string field (a name, a date, a timestamp): anything else reads as null and is reported. */
export const text = z.string().nullable().catch(null);

/** A boolean field; anything else reads as null (unknown) and is reported. */
export const flag = z.boolean().nullable().catch(null);

/**
 * An enum the reference spells in lower case; `BUY` or `Final` from the service still reads, and an
 * unknown value reads as null (reported as drift by the answer reader) rather than failing the answer.
 */
export function ciEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(values))
    .nullable()
    .catch(null);
}

/** A strict whole number, for the sandbox's decided shapes. */
export const int = z.number().int();

/**
 * A nested object (a summary, a baseline, a basis block): one of another type reads as null and is named,
 * and the rest of the answer still reads. Only the answer itself and its lists are structure.
 */
export function nested<S extends z.ZodType>(schema: S) {
  return schema.nullable().catch(null);
}

/** The same enum, strict: the sandbox's decided shapes are checked against the reference's spelling. */
export function exactEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values);
}

export const finality = ciEnum(['provisional', 'final']);
export const delayReason = ciEnum(['source_license', 'policy_off_watchlist']);
/** The aggressor side of an order (reference: `direction` buy or sell, also neutral per the scoring rules). */
export const tradeDirection = ciEnum(['buy', 'sell', 'neutral']);
/** `call`/`put`, in any case, or the OCC letters `C`/`P` (the reference says only "call or put kind"). */
export const optionType = z
  .string()
  .transform((s) => {
    const v = s.trim().toLowerCase();
    return v === 'c' ? 'call' : v === 'p' ? 'put' : v;
  })
  .pipe(z.enum(['call', 'put']))
  .nullable()
  .catch(null);

/** The enums above, strict, for the sandbox's decided shapes (the reference's spelling only). */
export const exact = {
  finality: z.enum(['provisional', 'final']),
  direction: z.enum(['buy', 'sell', 'neutral']),
  optionType: z.enum(['call', 'put']),
};

/** The data-delay block (reference, Data-delay block); `feed` on dark-pool answers. */
export const dataDelay = z.looseObject({
  realtime: flag,
  delay_seconds: num,
  delay_reason: delayReason,
  as_of: text,
  feed: text.optional(),
});

/**
 * Metadata of computing endpoints. The reference says which fields exist, not which endpoint carries
 * each, so they are typed when present, never required.
 */
export const computedFields = {
  session: text.optional(),
  as_of: text.optional(),
  computed_at: text.optional(),
  finality: finality.optional(),
};

/** Empty-tape markers, on every tape-family answer. */
export const tapeMarkers = {
  stale_live_window: flag.optional(),
  hint: text.optional(),
  degraded: flag.optional(),
};

/** A computing answer whose delay block is `data`. */
export const computed = z.looseObject({ ...computedFields, data: nested(dataDelay).optional() });

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
  finality: exact.finality,
};
/** The empty-tape markers as the sandbox sends them. */
export const decidedTapeMarkers = {
  stale_live_window: z.boolean().optional(),
  hint: z.string().optional(),
  degraded: z.boolean().optional(),
};
export const decidedComputed = z.object({
  ...decidedComputedFields,
  ...decidedTapeMarkers,
  data: dataDelay.optional(),
});

/** An error answer of the sandbox (the reference shows no body for 401/403/429/502/503). */
export const decidedErrorBody = z.object({ error: z.string(), message: z.string(), detail: z.unknown().optional() });
