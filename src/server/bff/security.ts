/**
 * Security of the BFF surface: Origin checks on socket upgrades and state-changing requests, the
 * optional DASHBOARD_TOKEN session (cookie), security headers with a strict CSP, per-client rate limit.
 */
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const SESSION_COOKIE = 'oa_session';
/** Vite's dev server (npm run dev) proxies to the BFF from here. */
const DEV_ORIGINS = new Set(['http://127.0.0.1:5173', 'http://localhost:5173']);

export interface SecurityOptions {
  readonly dashboardToken: string | undefined;
  /** Requests per minute per client IP on /api (generous: panels, tabs and sockets share it). */
  readonly clientRateLimit: number;
}

/** Same-origin (the Host the request came to) or the loopback dev origin. A missing Origin is not a browser. */
export function originAllowed(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (DEV_ORIGINS.has(origin)) return true;
  const host = req.headers.host;
  if (!host) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}

function sign(token: string, id: string): string {
  return crypto.createHmac('sha256', token).update(`oa-session:${id}`).digest('base64url');
}

/** Session value: random id + HMAC under the token (stateless: survives restart, dies with a new token). */
export function newSessionValue(token: string): string {
  const id = crypto.randomBytes(18).toString('base64url');
  return `${id}.${sign(token, id)}`;
}

export function sessionValid(token: string, value: string | undefined): boolean {
  if (!value) return false;
  const [id, mac] = value.split('.');
  if (!id || !mac) return false;
  const expected = Buffer.from(sign(token, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function tokenMatches(token: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(token).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

function isTls(req: FastifyRequest): boolean {
  return req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https';
}

export async function securityPlugin(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        connectSrc: ["'self'"], // same-origin WebSocket included (CSP3)
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"], // Tailwind and React inline styles
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain-http loopback must keep working: no HSTS, no upgrade-insecure-requests.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.clientRateLimit,
    timeWindow: 60_000,
    allowList: (req) => !req.url.startsWith('/api/'),
    // X-RateLimit-* on /api answers describe the upstream budget (the proxy sets them); this per-client
    // limit only says so when it refuses, with Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'client_rate_limited',
      message: `too many requests from this client; retry in ${Math.ceil(ctx.ttl / 1000)} s`,
    }),
  });

  const token = opts.dashboardToken;
  // Session values already verified: one HMAC per browser session instead of one per request. Only
  // valid values enter, and only the token (fixed for the process) can make one.
  const verified = new Set<string>();
  const sessionOk = (t: string, value: string | undefined): boolean => {
    if (value === undefined) return false;
    if (verified.has(value)) return true;
    if (!sessionValid(t, value)) return false;
    if (verified.size >= 10_000) verified.clear();
    verified.add(value);
    return true;
  };

  // A callback hook, not an async one: it runs on every request, and a promise per request shows.
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    const upgrade = (req.headers.upgrade ?? '').toLowerCase() === 'websocket';
    const changing = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if ((upgrade || (isApi && changing)) && !originAllowed(req)) {
      reply.code(403).send({ error: 'origin_not_allowed', message: 'cross-origin request refused' });
      return;
    }
    if (token && isApi && !req.url.startsWith('/api/session') && !sessionOk(token, req.cookies[SESSION_COOKIE])) {
      reply.code(401).send({ error: 'unauthorized', message: 'sign in with the dashboard token (POST /api/session)' });
      return;
    }
    done();
  });

  app.post('/api/session', async (req, reply) => {
    if (!token) return reply.send({ required: false });
    const given = (req.body as { token?: unknown } | undefined)?.token;
    if (!tokenMatches(token, given))
      return reply.code(401).send({ error: 'invalid_token', message: 'wrong dashboard token' });
    reply.setCookie(SESSION_COOKIE, newSessionValue(token), {
      httpOnly: true,
      sameSite: 'strict',
      secure: isTls(req),
      path: '/',
      maxAge: 30 * 86_400,
    });
    return reply.send({ required: true, ok: true });
  });

  // Lets the SPA know whether it must ask for the token (answers with or without a session).
  app.get('/api/session', async (req) => ({
    required: token !== undefined,
    valid: token === undefined || sessionValid(token, req.cookies[SESSION_COOKIE]),
  }));
}
