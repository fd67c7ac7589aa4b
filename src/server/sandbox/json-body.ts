/**
 * Lenient JSON body parsing: a body that is not valid JSON reaches the route as INVALID_JSON, so the
 * API answers FastAPI's 422 `json_invalid` (not Fastify's 400) and admin routes a 400 of their own.
 */
import type { FastifyInstance } from 'fastify';

export const INVALID_JSON: unique symbol = Symbol('invalid-json');

export function parseJsonLenient(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** Replace the JSON parser and accept any content type as JSON text (curl without -H still works). */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => {
    done(null, parseJsonLenient(String(body)));
  });
}
