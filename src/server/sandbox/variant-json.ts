/**
 * The JSON plumbing every answer variant shares: a deep copy that passes each object through a
 * function (the handlers' bodies may be cached and shared, so a variant never edits them in place),
 * and a key rename that keeps the key's place in the object.
 */

export type JsonObject = Record<string, unknown>;

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Where an object sits: as the element `index` of a list (a row), or under a key of its parent. */
export interface Place {
  /** The key of the object in its parent object; for a row, the key of the list holding it. */
  readonly key: string | undefined;
  /** The position in the list when the object is a row, else undefined. */
  readonly index: number | undefined;
}

type ObjectFn = (obj: JsonObject, place: Place) => JsonObject;

function walk(value: unknown, place: Place, f: ObjectFn): unknown {
  if (Array.isArray(value)) return value.map((v, i) => walk(v, { key: place.key, index: i }, f));
  if (!isJsonObject(value)) return value;
  const copy: JsonObject = {};
  for (const [k, v] of Object.entries(value)) copy[k] = walk(v, { key: k, index: undefined }, f);
  return f(copy, place);
}

/** A copy of `value` in which every object (children first) has passed through `f`; `f` may edit the copy. */
export function mapObjects(value: unknown, f: ObjectFn): unknown {
  return walk(value, { key: undefined, index: undefined }, f);
}

/** The object with keys renamed (`from` → `to`), each at the place of the old one; absent keys are skipped. */
export function renameKeys(obj: JsonObject, renames: Readonly<Record<string, string>>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) out[Object.hasOwn(renames, k) ? renames[k]! : k] = v;
  return out;
}
