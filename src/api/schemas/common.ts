/**
 * Building blocks of the answer schemas: only what the reference fixes is checked; every object is
 * loose (extra fields pass through) and enum values are compared without regard to case, then read in
 * the reference's spelling. Written in zod/mini's functional form (`z.optional(x)`, not `x.optional()`):
 * the same schemas serve the server and the page, and the page then loads no classic zod (its methods and
 * JSON-schema code are about a third of zod's size).
 */
import { z } from 'zod/mini';

/**
 * A decimal the service may send as a JSON number or as a decimal string ("US dollars" gives no JSON
 * type): both read as a number. The answer reader reports a string read this way as drift.
 */
const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const decimal = z.union([z.number(), z.pipe(z.string().check(z.regex(DECIMAL)), z.transform(Number))]);

/**
 * Every price, Greek, IV, money figure and score: `null` = not observed, never 0. A value that is not a
 * number reads as null (never a crashed page); the answer reader reports it as drift, with the field.
 */
export const num = z.catch(z.nullable(decimal), null);

/** A count or size (`n`, `tickers_count`, contracts): read like `num`, a whole number when observed. */
export const count = num;

/** A string field (a name, a date, a timestamp): anything else reads as null and is reported. */
export const text = z.catch(z.nullable(z.string()), null);

/** A boolean field; anything else reads as null (unknown) and is reported. */
export const flag = z.catch(z.nullable(z.boolean()), null);

/**
 * An enum the reference spells in lower case; `BUY` or `Final` from the service still reads, and an
 * unknown value reads as null (reported as drift by the answer reader) rather than failing the answer.
 */
export function ciEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((s) => s.trim().toLowerCase()),
        ),
        z.enum(values),
      ),
    ),
    null,
  );
}

/** A strict whole number, for the sandbox's decided shapes. */
export const int = z.int();

/**
 * A nested object (a summary, a baseline, a basis block): one of another type reads as null and is named,
 * and the rest of the answer still reads. Only the answer itself and its lists are structure.
 */
export function nested<S extends z.ZodMiniType>(schema: S) {
  return z.catch(z.nullable(schema), null);
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
export const optionType = z.catch(
  z.nullable(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((s) => {
          const v = s.trim().toLowerCase();
          return v === 'c' ? 'call' : v === 'p' ? 'put' : v;
        }),
      ),
      z.enum(['call', 'put']),
    ),
  ),
  null,
);

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
  feed: z.optional(text),
});

/**
 * Metadata of computing endpoints. The reference says which fields exist, not which endpoint carries
 * each, so they are typed when present, never required.
 */
export const computedFields = {
  session: z.optional(text),
  as_of: z.optional(text),
  computed_at: z.optional(text),
  finality: z.optional(finality),
};

/** Empty-tape markers, on every tape-family answer. */
export const tapeMarkers = {
  stale_live_window: z.optional(flag),
  hint: z.optional(text),
  degraded: z.optional(flag),
};

/** A computing answer whose delay block is `data`. */
export const computed = z.looseObject({ ...computedFields, data: z.optional(nested(dataDelay)) });

/** A computing answer with one list under `key`, rows open. */
export function withRows<K extends string, R extends z.ZodMiniType>(key: K, row: R) {
  return z.extend(computed, { [key]: z.array(row) } as { [P in K]: z.ZodMiniArray<R> });
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
  as_of: z.nullable(z.string()),
  computed_at: z.string(),
  finality: exact.finality,
};
/** The empty-tape markers as the sandbox sends them. */
export const decidedTapeMarkers = {
  stale_live_window: z.optional(z.boolean()),
  hint: z.optional(z.string()),
  degraded: z.optional(z.boolean()),
};
export const decidedComputed = z.object({
  ...decidedComputedFields,
  ...decidedTapeMarkers,
  data: z.optional(dataDelay),
});

/** An error answer of the sandbox (the reference shows no body for 401/403/429/502/503). */
export const decidedErrorBody = z.object({ error: z.string(), message: z.string(), detail: z.optional(z.unknown()) });
