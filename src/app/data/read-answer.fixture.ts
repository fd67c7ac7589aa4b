/**
 * Readers' tests feed answers as the app receives them: the raw body read through its endpoint's
 * schema (src/api/check-answer.ts), typed by it, with the paths it named as drift.
 */
import { readAnswer } from '../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../api/schemas';

export interface ReadFixture<T> {
  readonly value: T;
  /** The drifted field paths (empty when the body matched its schema). */
  readonly drift: readonly string[];
}

/** The body read through the schema of `id`; a body whose structure cannot be read fails the test. */
export function readFixture<I extends AnswerEndpointId>(id: I, body: unknown): ReadFixture<AnswerOf<I>> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: the answer cannot be read: ${JSON.stringify(r.issues)}`);
  return { value: r.value, drift: r.issues.map((i) => i.path) };
}

/** The typed answer alone. */
export function answerFixture<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  return readFixture(id, body).value;
}
