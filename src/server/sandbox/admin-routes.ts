/**
 * /sandbox/* admin routes for tests and demos: counters, faults, markers, renames, answer variants,
 * stream closes, the flow-row budget, reset and the clock. Loopback clients only (403 otherwise): they can break the service.
 */
import { parseTicker } from '../../api/ticker';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { INVALID_JSON } from './json-body';
import { resetState, type SandboxState } from './state';
import type { StreamName } from './counters';
import { isVariantName, VARIANT_DESCRIPTIONS, VARIANT_NAMES, type Variants } from './variants';

const LOOPBACK_V4 = /^127(\.\d{1,3}){3}$/;

/** Whether a socket's remote address is the local machine (IPv4 127/8, ::1, or IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || LOOPBACK_V4.test(a);
}

const STREAM_CLOSE_CODES = new Set([1000, 1001, 1006, 1011, 4001, 4003, 4008, 4029]);

type Json = Record<string, unknown>;

function bad(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'bad_request', message });
}

function objectBody(body: unknown): Json | null {
  if (body === INVALID_JSON || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return body as Json;
}

function optionalNumber(v: unknown): number | undefined | null {
  if (v === undefined || v === null) return undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

/** The active variants and every known one with its description (GET, POST and DELETE answer it). */
function variantsBody(variants: Variants): Json {
  return {
    active: variants.list(),
    known: VARIANT_NAMES.map((name) => ({ name, description: VARIANT_DESCRIPTIONS[name] })),
  };
}

export interface AdminRoutesOptions {
  readonly state: SandboxState;
}

