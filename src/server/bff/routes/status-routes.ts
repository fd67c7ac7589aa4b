/**
 * GET /api/health and GET /api/budget, and (E2E=1 only, loopback clients only) the test hooks: close
 * browser-facing sockets, tell the embedded sandbox's URL. Upstream /health counts against the minute
 * window, so it is asked at background priority and remembered for 15 s (3 s after a failure); but
 * every real request also reports (UpstreamHealth), so a failure or a refused key shows at once.
 */
import type { RedisLink } from '../shared/redis-link';
import type { CspReports } from '../security/csp-reports';
import type { FastifyInstance } from 'fastify';
import type { BffMode } from '../config';
import type { DriftLog } from '../drift/drift';
import type { Governor } from '../budget/governor';
import type { HubEndpoint, StreamHub } from '../stream/stream-hub';
import type { UpstreamClient } from '../upstream/upstream-client';
import type { UpstreamHealth } from '../upstream/upstream-health';

export interface StatusOptions {
  readonly mode: BffMode;
  readonly e2e: boolean;
  readonly sandboxUrl: string | undefined;
  /** The budget of the key in use (it follows a switch of key). */
  readonly governor: () => Governor;
  readonly hubs: Readonly<Record<HubEndpoint, StreamHub>>;
  /** Several instances: whether Redis is reachable (down: this instance serves from memory). */
  readonly redis?: RedisLink | undefined;
  readonly upstream: () => UpstreamClient | undefined;
  /** Why there is no upstream (the embedded sandbox failed to start). */
  readonly upstreamError?: string | undefined;
  /** What every upstream request said of reachability and of the key. */
  readonly upstreamHealth: UpstreamHealth;
  /** Answers and frames that did not match the contract, by endpoint and field. */
  readonly drift: DriftLog;
  /** What the browsers' Content-Security-Policy blocked. */
  readonly csp: CspReports;
  /** Forget the cached answers of the key in use (memory only; stored past sessions stay). */
  readonly clearCache: () => void;
}

// A probe spends one request of the day's budget, which the trader's pages need: every few minutes,
// not every poll. Real requests flip the verdict at once in between, and a failed probe is retried
// within seconds.
const HEALTH_MEMO_MS = 5 * 60_000;
const HEALTH_RETRY_MS = 3_000;

function isLoopbackIp(ip: string): boolean {
  const a = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return a === '::1' || /^127\./.test(a);
}

function isFailure(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export async function statusPlugin(app: FastifyInstance, opts: StatusOptions): Promise<void> {
  let memo: { at: number; value: unknown } | undefined;

  /** The upstream's /health body (or why there is none), asked again once the memo is too old. */
  async function upstreamHealth(): Promise<unknown> {
    const client = opts.upstream();
    if (!client) return { error: 'upstream_unavailable', message: 'the embedded sandbox did not start' };
    const verdict = opts.upstreamHealth.verdict;
    const lastFailed = verdict.reachable === false || (memo !== undefined && isFailure(memo.value));
    const memoAge = memo ? Date.now() - memo.at : Infinity;
    if (memoAge < (lastFailed ? HEALTH_RETRY_MS : HEALTH_MEMO_MS)) return memo!.value;
    const permit = await opts.governor().acquire('background');
    if (!permit.ok)
      return memo?.value ?? { error: 'not_checked', message: 'no request budget to spare for a health check' };
    let value: unknown;
    try {
      const res = await client.send('GET', '/health');
      permit.done(res);
      try {
        value =
          res.status === 200 ? (JSON.parse(res.body.toString('utf8')) as unknown) : { error: `status_${res.status}` };
      } catch {
        value = { error: 'invalid_body' };
      }
    } catch (err) {
      permit.done();
      value = { error: 'upstream_unavailable', message: (err as Error).message };
    }
    memo = { at: Date.now(), value };
    return value;
  }

  app.get('/api/health', async () => {
    let upstream = await upstreamHealth();
    // A real request newer than the probe may know better (a failure flips the verdict at once).
    const verdict = opts.upstreamHealth.verdict;
    if (verdict.reachable === false && (!memo || (verdict.at ?? 0) >= memo.at)) {
      upstream = { error: 'upstream_unavailable', message: verdict.failure ?? 'upstream unreachable' };
    }
    if (verdict.key === 'invalid') {
      upstream = { error: 'key_invalid', message: 'the upstream refused our API key (401): check OA_API_KEY' };
    }
    const answered = typeof upstream === 'object' && upstream !== null && !('error' in upstream);
    const down = verdict.key === 'invalid' || verdict.reachable === false || !opts.upstream();
    const flow = opts.hubs.flow.status();
    const abnormal = opts.hubs['abnormal-trades'].status();
    return {
      status: answered && !down ? 'ok' : down ? 'down' : 'degraded',
      mode: opts.mode,
      key: verdict.key,
      upstream,
      budget: opts.governor().snapshot(),
      streams: {
        flow: flow.state,
        'abnormal-trades': abnormal.state,
        clients: flow.clients + abnormal.clients,
        detail: { flow, 'abnormal-trades': abnormal },
      },
      drift: opts.drift.list(),
      // Tool doors whose schema (tools/list) the registry cannot fill, and what each call leaves out.
      mcp_doors: opts.upstreamHealth.toolDoorReport ?? null,
      csp_violations: opts.csp.view(),
      shared: opts.redis ? opts.redis.health() : null,
    };
  });

  app.get('/api/budget', async () => opts.governor().snapshot());

  if (opts.e2e) {
    // The e2e helpers drive the embedded sandbox's admin routes; its address is no business of /api/health.
    // req.ip: a client behind a trusted proxy is not loopback even though the proxy is.
    app.get('/api/dev/sandbox', async (req, reply) => {
      if (!isLoopbackIp(req.ip) || !opts.sandboxUrl) {
        return reply.code(404).send({ error: 'not_found', message: 'no such route' });
      }
      return { sandbox_url: opts.sandboxUrl };
    });

    // A test that moves the sandbox's clock reads the moved market at once, not after the answers age out.
    app.post('/api/dev/cache/clear', async (req, reply) => {
      if (!isLoopbackIp(req.ip)) return reply.code(404).send({ error: 'not_found' });
      opts.clearCache();
      return { ok: true };
    });

    app.post('/api/dev/ws/close', async (req, reply) => {
      if (!isLoopbackIp(req.ip)) return reply.code(404).send({ error: 'not_found' });
      const b = req.body as { endpoint?: unknown; code?: unknown } | undefined;
      const endpoint = b?.endpoint;
      const code = b?.code;
      if (
        (endpoint !== 'flow' && endpoint !== 'abnormal-trades') ||
        typeof code !== 'number' ||
        !Number.isInteger(code)
      ) {
        return reply
          .code(400)
          .send({ error: 'bad_request', message: "endpoint is 'flow' or 'abnormal-trades', code an integer" });
      }
      if (code !== 1006 && (code < 1000 || code > 4999 || code === 1005)) {
        return reply.code(400).send({ error: 'bad_request', message: 'code is 1006 or a sendable close code' });
      }
      return { ok: true, closed: opts.hubs[endpoint].closeClients(code) };
    });
  }
}
