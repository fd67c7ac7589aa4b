/**
 * Readers for payload fields the reference names without a full schema, on top of the shared
 * data/readers: a missing or non-numeric value reads as null (not observed), never as 0.
 */
import { isObj, num, pickNum, str, type Obj } from '../../data/readers';

export type Rec = Obj;
export { num, str };

export function rec(v: unknown): Rec | null {
  return isObj(v) ? v : null;
}

/** The first of `keys` that holds a number. */
export function firstNum(o: Rec | null, ...keys: string[]): number | null {
  return pickNum(o, ...keys);
}

export function firstStr(o: Rec | null, ...keys: string[]): string | null {
  for (const k of keys) {
    const v = str(o?.[k]);
    if (v !== null) return v;
  }
  return null;
}

/** The first of `keys` that holds an array. */
export function firstArr(o: Rec | null, ...keys: string[]): readonly unknown[] | null {
  for (const k of keys) {
    const v = o?.[k];
    if (Array.isArray(v)) return v;
  }
  return null;
}

/** A matrix of nullable numbers; anything that is not a finite number becomes null. */
export function matrix(v: unknown): (number | null)[][] | null {
  if (!Array.isArray(v)) return null;
  return v.map((row) => (Array.isArray(row) ? row.map(num) : []));
}
