/**
 * The traders' desks, BFF-own routes (nothing here goes upstream or counts in its budget); the routes and
 * the schema are documented in src/dashboard-api/desk.ts. Every parameter and body is parsed through that
 * schema, and a refusal is the contract's HTTPValidationError naming the field. State-changing routes pass
 * the security plugin's Origin check (and its session check) like every other /api route.
 *
 * With DASHBOARD_TOKEN set, each dashboard session keeps its own desks: the scope is a digest of the
 * session's id, which the security plugin has already verified by the time a route runs.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DESKS_PATH, desk, deskName, type Desk } from '../../../dashboard-api/desk';
import type { HTTPValidationError } from '../../../api/validate';
import { SESSION_COOKIE, parseSession } from '../security/session';
import { DeskBook, MAX_DESKS_PER_SCOPE } from './desk-book';

export interface DeskRoutesOptions {
  readonly dataDir: string;
  readonly dashboardToken: string | undefined;
  readonly now?: () => number;
}

/** A desk of 16 panels is about 3 KB; anything near this is not a desk. */
export const DESK_BODY_LIMIT = 16 * 1024;

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
const SHARED_SCOPE = '';

function refused(where: 'body' | 'path', error: z.core.$ZodError, prefix: readonly string[] = []): HTTPValidationError {
  return {
    detail: error.issues.map((i) => ({
      loc: [where, ...prefix, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: i.message,
      type: i.code,
    })),
  };
}

function notFound(reply: FastifyReply, name: string): FastifyReply {
  return reply
    .code(404)
    .headers(JSON_HEADERS)
    .send({ error: 'not_found', message: `no desk named ${name}` });
}

type NamedRequest = FastifyRequest<{ Params: { name: string } }>;

export async function deskRoutesPlugin(app: FastifyInstance, opts: DeskRoutesOptions): Promise<void> {
  const book = new DeskBook(opts.dataDir);
  app.addHook('onClose', (_app, done) => {
    book.close();
    done();
  });
  const now = opts.now ?? Date.now;
  const token = opts.dashboardToken;

  const scopeOf = (req: FastifyRequest): string => {
    if (!token) return SHARED_SCOPE;
    const id = parseSession(token, req.cookies[SESSION_COOKIE])?.id;
    // Unreachable behind the security plugin's session check; no scope rather than a shared one.
    if (!id) throw Object.assign(new Error('no dashboard session'), { statusCode: 401 });
    return crypto.createHash('sha256').update(`oa-desks:${id}`).digest('base64url');
  };

  /** The path's desk name, or undefined once a 422 naming it is sent. */
  const nameOf = (req: NamedRequest, reply: FastifyReply): string | undefined => {
    const parsed = deskName.safeParse(req.params.name);
    if (parsed.success) return parsed.data;
    void reply
      .code(422)
      .headers(JSON_HEADERS)
      .send(refused('path', parsed.error, ['name']));
    return undefined;
  };

  app.get(DESKS_PATH, async (req, reply) => reply.headers(JSON_HEADERS).send({ desks: book.list(scopeOf(req)) }));

  app.get(`${DESKS_PATH}/:name`, async (req: NamedRequest, reply) => {
    const name = nameOf(req, reply);
    if (name === undefined) return reply;
    const found = book.get(scopeOf(req), name);
    return found ? reply.headers(JSON_HEADERS).send(found) : notFound(reply, name);
  });

  app.put(`${DESKS_PATH}/:name`, { bodyLimit: DESK_BODY_LIMIT }, async (req: NamedRequest, reply) => {
    const name = nameOf(req, reply);
    if (name === undefined) return reply;
    const parsed = desk.safeParse(req.body);
    if (!parsed.success) return reply.code(422).headers(JSON_HEADERS).send(refused('body', parsed.error));
    const saved: Desk = parsed.data;
    if (saved.name !== name) {
      const detail = [
        {
          loc: ['body', 'name'],
          msg: `the body names desk "${saved.name}", the path "${name}"`,
          type: 'name_mismatch',
        },
      ];
      return reply.code(422).headers(JSON_HEADERS).send({ detail });
    }
    if (!book.put(scopeOf(req), saved, now())) {
      return reply
        .code(409)
        .headers(JSON_HEADERS)
        .send({ error: 'too_many_desks', message: `at most ${MAX_DESKS_PER_SCOPE} desks; delete one first` });
    }
    return reply.headers(JSON_HEADERS).send(saved);
  });

  app.delete(`${DESKS_PATH}/:name`, async (req: NamedRequest, reply) => {
    const name = nameOf(req, reply);
    if (name === undefined) return reply;
    return book.remove(scopeOf(req), name) ? reply.code(204).send() : notFound(reply, name);
  });
}
