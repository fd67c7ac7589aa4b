/**
 * The request pipeline for /health and /v1/* (Fastify plugin). Order matters and follows the brief:
 * route match → auth → rate limits → tier → validation → faults → handler → flow-row budget →
 * free preview → field renames → answer variants (/sandbox/variants). Paths, params, bounds, access and
 * previews all come from src/api (the registry).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { marketState } from '../../api/calendar';
import type { EndpointSpec } from '../../api/endpoint';
import { matchRoute } from '../../api/match';
import { validateBody, validateRequest, type ParamValue } from '../../api/validate';
import { handlerOf, type HandlerResult, type RequestContext } from './handler';
import { INVALID_JSON } from './json-body';
import { strictReading } from './strict-params';
import { EXPIRED_KEY_MESSAGE } from './key-store';
import { nextUtcMidnight } from '../../api/time-windows';
import { secondsUntil, type Tier } from './limits';
import { applyPreview } from './preview';
import type { SandboxState } from './state';
import { INTERNAL_HEADER, INTERNAL_TOKEN } from './strict-mode';
import { answerWithVariants } from './variant-answers';
import { retryAfterAsDate } from './variant-retry-after-date';

type Headers = Record<string, string>;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

function error(status: number, code: string, message: string, headers: Headers = {}, extra: object = {}): Answer {
  return { status, body: { error: code, message, ...extra }, headers };
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Status code → error code of an injected fault. */
function faultCode(status: number): string {
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 502) return 'upstream_unavailable';
  if (status === 503) return 'service_unavailable';
  if (status === 504) return 'upstream_timeout';
  return status >= 500 ? 'internal_error' : 'injected_fault';
}

function rowsOf(body: unknown, key: string): unknown[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const rows = (body as Record<string, unknown>)[key];
  return Array.isArray(rows) ? rows : undefined;
}

function withRows(body: unknown, key: string, rows: unknown[], extra: object = {}): unknown {
  return { ...(body as Record<string, unknown>), [key]: rows, ...extra };
}

interface Pipeline {
  spec: EndpointSpec;
  pathname: string;
  tier: Tier;
  apiKey: string | undefined;
  identity: string;
  values: Readonly<Record<string, ParamValue>>;
  body: unknown;
}

/** Markers (admin-injected, or `stale_live_window` of the real clock) on an answer of a tape-family route. */
function applyMarkers(state: SandboxState, p: Pipeline, result: Answer): Answer {
  const key = p.spec.rowsKey ?? 'rows';
  if (result.status !== 200 || rowsOf(result.body, key) === undefined) return result;
  const marker = state.faults.takeMarker(p.pathname);
  const hint = (): string =>
    `The live window is empty (market closed); request session=${state.clock.currentSession()}`;
  if (marker?.degraded) return { ...result, body: withRows(result.body, key, [], { degraded: true }) };
  if (marker?.staleLiveWindow) {
    return { ...result, body: withRows(result.body, key, [], { stale_live_window: true, hint: hint() }) };
  }
  const live = p.values.session === undefined;
  if (p.spec.flowRows && live && state.clock.mode === 'real' && rowsOf(result.body, key)!.length === 0) {
    if (marketState(state.clock.now()) !== 'open' && !(result.body as Record<string, unknown>).stale_live_window) {
      return { ...result, body: { ...(result.body as object), stale_live_window: true, hint: hint() } };
    }
  }
  return result;
}

/** Charge the flow-row budget for a tape answer, cutting the rows to what remains. */
function chargeRows(state: SandboxState, p: Pipeline, result: Answer, declared: number | undefined): Answer {
  if (result.status !== 200) return result;
  const key = p.spec.rowsKey ?? 'rows';
  const rows = rowsOf(result.body, key);
  const count = rows ? rows.length : (declared ?? 0);
  const remaining = state.budget.remaining();
  if (count <= remaining) {
    state.budget.charge(count);
    return result;
  }
  state.budget.charge(remaining);
  if (!rows) return result;
  const kept = rows.slice(0, remaining);
  return {
    ...result,
    body: withRows(result.body, key, kept, { truncated_by_budget: true, ...cursorAfter(p, result.body, kept) }),
  };
}

