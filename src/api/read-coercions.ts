/**
 * The drift walk shared by every lenient reading (REST answers in check-answer.ts, stream frames in
 * stream.ts): the value as received beside the value as read, and each place where the reading took
 * something other than what was sent is named, once per field path (list indices folded to `[]`).
 */
import type { z } from 'zod';
import type { DriftIssue } from './drift';

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A field path as drift names it: `data.order.premium`, `rows[].side`; the whole value is `(body)`. */
export function pathOf(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += '[]';
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out || '(body)';
}

/** A schema failure in a few words ("missing" for an absent field). */
export function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  return issue.message;
}

/** Drift issues, one per field path: the first problem named for a path is kept. */
export class IssueSet {
  readonly #byPath = new Map<string, DriftIssue>();
  add(path: readonly PropertyKey[] | string, problem: string): void {
    const p = typeof path === 'string' ? path : pathOf(path);
    if (!this.#byPath.has(p)) this.#byPath.set(p, { path: p, problem });
  }
  list(): DriftIssue[] {
    return [...this.#byPath.values()];
  }
}

function describe(v: unknown): string {
  if (typeof v === 'string') return `"${v.slice(0, 40)}"`;
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : String(v);
}

/** Every place where the lenient reading took a value other than as received. */
export function coercions(received: unknown, read: unknown, path: PropertyKey[], issues: IssueSet): void {
  if (received === read) return;
  if (Array.isArray(read)) {
    if (!Array.isArray(received)) return;
    for (let i = 0; i < read.length; i++) coercions(received[i], read[i], [...path, i], issues);
    return;
  }
  if (isRecord(read)) {
    if (!isRecord(received)) return;
    for (const [k, v] of Object.entries(read)) {
      const r = received[k];
      if (r === undefined) {
        // A declared field the answer lacks reads as null ("—"), and is named.
        if (v === null) issues.add([...path, k], 'missing');
        continue;
      }
      coercions(r, v, [...path, k], issues);
    }
    return;
  }
  if (read === null && received !== null && received !== undefined) {
    issues.add(path, `could not read ${describe(received)}`);
  } else if (typeof read === 'number' && typeof received === 'string') {
    issues.add(path, 'number sent as a string');
  } else if (typeof read === 'string' && typeof received === 'string') {
    const problem =
      received.trim().toLowerCase() === read
        ? `enum value ${describe(received)} in another case`
        : `${describe(received)} read as "${read}"`;
    issues.add(path, problem);
  }
}
