/**
 * `nulls`: price, greek and IV fields of a deterministic one row in five answered as null. The
 * reference says to treat every price, Greek and IV field as nullable (about 5% of live tape rows have
 * a null `implied_volatility`); this makes it common enough that every page meets it. A row with an id
 * (`event_id`, `id`) is chosen by a hash of the id, so the same order is null on every page and in the
 * stream; a row without one by its place in the list.
 */
import { isJsonObject, mapObjects, type JsonObject } from './variant-json';

export const NULLABLE_FIELDS: ReadonlySet<string> = new Set([
  'implied_volatility',
  'iv',
  'atm_iv',
  'delta',
  'gamma',
  'vega',
  'theta',
  'price',
  'bid',
  'ask',
  'spot',
  'avg_price',
  'avg_bid',
  'avg_ask',
  'spot_price',
]);

const EVERY = 5;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Whether a row (at `index` in its list, if it is in one) is one of the rows answered with nulls. */
export function isNulledRow(row: JsonObject, index: number | undefined): boolean {
  const id = typeof row.event_id === 'string' ? row.event_id : typeof row.id === 'string' ? row.id : undefined;
  if (id !== undefined) return fnv1a(id) % EVERY === 0;
  return index !== undefined && index % EVERY === 0;
}

function nulled(obj: JsonObject): JsonObject {
  const out: JsonObject = { ...obj };
  for (const [k, v] of Object.entries(obj)) {
    if (NULLABLE_FIELDS.has(k) && typeof v === 'number') out[k] = null;
    if (k === 'order' && isJsonObject(v)) out[k] = nulled(v);
  }
  return out;
}

/** Rows of every list in a REST answer. */
export function rowsWithNulls(body: unknown): unknown {
  return mapObjects(body, (obj, place) =>
    place.index !== undefined && isNulledRow(obj, place.index) ? nulled(obj) : obj,
  );
}

/** A stream frame whose `data` (and its `order`) is the chosen order's. */
export function frameWithNulls(frame: unknown): unknown {
  if (!isJsonObject(frame) || !isJsonObject(frame.data) || !isNulledRow(frame.data, undefined)) return frame;
  return { ...frame, data: nulled(frame.data) };
}
