/**
 * The sandbox route tests' shared ways in. In process: a family's route table called the way the
 * server calls it, without HTTP: the request passes the contract's validation and then the sandbox's
 * own strict reading (so a sector fund symbol arrives as its sector key), at a market clock the test
 * chooses, through the server's own lookup (a HttpError thrown by a handler becomes its error answer). Over HTTP: a sandbox on a free loopback port whose limits no test reaches, and a JSON GET.
 */
import { currentSession } from '../../../api/calendar';
import { endpoint, isEndpointId } from '../../../api/registry';
import { validateRequest } from '../../../api/validate';
import { handlerOf, type HandlerResult, type RequestContext, type RouteTable } from '../handler';
import { SANDBOX_PRO_KEY } from '../key-store';
import type { Market } from '../market';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server';
import { strictReading } from '../strict-params';

export const PRO_HEADERS: Readonly<Record<string, string>> = { 'x-api-key': SANDBOX_PRO_KEY };

export interface RouteRequest {
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** The market clock, epoch ms. */
  readonly now: number;
  /** The caller's real-time watchlist (upper-case symbols). */
  readonly watchlist?: readonly string[];
  readonly tier?: 'pro' | 'free';
}

/** The handler's answer; throws when the request itself is invalid (a test's own mistake, not a 422 under test). */
export async function callRoute(
  table: RouteTable,
  market: Market,
  id: string,
  req: RouteRequest,
): Promise<HandlerResult> {
  if (!isEndpointId(id)) throw new Error(`unknown endpoint id in a test: ${id}`);
  const spec = endpoint(id);
  const checked = validateRequest(spec, { pathParams: { ...req.pathParams }, query: { ...req.query } });
  if (!checked.ok) throw new Error(`invalid test request ${id}: ${JSON.stringify(checked.error)}`);
  const strict = strictReading(id, checked.values);
  if (!strict.ok) throw new Error(`invalid test request ${id}: ${JSON.stringify(strict.error)}`);
  const handler = handlerOf(table, id);
  if (!handler) throw new Error(`no handler for ${id}`);
  const ctx: RequestContext = {
    spec,
    values: strict.values,
    market,
    clock: { now: () => req.now, currentSession: () => currentSession(req.now) },
    tier: req.tier ?? 'pro',
    watchlist: new Set(req.watchlist ?? []),
    apiKey: SANDBOX_PRO_KEY,
    identity: `key:${SANDBOX_PRO_KEY}`,
  };
  return handler(ctx);
}

/**
 * An answer's body for deep reads in assertions: a test states the shape it expects field by field,
 * so the body is left untyped here rather than cast at every read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bodyOf = (r: HandlerResult): any => r.body;

/** The value without its `computed_at` stamps (wall-clock time), at any depth: for comparing answers. */
export function withoutComputedAt(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (k: string, v: unknown) => (k === 'computed_at' ? undefined : v))) as unknown;
}

/** A sandbox on a free loopback port, not warmed, with limits no test reaches unless it sets its own. */
export function startTestSandbox(opts: SandboxOptions): Promise<RunningSandbox> {
  return startSandbox({
    port: 0,
    warm: false,
    limits: { perMinute: { pro: 10_000, free: 10_000 }, perDay: { pro: 100_000, free: 100_000 } },
    ...opts,
  });
}

/** GET a path of the running sandbox (a Pro key unless other headers are given) and read its JSON. */
export async function getJson(
  s: RunningSandbox,
  path: string,
  headers: Readonly<Record<string, string>> = PRO_HEADERS,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see bodyOf
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${s.url}${path}`, { headers });
  return { status: res.status, body: await res.json() };
}
