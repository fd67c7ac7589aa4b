/**
 * Security of the BFF surface, in the order a request meets it: a canonical request target, a Host this
 * deployment answers to, an allowed Origin on socket upgrades and state-changing requests, the optional
 * DASHBOARD_TOKEN session (cookie), the per-client rate limit; security headers with a strict CSP and a
 * Permissions-Policy on every answer. Every decision reads the route the router matched.
 *
 * Wrapped with fastify-plugin: its hooks, its cookie parser and its onRoute hook belong to the root
 * instance, so they reach the proxy, the status routes, the stream sockets and the SPA files alike. An
 * encapsulated plugin would guard only the routes declared inside it (the session routes). The route
 * checks attach to each route as it is declared: register this before any route.
 */
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { hostAllowed, hostPolicy, originAllowed } from './host-check';
import { ClientRateLimit } from './client-rate-limit';
import { CSP_REPORT_ROUTE } from './csp-reports';
import { METRICS_ROUTE } from '../metrics/metrics-routes';
import { HELMET_OPTIONS, PERMISSIONS_POLICY, helmetHeaders, writePageHeaders } from './page-headers';
import { targetRefusal, underApi, targetPath } from './request-target';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, SessionBook, newSessionValue, type RevocationStore } from './session';
import { SignInThrottle, type SignInThrottleOptions } from './sign-in-throttle';

export { SESSION_COOKIE } from './session';
export { PERMISSIONS_POLICY } from './page-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a JSON-only route, whose answers carry their own few headers instead of the page's. */
    pageHeaders?: boolean;
  }
}

export interface SecurityOptions {
  readonly dashboardToken: string | undefined;
  /** Requests per minute per client IP on /api (generous: panels, tabs and sockets share it). */
  readonly clientRateLimit: number;
  /** Host names the dashboard answers to (config.allowedHosts). */
  readonly allowedHosts: readonly string[];
  /** `npm run dev`: Vite's origins may call. */
  readonly devServer: boolean;
  /** Where sign-outs are kept (survive a restart). */
  readonly revocations?: RevocationStore;
  readonly signInThrottle?: SignInThrottleOptions;
  /** METRICS_TOKEN: a scraper sending it as a bearer token reads /api/metrics without a session. */
  readonly metricsToken?: string | undefined;
}

