/**
 * The tide's `by_dte` and `breakdown`: the reference names both fields but shows neither shape. A
 * service may send a list of rows (our sandbox: `[{ bucket: '0dte', …premiums }]`) or an object keyed
 * by bucket (`{ '0dte': { …premiums } }`, a bucket's value possibly its net premium alone, a breakdown
 * possibly nested `{ itm: { call: {…} } }`). Both read as the one list of rows the app draws; a keyed
 * breakdown's moneyness and call/put are read from its key when the row does not state them. A value of
 * any other form reads as null (named as drift), never failing the answer.
 */
import { z } from 'zod/mini';
import { ciEnum, nested, num, optionType, text } from './common';

const premiumFields = {
  call_premium_bought: z.optional(num),
  call_premium_sold: z.optional(num),
  put_premium_bought: z.optional(num),
  put_premium_sold: z.optional(num),
  net_premium: z.optional(num),
};

export const dteBucketRow = z.looseObject({ bucket: text, ...premiumFields });

export const breakdownRow = z.looseObject({
  bucket: z.optional(text),
  moneyness: z.optional(ciEnum(['itm', 'atm', 'otm'])),
  option_type: z.optional(optionType),
  ...premiumFields,
});

type Raw = Record<string, unknown>;

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A keyed bucket's value as a row: an object as it is, a bare number as the bucket's net premium. */
function rowOf(bucket: string, value: unknown): Raw {
  if (isRecord(value)) return { bucket, ...value };
  return { bucket, net_premium: value };
}

/** A value that is itself keyed by sub-bucket (`{ call: {…}, put: {…} }`) rather than a row of premiums. */
function isKeyedBlock(value: unknown): value is Raw {
  if (!isRecord(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isRecord);
}

/** `{ bucket: row }` as rows, in the service's key order; a list (or anything else) as it came. */
export function keyedDteRows(v: unknown): unknown {
  if (!isRecord(v)) return v;
  return Object.entries(v).map(([bucket, value]) => rowOf(bucket, value));
}

const MONEYNESS = new Set(['itm', 'atm', 'otm']);
const CALL_WORDS = new Set(['call', 'calls', 'c']);
const PUT_WORDS = new Set(['put', 'puts', 'p']);

/** `itm_call`, `ATM-puts`, `otm call`: the moneyness and call/put a bucket key names. */
export function bucketKeyParts(key: string): { moneyness?: string; option_type?: string } {
  const words = key.toLowerCase().split(/[^a-z]+/);
  const moneyness = words.find((w) => MONEYNESS.has(w));
  const type = words.some((w) => CALL_WORDS.has(w)) ? 'call' : words.some((w) => PUT_WORDS.has(w)) ? 'put' : undefined;
  return { ...(moneyness ? { moneyness } : {}), ...(type ? { option_type: type } : {}) };
}

/** A keyed breakdown as rows (one nesting level flattened), each with the parts its key names. */
export function keyedBreakdownRows(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const flat: [string, unknown][] = [];
  for (const [key, value] of Object.entries(v)) {
    if (isKeyedBlock(value) && !('net_premium' in value)) {
      for (const [sub, inner] of Object.entries(value)) flat.push([`${key}_${sub}`, inner]);
    } else flat.push([key, value]);
  }
  return flat.map(([key, value]) => ({ ...bucketKeyParts(key), ...rowOf(key, value) }));
}

/** `by_dte`: a list of bucket rows, or an object keyed by bucket. */
export const tideByDte = z.optional(nested(z.pipe(z.transform(keyedDteRows), z.array(dteBucketRow))));

/** `breakdown`: a list of moneyness × call/put rows, or an object keyed by them (flat or nested). */
export const tideBreakdown = z.optional(nested(z.pipe(z.transform(keyedBreakdownRows), z.array(breakdownRow))));
