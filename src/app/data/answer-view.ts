/**
 * A dark-pool answer as its schema types it. The app receives the schema's lenient parse when the answer
 * matched, and the body as received when it drifted (the panel's drift mark names the field), so each
 * field is still checked as it is read: a field of another name or type reads as null, never 0.
 */
import type { z } from 'zod';
import { isObj } from './readers';

/** The object as its schema's output type, every field possibly absent; `{}` for a non-object. */
export function viewOf<S extends z.ZodType>(value: unknown): Partial<z.output<S>> {
  return isObj(value) ? (value as Partial<z.output<S>>) : {};
}

/** The objects of the list under `key` (that one name only), each viewed as a row of schema `S`. */
export function listOf<S extends z.ZodType>(value: unknown, key: string): Partial<z.output<S>>[] {
  const list = isObj(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.filter(isObj).map((r) => r as Partial<z.output<S>>) : [];
}

export function bool(v: unknown): boolean | null {
  return typeof v === 'boolean' ? v : null;
}