function tokenMatches(token: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(token).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Fastify reads X-Forwarded-Proto only from a trusted proxy (trustProxy = TRUSTED_PROXIES). */
function isTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** What the security checks need of the route a request matched: known when the route is declared. */
interface RouteFacts {
  /** The route's pattern is under /api. */
  readonly api: boolean;
  /** The sign-in route, and the CSP reports that browsers post without the page's credentials. */
  readonly sessionFree: boolean;
  /** The metrics route, which a scraper may read with the metrics token instead of a session. */
  readonly metrics: boolean;
  readonly pageHeaders: boolean;
  /** A route matched: its API requests count against the per-client limit (a 404 does not). */
  readonly limited: boolean;
}

/** No route matched (a 404): only the canonical path can say it is for the API. */
const NO_ROUTE: RouteFacts = { api: false, sessionFree: false, metrics: false, pageHeaders: true, limited: false };

function routeFacts(url: string, pageHeaders: boolean): RouteFacts {
  return {
    api: underApi(url),
    sessionFree: url === '/api/session' || url === CSP_REPORT_ROUTE,
    metrics: url === METRICS_ROUTE,
    pageHeaders,
    limited: true,
  };
}

/** A Prometheus scraper holds no browser session: the metrics token admits it to that route alone. */
function isTokenScrape(req: FastifyRequest, metricsToken: string | undefined): boolean {
  if (metricsToken === undefined) return false;
  const m = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  return m !== null && tokenMatches(metricsToken, m[1]);
}

function permissionsPolicyOnSend(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  done(null, payload);
}

async function security(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const policy = hostPolicy(opts.allowedHosts, opts.devServer);

  // First of all hooks: nothing else may read a target the router would read differently.
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const refusal = targetRefusal(req.url);
    if (refusal) {
      reply.code(refusal.status).header('permissions-policy', PERMISSIONS_POLICY);
      reply.send({ error: refusal.error, message: refusal.message });
      return;
    }
    if (!hostAllowed(req, policy)) {
      reply.code(421).header('permissions-policy', PERMISSIONS_POLICY);
      reply.send({ error: 'host_not_allowed', message: 'this server does not answer to that host name' });
      return;
    }
    done();
  });

  await app.register(cookie);

  const token = opts.dashboardToken;
  const sessions = token ? new SessionBook(token, opts.revocations) : undefined;
  const throttle = new SignInThrottle(opts.signInThrottle);
  const limit = new ClientRateLimit({ max: opts.clientRateLimit, windowMs: 60_000 });
  const pageHeaders = [...helmetHeaders(HELMET_OPTIONS), ['permissions-policy', PERMISSIONS_POLICY] as const];

  /**
   * The page's security headers, then an allowed Origin on socket upgrades and state-changing API
   * requests and a session where one is needed. A callback, not an async function: it runs on every
   * request, and a promise per request shows.
   */
  function guard(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, route: RouteFacts): void {
    if (route.pageHeaders) writePageHeaders(reply.raw, pageHeaders);
    const api = route.api || underApi(targetPath(req));
    const upgrade = req.headers.upgrade !== undefined && req.headers.upgrade.toLowerCase() === 'websocket';
    const changing = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if ((upgrade || (api && changing)) && !originAllowed(req, policy)) {
      reply.code(403).send({ error: 'origin_not_allowed', message: 'cross-origin request refused' });
      return;
    }
    // Asked only when a token is set: without one there is no session to need.
    if (
      sessions &&
      (upgrade || (api && !route.sessionFree && !(route.metrics && isTokenScrape(req, opts.metricsToken)))) &&
      !sessions.valid(req.cookies[SESSION_COOKIE])
    ) {
      reply.code(401).send({ error: 'unauthorized', message: 'sign in with the dashboard token (POST /api/session)' });
      return;
    }
    // The client is req.ip: X-Forwarded-For counts only from a trusted proxy. X-RateLimit-* on /api
    // answers describe the upstream budget (the proxy sets them): this limit only says Retry-After.
    const waitS = api && route.limited ? limit.take(req.ip) : 0;
    if (waitS > 0) {
      reply.code(429).header('retry-after', String(waitS));
      reply.send({ error: 'client_rate_limited', message: `too many requests from this client; retry in ${waitS} s` });
      return;
    }
    done();
  }

  // Each route gets the guard as its first onRequest hook, with what its pattern says worked out once
  // (Fastify's req.routeOptions builds a new object on every read). A new array, not a push: the HEAD
  // route Fastify adds for a GET route starts from a copy of the same options and gets its own.
  app.addHook('onRoute', (route) => {
    const facts = routeFacts(route.url, route.config?.pageHeaders !== false);
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const hook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void =>
      guard(req, reply, done, facts);
    route.onRequest = [hook, ...own];
    // A JSON route's answers carry the Permissions-Policy alone (its fast hits write it themselves).
    if (!facts.pageHeaders) {
      const sent = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...sent, permissionsPolicyOnSend];
    }
  });
  // A request no route matched runs no route's hooks: guarded here.
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (req.is404) guard(req, reply, done, NO_ROUTE);
    else done();
  });

  app.post('/api/session', async (req, reply) => {
    if (!token) return reply.send({ required: false });
    const waitMs = throttle.waitMs(req.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: 'sign_in_throttled', message: `too many wrong tokens; retry in ${seconds} s` });
    }
    const given = (req.body as { token?: unknown } | undefined)?.token;
    if (!tokenMatches(token, given)) {
      throttle.failed(req.ip);
      return reply.code(401).send({ error: 'invalid_token', message: 'wrong dashboard token' });
    }
    throttle.succeeded(req.ip);
    reply.setCookie(SESSION_COOKIE, newSessionValue(token), {
      httpOnly: true,
      sameSite: 'strict',
      secure: isTls(req),
      path: '/',
      maxAge: SESSION_MAX_AGE_S,
    });
    return reply.send({ required: true, ok: true });
  });

  // Sign-out: the value is revoked (a replayed copy stops working) and the cookie cleared.
  app.delete('/api/session', async (req, reply) => {
    sessions?.revoke(req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: isTls(req), path: '/' });
    return reply.send({ required: token !== undefined, signed_out: true });
  });

  // Lets the SPA know whether it must ask for the token (answers with or without a session).
  app.get('/api/session', async (req) => ({
    required: token !== undefined,
    valid: sessions === undefined || sessions.valid(req.cookies[SESSION_COOKIE]),
  }));
}

/**
 * Needs the body-errors plugin first: the session sign-in reads its body through that JSON parser.
 */
export const securityPlugin = fp(security, {
  name: 'bff-security',
  fastify: '5.x',
  dependencies: ['bff-body-errors'],
});
