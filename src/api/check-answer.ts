/**
 * Checks an answer against what the reference fixes, and reads it leniently: a mismatch is reported as
 * drift (field paths with list indices folded to `[]`, each path once) and never stops the reading.
 */
import type { z } from 'zod';
import type { DriftIssue } from './drift';
import { answerSchema } from './schemas';

function pathOf(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += '[]';
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out || '(body)';
}

function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  return issue.message;
}

function issuesOf(error: z.ZodError): DriftIssue[] {
  const seen = new Map<string, DriftIssue>();
  for (const i of error.issues) {
    const path = pathOf(i.path);
    if (!seen.has(path)) seen.set(path, { path, problem: problemOf(i) });
  }
  return [...seen.values()];
}

/**
 * Enum values read in another case (`LONG` for `long`): read leniently, yet a difference from the
 * reference's spelling, so reported. Found by walking what was received beside what was read.
 */
function caseIssues(received: unknown, read: unknown, path: PropertyKey[], out: Map<string, DriftIssue>): void {
  if (typeof received === 'string') {
    if (typeof read === 'string' && received !== read && received.toLowerCase() === read) {
      const p = pathOf(path);
      if (!out.has(p)) out.set(p, { path: p, problem: `enum value "${received.slice(0, 40)}" in another case` });
    }
    return;
  }
  if (typeof received !== 'object' || received === null || typeof read !== 'object' || read === null) return;
  if (Array.isArray(received)) {
    if (!Array.isArray(read)) return;
    for (let i = 0; i < received.length; i++) caseIssues(received[i], read[i], [...path, i], out);
    return;
  }
  const r = read as Record<string, unknown>;
  for (const [k, v] of Object.entries(received)) if (typeof v !== 'number') caseIssues(v, r[k], [...path, k], out);
}

/** The drift of one answer body; empty when it matches, or when the endpoint has no schema. */
export function checkAnswer(endpointId: string, body: unknown): DriftIssue[] {
  const schema = answerSchema(endpointId);
  if (!schema) return [];
  const r = schema.safeParse(body);
  if (!r.success) return issuesOf(r.error);
  const cased = new Map<string, DriftIssue>();
  caseIssues(body, r.data, [], cased);
  return [...cased.values()];
}

/**
 * The answer as the app reads it: enum values in the reference's spelling when it matches; when it does
 * not, the body as received (the panel shows what it can and carries the drift mark).
 */
export function readAnswer<T>(endpointId: string, body: unknown): { value: T; issues: DriftIssue[] } {
  const schema = answerSchema(endpointId);
  if (!schema) return { value: body as T, issues: [] };
  const r = schema.safeParse(body);
  return r.success ? { value: r.data as T, issues: [] } : { value: body as T, issues: issuesOf(r.error) };
}
