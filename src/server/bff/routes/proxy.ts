/**
 * `/api/v1/*` → upstream `/v1/*`: only contract routes (src/api registry), validated before any
 * upstream request, normalised query only, through the governor and the answer cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { cachePolicy, requestedSession } from '../../../api/cache-policy';
import type { EndpointSpec } from '../../../api/endpoint';
import { doorOf, toPayload } from '../../../api/doors';
import { buildPath, matchRoute } from '../../../api/match';
import { validateBody, validateRequest, type ParamValue } from '../../../api/validate';
import type { Answer, AnswerCache, CacheStatus, FetchResult, Served } from '../cache/answer-cache';
import { checkUpstreamAnswer } from '../drift/answer-drift';
import type { DriftLog } from '../drift/drift';
import type { Governor, Priority, Refusal } from '../budget/governor';
import { BudgetRefused, type McpDoor } from '../mcp/mcp-door';
import { Lru } from '../../lru';
import { PLAN_CACHE_MAX_BYTES, withShortInputs } from '../cache/plan-cache';
import { PERMISSIONS_POLICY } from '../security/page-headers';
import { refusalBody } from '../budget/refusal-body';
import { UpstreamError, type UpstreamClient, type UpstreamResponse } from '../upstream/upstream-client';

/** What the key in use brings (upstream/key-scope.ts): read once per request, so a switch never mixes two keys. */
export interface KeyedDeps {
  readonly upstream: UpstreamClient | undefined;
  readonly governor: Governor;
  readonly cache: AnswerCache;
  /** The upstream's `/mcp` client: endpoints whose door is an MCP tool are called through it. */
  readonly mcp: McpDoor | undefined;
}

export interface ProxyDeps {
  readonly keyed: () => KeyedDeps;
  /** Where answers that do not match the reference are recorded (their body is forwarded unchanged). */
  readonly drift?: DriftLog;
  readonly now?: () => number;
  /**
   * Answer fresh cache hits from the route's preParsing hook, after every onRequest check (Origin,
   * session, per-client rate limit) and before body parsing, validation and the handler. Off when
   * requests are logged (debug/trace): a hijacked reply is not logged as completed.
   */
  readonly fastHits?: boolean;
  /**
   * Whether endpoints with no published door are forwarded to their assumed REST path: only when the
   * upstream is the sandbox, which serves them as conveniences; a real service would 404 them anyway.
   */
  readonly unpublishedPaths?: boolean;
  /** Keeps each fresh upstream answer of the endpoints a session replay steps through (store.ts journal). */
  readonly journal?: (spec: EndpointSpec, values: Readonly<Record<string, ParamValue>>, body: Buffer) => void;
  /** Every answer to a client for a contract endpoint, with its X-Cache outcome (the metrics count them). */
  readonly onServed?: (endpointId: string, cache: CacheStatus) => void;
}

/** A GET of `/api/v1/…` made by the BFF itself; the body is the parsed JSON (null when it is not JSON). */
export type InternalGet = (url: string) => Promise<{ readonly status: number; readonly body: unknown }>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The BFF's own readers' GET (the alert engine's IV rank), taking the browser's road: validated,
     * answered from the cache when it can, else governed at background priority.
     */
    readonly internalGet: InternalGet;
  }
}

function parsedBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return { status, headers: { ...JSON_TYPE, ...headers }, body: Buffer.from(JSON.stringify(body)) };
}

function refusalAnswer(r: Refusal): Answer {
  return jsonAnswer(429, refusalBody(r), { 'retry-after': String(r.retryAfterSec) });
}

/** A request that got no upstream answer: the budget said no, or the upstream timed out or failed. */
function failureAnswer(err: unknown): Answer {
  if (err instanceof BudgetRefused) return refusalAnswer(err.refusal);
  if (err instanceof UpstreamError && err.kind === 'timeout') {
    return jsonAnswer(504, { error: 'upstream_timeout', message: err.message });
  }
  const message = err instanceof UpstreamError ? err.message : 'upstream request failed';
  return jsonAnswer(502, { error: 'upstream_unavailable', message });
}