export async function adminRoutes(app: FastifyInstance, opts: AdminRoutesOptions): Promise<void> {
  const { state } = opts;

  app.addHook('onRequest', async (req, reply) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      return reply
        .code(403)
        .send({ error: 'forbidden', message: 'Sandbox admin routes answer loopback clients only.' });
    }
  });

  app.get('/counters', async () => ({
    ...state.counters.snapshot(),
    flow_rows_used: state.budget.used(),
    flow_rows_remaining: state.budget.remaining(),
    ws_open: { flow: state.connections.count('flow'), 'abnormal-trades': state.connections.count('abnormal-trades') },
  }));

  app.post('/faults', async (req, reply) => {
    const b = objectBody(req.body);
    if (!b || typeof b.pattern !== 'string' || b.pattern === '') return bad(reply, 'pattern (a path glob) is required');
    const status = b.status;
    if (
      status !== undefined &&
      (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
    ) {
      return bad(reply, 'status must be an HTTP error status (400-599)');
    }
    const count = optionalNumber(b.count);
    const retryAfter = optionalNumber(b.retry_after);
    const delayMs = optionalNumber(b.delay_ms);
    if (count === null || retryAfter === null || delayMs === null)
      return bad(reply, 'count, retry_after and delay_ms are numbers ≥ 0');
    if (status === undefined && delayMs === undefined) return bad(reply, 'give a status, a delay_ms, or both');
    const method = b.method;
    if (method !== undefined && method !== 'GET' && method !== 'PUT' && method !== 'POST')
      return bad(reply, 'method is GET, PUT or POST');
    state.faults.addFault({
      pattern: b.pattern,
      ...(status === undefined ? {} : { status }),
      ...(count === undefined ? {} : { count }),
      ...(retryAfter === undefined ? {} : { retryAfter }),
      ...(delayMs === undefined ? {} : { delayMs }),
      ...(method === undefined ? {} : { method }),
    });
    return reply.code(201).send({ ok: true });
  });

  app.delete('/faults', async () => {
    state.faults.clearFaults();
    return { ok: true };
  });

  app.post('/markers', async (req, reply) => {
    const b = objectBody(req.body);
    if (!b || typeof b.pattern !== 'string' || b.pattern === '') return bad(reply, 'pattern (a path glob) is required');
    const count = optionalNumber(b.count);
    if (count === null) return bad(reply, 'count is a number ≥ 0');
    if (b.degraded !== true && b.stale_live_window !== true)
      return bad(reply, 'set degraded: true or stale_live_window: true');
    state.faults.addMarker({
      pattern: b.pattern,
      degraded: b.degraded === true,
      staleLiveWindow: b.stale_live_window === true,
      ...(count === undefined ? {} : { count }),
    });
    return reply.code(201).send({ ok: true });
  });

  app.delete('/markers', async () => {
    state.faults.clearMarkers();
    return { ok: true };
  });

  // Contract drift: rename (or upper-case) a field of the answers, or stream frames (pattern `/v1/ws/flow`),
  // whose path a glob matches.
  app.post('/renames', async (req, reply) => {
    const b = objectBody(req.body);
    if (!b || typeof b.pattern !== 'string' || b.pattern === '') return bad(reply, 'pattern (a path glob) is required');
    if (typeof b.from !== 'string' || b.from === '') return bad(reply, 'from (a dotted field path) is required');
    const to = typeof b.to === 'string' && b.to !== '' ? b.to : undefined;
    if (to === undefined && b.upper_case !== true)
      return bad(reply, 'give to (the new name), upper_case: true, or both');
    const count = optionalNumber(b.count);
    if (count === null) return bad(reply, 'count is a number ≥ 0');
    state.faults.addRename({
      pattern: b.pattern,
      from: b.from,
      ...(to === undefined ? {} : { to }),
      ...(b.upper_case === true ? { upperCase: true } : {}),
      ...(count === undefined ? {} : { count }),
    });
    return reply.code(201).send({ ok: true });
  });

  app.delete('/renames', async () => {
    state.faults.clearRenames();
    return { ok: true };
  });

  // Reference-permitted answer forms other than the sandbox's own: the body names exactly the set to use.
  app.get('/variants', async () => variantsBody(state.variants));

  app.post('/variants', async (req, reply) => {
    const names = objectBody(req.body)?.variants;
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string'))
      return bad(reply, 'variants is a list of variant names (GET /sandbox/variants lists them)');
    const unknown = (names as string[]).filter((n) => !isVariantName(n));
    if (unknown.length > 0) {
      return bad(
        reply,
        `unknown variant ${unknown.map((n) => JSON.stringify(n)).join(', ')}; known: ${VARIANT_NAMES.join(', ')}`,
      );
    }
    state.variants.set((names as string[]).filter(isVariantName));
    return variantsBody(state.variants);
  });

  app.delete('/variants', async () => {
    state.variants.clear();
    return variantsBody(state.variants);
  });

  app.post('/ws/close', async (req, reply) => {
    const b = objectBody(req.body);
    const endpoint = b?.endpoint;
    if (endpoint !== 'flow' && endpoint !== 'abnormal-trades')
      return bad(reply, "endpoint is 'flow' or 'abnormal-trades'");
    const code = b?.code;
    if (typeof code !== 'number' || !STREAM_CLOSE_CODES.has(code))
      return bad(reply, `code is one of ${[...STREAM_CLOSE_CODES].join(', ')}`);
    const closed = state.connections.closeAll(endpoint as StreamName, code);
    return { ok: true, closed };
  });

  app.post('/flow-rows', async (req, reply) => {
    const b = objectBody(req.body);
    const remaining = optionalNumber(b?.remaining);
    if (remaining === undefined || remaining === null) return bad(reply, 'remaining is a number ≥ 0');
    state.budget.setRemaining(remaining);
    return { ok: true, remaining: state.budget.remaining() };
  });

  // A move of one ticker's streamed price, from now (market time): what a price alert watches.
  app.post('/price-move', async (req, reply) => {
    const b = objectBody(req.body);
    const ticker = typeof b?.ticker === 'string' ? parseTicker(b.ticker) : null;
    const pct = b?.pct;
    if (!ticker) return bad(reply, 'ticker is a ticker symbol');
    if (typeof pct !== 'number' || !Number.isFinite(pct) || pct <= -100 || pct > 1000)
      return bad(reply, 'pct is a percent move, above -100 and at most 1000');
    const fromMs = state.clock.now();
    state.priceMoves.set(ticker, pct, fromMs);
    return { ok: true, ticker, pct, from: new Date(fromMs).toISOString() };
  });

  app.post('/reset', async () => {
    resetState(state);
    return { ok: true };
  });

  app.get('/clock', async () => state.clock.describe());

  app.post('/clock', async (req, reply) => {
    const b = objectBody(req.body);
    if (typeof b?.clock !== 'string') return bad(reply, "clock is 'replay', 'real', an ISO time or 'frozen:<ISO>'");
    try {
      state.clock.set(b.clock);
    } catch (err) {
      return bad(reply, (err as Error).message);
    }
    return state.clock.describe();
  });
}
