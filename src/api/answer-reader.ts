/**
 * Reads an answer through a schema (check-answer.ts names the endpoint's; the app loads each family's
 * schemas on demand and reads through this alone, so a page carries only the schemas it reads).
 */
import type { z } from 'zod/mini';
import type { DriftIssue } from './drift';
import { coercions, IssueSet, isRecord, problemOf } from './read-coercions';

export type AnswerRead<T> =
  | { readonly ok: true; readonly value: T; readonly issues: readonly DriftIssue[] }
  | { readonly ok: false; readonly issues: readonly DriftIssue[] };

/** The kind of a schema under its optional/nullable/default wrappers, to see whether a declared field is a list. */
function kindOf(s: z.core.$ZodType): string {
  let def = s._zod.def;
  while (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
    def = (def as z.core.$ZodOptionalDef).innerType._zod.def;
  }
  return def.type;
}

/**
 * A declared top-level list the answer does not carry under its name, read from the one list the answer
 * carries under a name the schema does not declare (a service free to name its list: `results`, `tickers`).
 */
function withDeclaredLists(schema: z.ZodMiniType, body: Record<string, unknown>, issues: IssueSet): unknown {
  const def = schema._zod.def;
  if (def.type !== 'object') return body;
  const shape = (def as z.core.$ZodObjectDef).shape;
  const missing = Object.keys(shape).filter((k) => kindOf(shape[k]!) === 'array' && !Array.isArray(body[k]));
  if (missing.length !== 1 || body[missing[0]!] !== undefined) return body;
  const others = Object.keys(body).filter((k) => !(k in shape) && Array.isArray(body[k]));
  if (others.length !== 1) return body;
  const [declared, found] = [missing[0]!, others[0]!];
  issues.add([declared], `missing; read the list under "${found}"`);
  return { ...body, [declared]: body[found] };
}

/** The answer read through `schema`: the lenient reading of check-answer.ts, with each difference named. */
export function readThrough(schema: z.ZodMiniType, body: unknown): AnswerRead<unknown> {
  const issues = new IssueSet();
  const input = isRecord(body) ? withDeclaredLists(schema, body, issues) : body;
  const r = schema.safeParse(input);
  if (!r.success) {
    for (const i of r.error.issues) issues.add(i.path, problemOf(i));
    return { ok: false, issues: issues.list() };
  }
  coercions(input, r.data, [], issues);
  return { ok: true, value: r.data, issues: issues.list() };
}
