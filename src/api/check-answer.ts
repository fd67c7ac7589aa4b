/**
 * Reads an answer through its endpoint's schema, once, where it enters (the BFF to report, the app to
 * show). The schemas are lenient exactly where the reference is open: a decimal string reads as a number,
 * an enum in any case, `C`/`P` as call/put, a list under another key as the declared list when it is the
 * one list present, a value of another type as null. Each such reading is named as drift (field paths
 * with list indices folded to `[]`, each path once); only an answer whose structure cannot be read (not an
 * object, no list where one is declared, rows that are not objects) fails.
 */
import { readThrough, type AnswerRead } from './answer-reader';
import type { DriftIssue } from './drift';
import { answerSchema, type AnswerEndpointId, type AnswerOf } from './schemas';

export type { AnswerRead } from './answer-reader';

/** The answer read through the endpoint's schema (the body as it is when the endpoint has none). */
export function readAnswer<I extends AnswerEndpointId>(endpointId: I, body: unknown): AnswerRead<AnswerOf<I>>;
export function readAnswer(endpointId: string, body: unknown): AnswerRead<unknown>;
export function readAnswer(endpointId: string, body: unknown): AnswerRead<unknown> {
  const schema = answerSchema(endpointId);
  return schema ? readThrough(schema, body) : { ok: true, value: body, issues: [] };
}

/** The drift of one answer body: every field read otherwise than as received, or not readable at all. */
export function checkAnswer(endpointId: string, body: unknown): DriftIssue[] {
  return [...readAnswer(endpointId, body).issues];
}