/**
 * The paging cursor of a tape answer cut by the budget: just past the last row actually returned
 * (the handler's cursor pointed past rows the client never received), or the request's own cursor
 * when nothing was returned, so no row is ever skipped.
 */
function cursorAfter(p: Pipeline, body: unknown, kept: unknown[]): { next_older_than?: string | null } {
  if (typeof body !== 'object' || body === null || !('next_older_than' in body)) return {};
  const last = kept.at(-1) as { ts_ms?: unknown; event_id?: unknown } | undefined;
  if (last && typeof last.ts_ms === 'number' && typeof last.event_id === 'string') {
    return { next_older_than: `${last.ts_ms}:${last.event_id}` };
  }
  const asked = p.values.older_than;
  return { next_older_than: asked === undefined ? null : String(asked) };
}

async function runPipeline(state: SandboxState, req: FastifyRequest, count: boolean): Promise<Answer> {
  const pathname = req.url.split('?')[0] ?? '/';
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const match = matchRoute(method, pathname);
  if (count) state.counters.request(match.kind === 'found' ? match.spec.id : 'unmatched');

  const query = (req.query ?? {}) as Record<string, string | string[] | undefined>;
  const headerKey = headerValue(req.headers['x-api-key']);
  const keyTier = state.keys.tierOf(headerKey);
  const apiKey = keyTier ? headerKey : undefined;
  const identity = keyTier ? `key:${headerKey}` : `ip:${req.ip}`;
  const tier: Tier = keyTier ?? 'free';
  const decision = state.rate.hit(identity, tier);
  const rl: Headers = {
    'x-ratelimit-limit': String(decision.headers.limit),
    'x-ratelimit-remaining': String(decision.headers.remaining),
    'x-ratelimit-reset': String(decision.headers.reset),
  };

  // 1. route
  if (match.kind === 'not_found') return error(404, 'not_found', `No route ${method} ${pathname}.`, rl);
  if (match.kind === 'method_not_allowed') {
    return error(405, 'method_not_allowed', `${method} is not allowed on ${pathname}.`, {
      ...rl,
      allow: match.allow.join(', '),
    });
  }
  const spec = match.spec;
  const budgetHeaders = (): Headers => {
    if (!spec.flowRows) return {};
    const h = state.budget.headers();
    return {
      'x-flowrows-limit': String(h.limit),
      'x-flowrows-remaining': String(h.remaining),
      'x-flowrows-reset': String(h.reset),
    };
  };

  // 2. auth: keys travel in the X-API-Key header only (routes needing no key, like /health, ignore it)
  if (query.api_key !== undefined && spec.access !== 'none') {
    return error(
      401,
      'missing_api_key',
      'Send the API key in the X-API-Key header; api_key in a REST query is refused.',
      rl,
    );
  }
  if (spec.access !== 'none' && !keyTier) {
    const message = state.keys.isExpired(headerKey)
      ? EXPIRED_KEY_MESSAGE
      : headerKey
        ? 'The API key is not valid.'
        : 'An API key is required in the X-API-Key header.';
    return error(401, 'invalid_api_key', message, rl);
  }

  // 3. rate limits (real clock); a refused request has already consumed its slot
  if (decision.exceeded) {
    const which = decision.exceeded === 'minute' ? 'per-minute' : 'daily';
    return error(429, 'rate_limit_exceeded', `The ${which} request limit of this key is spent.`, {
      ...rl,
      'retry-after': String(decision.retryAfter),
    });
  }

  // 4. tier
  if (spec.access === 'pro' && tier !== 'pro') {
    return error(403, 'insufficient_tier', `${spec.method} ${spec.path} requires a Pro key.`, rl);
  }

  // 5. validation
  const checked = validateRequest(spec, { pathParams: match.pathParams, query });
  if (!checked.ok) return { status: 422, body: checked.error, headers: rl };
  const v = strictReading(spec.id, checked.values);
  if (!v.ok) return { status: 422, body: v.error, headers: rl };
  let body: unknown;
  if (spec.body) {
    if (req.body === INVALID_JSON) {
      return {
        status: 422,
        body: { detail: [{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid' }] },
        headers: rl,
      };
    }
    const b = validateBody(spec, req.body);
    if (!b.ok) return { status: 422, body: b.error, headers: rl };
    body = b.value;
  }

  // 6. faults
  const fault = state.faults.takeFault(pathname, method);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.status) {
    const h: Headers = { ...rl };
    if (fault.status === 429 || fault.status === 503 || fault.retryAfter !== undefined) {
      h['retry-after'] = String(fault.retryAfter ?? (fault.status === 429 ? 1 : 5));
    }
    return error(fault.status, faultCode(fault.status), `Injected fault on ${pathname}.`, h);
  }

  const p: Pipeline = { spec, pathname, tier, apiKey, identity, values: v.values, body };

  // 8 (early). nothing to serve from an exhausted budget
  if (spec.flowRows && state.budget.remaining() === 0) {
    const retry = secondsUntil(state.realNow(), nextUtcMidnight(state.realNow()));
    return error(429, 'flow_row_budget_exhausted', "Today's flow-row budget is spent; it resets at 00:00 UTC.", {
      ...rl,
      ...budgetHeaders(),
      'retry-after': String(retry),
    });
  }

  // 7. handler
  const ctx: RequestContext = {
    spec,
    values: v.values,
    market: state.market,
    clock: state.clock,
    tier,
    watchlist: state.watchlists.set(apiKey ?? ''),
    ...(body === undefined ? {} : { body }),
    apiKey,
    identity,
  };
  const handler = handlerOf(state.routeTable, spec.id);
  if (!handler)
    return error(501, 'not_implemented', `${spec.method} ${spec.path} is not implemented in the sandbox yet.`, rl);
  let result: HandlerResult;
  try {
    result = await handler(ctx);
  } catch (err) {
    req.log.error({ err }, `handler ${spec.id} failed`);
    return error(500, 'internal_error', `The sandbox handler for ${spec.id} failed.`, rl);
  }
  let answer: Answer = { status: result.status ?? 200, body: result.body, headers: { ...rl, ...result.headers } };

  answer = applyMarkers(state, p, answer);
  // 8. flow-row budget, after filtering
  if (spec.flowRows) {
    answer = chargeRows(state, p, answer, result.flowRows);
    answer.headers = { ...answer.headers, ...budgetHeaders() };
  }
  // 9. free preview
  if (spec.preview && tier === 'free' && answer.status === 200) {
    answer = { ...answer, body: applyPreview(answer.body, spec.preview, spec.rowsKey) };
  }
  // 10. contract-drift fault: a renamed field, on successful answers only
  if (answer.status < 300) answer = { ...answer, body: state.faults.applyRename(pathname, answer.body) };
  // 11. answer variants, on successful REST answers only: an MCP tool's internal request reads the
  // default form, and the MCP face answers in its own variant (mcp_text_only)
  if (answer.status < 300 && req.headers[INTERNAL_HEADER] !== INTERNAL_TOKEN) {
    answer = { ...answer, body: answerWithVariants(state.variants, spec, answer.body) };
  }
  return answer;
}

export interface ApiRoutesOptions {
  readonly state: SandboxState;
}

type RouteFn = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A Fastify handler running the pipeline; `count` says whether /sandbox/counters sees the request. */
export function pipelineHandler(state: SandboxState, count: boolean): RouteFn {
  return async (req, reply) => {
    const a = await runPipeline(state, req, count);
    if (count) state.counters.response(a.status);
    if (state.variants.has('retry_after_date')) a.headers = retryAfterAsDate(a.status, a.headers, state.realNow());
    return reply.code(a.status).headers(a.headers).type('application/json; charset=utf-8').send(JSON.stringify(a.body));
  };
}

/** Registers /health and /v1/* (every method: a wrong one answers 405 from the registry). */
export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const handler = pipelineHandler(opts.state, true);
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
  app.route({ method: methods, url: '/health', handler });
  app.route({ method: methods, url: '/v1/*', handler });
}
