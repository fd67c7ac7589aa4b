/**
 * Reads an answer through its endpoint's schema, once, where it enters (the BFF to report, the app to
 * show). The schemas are lenient exactly where the reference is open: a decimal string reads as a number,
 * an enum in any case, `C`/`P` as call/put, a list under another key as the declared list when it is the
 * one list present, a value of another type as null. Each such reading is named as drift (field paths
 * with list indices folded to `[]`, each path once); only an answer whose structure cannot be read (not an
 * object, no list where one is declared, rows that are not objects) fails.
 */
import type { z } from 'zod/mini';
import type { DriftIssue } from './drift';
import { coercions, IssueSet, isRecord, problemOf } from './read-coercions';
import { answerSchema, type AnswerEndpointId, type AnswerOf } from './schemas';

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

/** The answer read through the endpoint's schema (the body as it is when the endpoint has none). */
export function readAnswer<I extends AnswerEndpointId>(endpointId: I, body: unknown): AnswerRead<AnswerOf<I>>;
export function readAnswer(endpointId: string, body: unknown): AnswerRead<unknown>;
export function readAnswer(endpointId: string, body: unknown): AnswerRead<unknown> {
  const schema = answerSchema(endpointId);
  if (!schema) return { ok: true, value: body, issues: [] };
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

/** The drift of one answer body: every field read otherwise than as received, or not readable at all. */
export function checkAnswer(endpointId: string, body: unknown): DriftIssue[] {
  return [...readAnswer(endpointId, body).issues];
}