/** Headers that change between two answers of one cached copy: computed per answer. */
const LIVE_HEADERS = new Set(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-cache', 'age']);
const FLOW_ROW_HEADERS = new Set(['x-flowrows-limit', 'x-flowrows-remaining', 'x-flowrows-reset']);
/** What every proxied JSON answer carries instead of the page's security headers (page-headers.ts). */
const JSON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** The answer to `Cache-Control: only-if-cached` when nothing is stored (RFC 9111: 504). */
const NOT_STORED = jsonAnswer(504, {
  error: 'not_stored',
  message: 'not stored by this dashboard; asked with only-if-cached',
});

function priorityOf(req: FastifyRequest): Priority {
  return req.headers['x-priority'] === 'background' ? 'background' : 'interactive';
}

/** The raw query of the URL, decoded as a browser encodes it; repeated names keep every value. */
function rawQuery(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of search) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

async function proxy(app: FastifyInstance, deps: ProxyDeps): Promise<void> {
  /** One governed upstream attempt; never throws, failures become answers. */
  /** The endpoint's door: its REST path, or its MCP tool with the answer mapped onto the family's payload. */
  async function callDoor(
    k: KeyedDeps,
    client: UpstreamClient,
    spec: EndpointSpec,
    pathAndQuery: string,
    values: Readonly<Record<string, ParamValue>>,
    body: unknown,
    priority: Priority,
  ): Promise<UpstreamResponse> {
    const door = doorOf(spec);
    const mcp = door.kind === 'mcp' ? k.mcp : undefined;
    if (door.kind !== 'mcp' || !mcp) return client.send(spec.method, pathAndQuery, body);
    // Prepared in `attempt`; a connection lost since is made again, paid the same way.
    const res = await mcp.call(door, values, { slot: () => k.governor.acquire(priority) });
    if (res.status !== 200) return res;
    const mapped = toPayload(spec, JSON.parse(res.body.toString('utf8')), values);
    if (!mapped.ok) deps.drift?.record(spec.id, [{ path: mapped.path, problem: mapped.problem }]);
    return { ...res, body: Buffer.from(JSON.stringify(mapped.payload)) };
  }

  async function attempt(
    k: KeyedDeps,
    spec: EndpointSpec,
    pathAndQuery: string,
    values: Readonly<Record<string, ParamValue>>,
    body: unknown,
    background: boolean,
  ): Promise<FetchResult> {
    const client = k.upstream;
    if (!client)
      return {
        kind: 'failed',
        answer: jsonAnswer(502, { error: 'upstream_unavailable', message: 'upstream not started' }),
      };
    const priority = background ? 'background' : 'interactive';
    const door = doorOf(spec);
    if (door.kind === 'mcp' && k.mcp) {
      // The door's connect and tools/list are paid before the call's own slot: a burst of first calls
      // then waits on one connection instead of queueing ahead of it.
      try {
        await k.mcp.prepare(() => k.governor.acquire(priority));
      } catch (err) {
        return { kind: 'failed', answer: failureAnswer(err) };
      }
    }
    const permit = await k.governor.acquire(priority, { flowRows: spec.flowRows });
    if (!permit.ok) return { kind: 'failed', answer: refusalAnswer(permit) };
    try {
      const res = await callDoor(k, client, spec, pathAndQuery, values, body, priority);
      permit.done(res);
      if (res.status === 200) deps.journal?.(spec, values, res.body);
      return { kind: 'answer', answer: deps.drift ? checkUpstreamAnswer(spec.id, res, deps.drift) : res };
    } catch (err) {
      permit.done();
      return { kind: 'failed', answer: failureAnswer(err) };
    }
  }

  function send(reply: FastifyReply, governor: Governor, spec: EndpointSpec, s: Served): FastifyReply {
    const headers: Record<string, string> = { ...s.headers };
    if (s.cache !== 'MISS' || headers['x-ratelimit-limit'] === undefined) {
      // A copy answered without asking upstream shows the budget as it is now, not as it was.
      Object.assign(headers, governor.rateLimitHeaders());
      if (spec.flowRows) Object.assign(headers, governor.flowRowHeaders());
    }
    headers['x-cache'] = s.cache;
    headers['age'] = String(s.age);
    deps.onServed?.(spec.id, s.cache);
    Object.assign(headers, governor.pacingHeaders(), JSON_HEADERS);
    return reply.code(s.status).headers(headers).send(s.body);
  }

  // A hit's fixed headers, as the flat name/value list `writeHead` takes, built once per cached copy.
  const fixedHeaders = new WeakMap<Answer, string[]>();
  function hitHeaders(spec: EndpointSpec, answer: Answer): string[] {
    let fixed = fixedHeaders.get(answer);
    if (!fixed) {
      fixed = [];
      const all: Record<string, string> = { ...answer.headers, ...JSON_HEADERS };
      for (const [name, value] of Object.entries(all)) {
        if (LIVE_HEADERS.has(name) || (spec.flowRows && FLOW_ROW_HEADERS.has(name)) || name === 'content-length')
          continue;
        fixed.push(name, value);
      }
      // Written here, not by the security hook: headers set before `writeHead` send it down a slower road.
      fixed.push('content-length', String(answer.body.length), 'permissions-policy', PERMISSIONS_POLICY);
      fixedHeaders.set(answer, fixed);
    }
    return fixed;
  }

  /** preParsing hook of the proxy route: a fresh hit is written out here, as ready bytes. */
  function fastHit(req: FastifyRequest, reply: FastifyReply, _payload: unknown, done: HookHandlerDoneFunction): void {
    if (req.method !== 'GET' || req.headers.upgrade !== undefined) return done();
    const p = planFor('GET', req.url);
    if (p.kind !== 'forward' || p.spec.cache === 'no-store') return done();
    const { cache, governor } = deps.keyed();
    const h = cache.hit(p.key);
    if (!h) return done();
    const headers = hitHeaders(p.spec, h.answer).slice();
    // The budget as it is now, not as it was when the copy was made (as `send` does).
    governor.pushBudgetHeaders(headers, p.spec.flowRows);
    headers.push('x-cache', 'HIT', 'age', String(h.age));
    deps.onServed?.(p.spec.id, 'HIT');
    reply.hijack();
    reply.raw.writeHead(h.answer.status, headers);
    reply.raw.end(h.answer.body);
  }

  /** Everything a request URL decides, before any upstream work: computed once per distinct URL. */
  type Plan =
    | {
        readonly kind: 'reply';
        readonly status: number;
        readonly body: unknown;
        readonly headers?: Record<string, string>;
      }
    | {
        readonly kind: 'forward';
        readonly spec: EndpointSpec;
        readonly values: Readonly<Record<string, ParamValue>>;
        /** Upstream path with the normalised known query only (a client `api_key` never travels on). */
        readonly pathAndQuery: string;
        /** Cache key: every parameter with its default, so `?limit=200` and no limit share one entry. */
        readonly key: string;
      };

  function plan(method: string, rawUrl: string): Plan {
    const q = rawUrl.indexOf('?');
    const pathname = (q < 0 ? rawUrl : rawUrl.slice(0, q)).replace(/^\/api/, '');
    const m = matchRoute(method, pathname, 'rest');
    if (m.kind === 'not_found') {
      return { kind: 'reply', status: 404, body: { error: 'not_found', message: 'no such route in the API contract' } };
    }
    if (m.kind === 'method_not_allowed') {
      const allow = m.allow.join(', ');
      return {
        kind: 'reply',
        status: 405,
        body: { error: 'method_not_allowed', message: `allowed: ${allow}` },
        headers: { allow },
      };
    }
    const spec = m.spec;
    const door = doorOf(spec);
    if (door.kind === 'none' && !deps.unpublishedPaths) {
      return { kind: 'reply', status: 404, body: { error: 'no_published_door', message: door.reason } };
    }
    const search = new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1));
    const v = validateRequest(spec, { pathParams: m.pathParams, query: rawQuery(search) });
    if (!v.ok) return { kind: 'reply', status: 422, body: withShortInputs(v.error) };
    const pathValues: Record<string, string> = {};
    for (const p of spec.params) if (p.in === 'path') pathValues[p.name] = String(v.values[p.name]);
    const path = buildPath(spec, pathValues);
    const qs = new URLSearchParams(v.query).toString();
    const keyQuery = spec.params
      .filter((p) => p.in === 'query' && v.values[p.name] !== undefined)
      .map((p) => {
        const value = v.values[p.name]!;
        return `${p.name}=${Array.isArray(value) ? value.join(',') : String(value)}`;
      })
      .sort()
      .join('&');
    return {
      kind: 'forward',
      spec,
      values: v.values,
      pathAndQuery: `${path}${qs ? `?${qs}` : ''}`,
      key: `${spec.method} ${path}?${keyQuery}`,
    };
  }

  // The same URLs repeat all day (panels, tabs, polling): remember what each one decided.
  const plans = new Lru<string, Plan>(PLAN_CACHE_MAX_BYTES);
  function planFor(method: string, rawUrl: string): Plan {
    const k = `${method} ${rawUrl}`;
    let p = plans.get(k);
    if (!p) {
      p = plan(method, rawUrl);
      // Weighed in bytes: the key (UTF-16) and what the plan holds.
      const held =
        p.kind === 'reply' ? JSON.stringify(p.body).length : 2 * (p.pathAndQuery.length + p.key.length) + 512;
      plans.set(k, p, 2 * k.length + held);
    }
    return p;
  }

  async function handle(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const p = planFor(req.method, req.url);
    if (p.kind === 'reply')
      return reply
        .code(p.status)
        .headers({ ...JSON_HEADERS, ...p.headers })
        .send(p.body);
    const { spec } = p;
    let body: unknown;
    if (spec.method !== 'GET') {
      const b = validateBody(spec, req.body);
      if (!b.ok) return reply.code(422).headers(JSON_HEADERS).send(withShortInputs(b.error));
      body = b.value;
    }
    const background = priorityOf(req) === 'background';
    const k = deps.keyed();
    if (spec.method !== 'GET' || spec.cache === 'no-store') {
      const r = await attempt(k, spec, p.pathAndQuery, p.values, body, background);
      return send(reply, k.governor, spec, { ...r.answer, cache: 'MISS', age: 0 });
    }
    const served = await k.cache.get({
      key: p.key,
      policy: cachePolicy(spec),
      session: requestedSession(spec, p.values),
      fetch: (bg) => attempt(k, spec, p.pathAndQuery, p.values, undefined, bg || background),
    });
    return send(reply, k.governor, spec, served);
  }

  app.decorate('internalGet', async (url: string) => {
    const p = planFor('GET', url);
    if (p.kind === 'reply') return { status: p.status, body: p.body };
    const k = deps.keyed();
    const { spec } = p;
    const served = await k.cache.get({
      key: p.key,
      policy: cachePolicy(spec),
      session: requestedSession(spec, p.values),
      fetch: () => attempt(k, spec, p.pathAndQuery, p.values, undefined, true),
    });
    return { status: served.status, body: parsedBody(served.body) };
  });

  // Whether the BFF holds an answer (in memory or stored for good), never asking upstream: a page asks
  // it before spending what a first read costs (a past session's tape, in flow rows). Always a 200, so
  // "not stored" is an answer and not a failed request.
  app.get('/api/stored/v1/*', async (req, reply) => {
    const p = planFor('GET', req.url.replace(/^\/api\/stored\//, '/api/'));
    if (p.kind === 'reply')
      return reply
        .code(p.status)
        .headers({ ...JSON_HEADERS, ...p.headers })
        .send(p.body);
    const k = deps.keyed();
    const served = await k.cache.get({
      key: p.key,
      policy: cachePolicy(p.spec),
      session: requestedSession(p.spec, p.values),
      fetch: async () => ({ kind: 'failed', answer: NOT_STORED }),
    });
    const stored = served.body !== NOT_STORED.body && served.status === 200;
    return reply.headers(JSON_HEADERS).send({ stored });
  });

  app.route({
    method: ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'],
    url: '/api/v1/*',
    // JSON only: the page's security headers are replaced by the few a JSON answer needs.
    config: { pageHeaders: false },
    ...(deps.fastHits ? { preParsing: fastHit } : {}),
    handler: handle,
  });
}

/** Wrapped by fastify-plugin so that `app.internalGet` reaches the plugins registered after it. */
export const proxyPlugin = fp(proxy, { name: 'bff-proxy', fastify: '5.x' });
