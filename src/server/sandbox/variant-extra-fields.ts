/**
 * `extra_fields`: fields the reference does not name, on every object of every answer and frame. The
 * reference says only the fields it names are part of the contract, so a client must ignore the rest.
 * A map keyed by data (tickers, dates, OCC symbols) is left alone: a key there would read as one more entry.
 */
import { mapObjects, type JsonObject } from './variant-json';

export const EXTRA_FIELDS = { _v: 1, x_extra: 'sandbox variant: a field the reference does not name' } as const;

/** Keys that are data rather than field names: upper-case symbols, OCC symbols, dates. */
const DATA_KEY = /^(?:[A-Z0-9.:/-]+|\d{4}-\d{2}-\d{2})$/;

function isDataKeyedMap(obj: JsonObject): boolean {
  const keys = Object.keys(obj);
  return keys.length > 0 && keys.every((k) => DATA_KEY.test(k));
}

export function withExtraFields(value: unknown): unknown {
  return mapObjects(value, (obj) => (isDataKeyedMap(obj) ? obj : { ...obj, ...EXTRA_FIELDS }));
}
