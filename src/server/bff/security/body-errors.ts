/**
 * One error shape for every refused request body: the contract's HTTPValidationError
 * (`{"detail":[{"loc":["body"],"msg":"...","type":"..."}]}`), with a clear message for malformed,
 * too deep and too large bodies. The JSON parser limits nesting before JSON.parse recurses (a
 * 5,000-deep array would otherwise overflow the stack), and the error handler keeps framework error
 * codes and stacks out of every answer.
 *
 * Wrapped with fastify-plugin: the parser and the error handler are set on the root instance, so every
 * route registered after it (proxy, session, status, sockets, SPA files) parses and refuses the same
 * way. Registered inside an encapsulated plugin they would cover only that plugin's own routes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HTTPValidationError } from '../../../api/validate';

export const MAX_BODY_DEPTH = 32;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A refused body: the status and the contract's error body. */
export class BodyError extends Error {
  override readonly name = 'BodyError';
  readonly statusCode: number;
  readonly body: HTTPValidationError;
  constructor(statusCode: number, type: string, msg: string) {
    super(msg);
    this.statusCode = statusCode;
    this.body = { detail: [{ loc: ['body'], msg, type }] };
  }
}

/** The deepest nesting of arrays and objects in JSON text (strings skipped), stopping past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new BodyError(422, 'json_invalid', 'Body is empty; send a JSON object');
  if (jsonDepth(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new BodyError(422, 'json_too_deep', `JSON nesting is deeper than ${MAX_BODY_DEPTH} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(422, 'json_invalid', 'Body is not valid JSON');
  }
  // Prototype keys have no business in a request body (they poison objects merged from it).
  if (/"__proto__"\s*:/.test(text)) {
    throw new BodyError(422, 'json_invalid', 'Body contains the forbidden key __proto__');
  }
  return value;
}

const FRAMEWORK_BODY_ERRORS: Record<string, { status: number; type: string; msg: (limit: number) => string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    type: 'body_too_large',
    msg: (limit) => `Body is larger than ${limit} bytes`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    type: 'unsupported_media_type',
    msg: () => 'Body must be sent as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, type: 'json_invalid', msg: () => 'Body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    type: 'content_length_invalid',
    msg: () => 'Content-Length does not match the body',
  },
};

const STATUS_ERRORS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  414: 'uri_too_long',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

function send(reply: FastifyReply, status: number, body: unknown): void {
  void reply.code(status).type(JSON_TYPE).send(body);
}

export interface BodyErrorsOptions {
  /** The app's bodyLimit, named in the 413 message. */
  readonly bodyLimit: number;
}

async function bodyErrors(app: FastifyInstance, { bodyLimit }: BodyErrorsOptions): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.setErrorHandler((err: FastifyError | BodyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof BodyError) return send(reply, err.statusCode, err.body);
    const known = typeof err.code === 'string' ? FRAMEWORK_BODY_ERRORS[err.code] : undefined;
    if (known) {
      return send(reply, known.status, {
        detail: [{ loc: ['body'], msg: known.msg(req.routeOptions.bodyLimit ?? bodyLimit), type: known.type }],
      });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Our own refusals (the per-client limit) carry `error` and `message`; the framework's only a code.
      const own = err as unknown as { error?: unknown; message?: unknown };
      const framework = typeof err.code === 'string' && err.code.startsWith('FST_');
      const error = !framework && typeof own.error === 'string' ? own.error : (STATUS_ERRORS[status] ?? 'bad_request');
      const message = !framework && typeof own.message === 'string' ? own.message : 'the request was refused';
      return send(reply, status, { error, message });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, { error: 'internal_error', message: 'internal error' });
  });
}

export const bodyErrorsPlugin = fp(bodyErrors, { name: 'bff-body-errors', fastify: '5.x' });

/** The router's own refusals (a target it cannot decode), before any hook: same plain shape. */
export function frameworkErrors(_err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  send(reply, 400, { error: 'bad_request_target', message: 'the request target cannot be decoded' });
}
