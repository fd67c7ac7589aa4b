/**
 * Assembles the BFF: store, the active key (active-key.ts) and, per key, its upstream client, MCP door,
 * governor and cache (key-bindings.ts; embedded sandbox in sandbox mode), stream hubs, and the Fastify
 * app with one plugin per capability. `startBff` is what main.ts runs;
 * tests and benches call it with overrides.
 *
 * Two kinds of plugin: body errors and security must hold for every route, so they are fastify-plugin
 * wrapped (their parser, error handler, hooks and cookie decorators land on the root instance) and
 * registered before any route; the proxy, status and SPA-file plugins only add routes and stay
 * encapsulated, inheriting those guards.
 */
import { marketState } from '../../api/calendar';
import { refreshSeconds } from '../../api/cache-policy';
import { endpoint } from '../../api/registry';
import { AlertBook } from './alerts/alert-book';
import { AlertEngine } from './alerts/alert-engine';
import { alertRoutesPlugin } from './alerts/alert-routes';
import { deskRoutesPlugin } from './desks/desk-routes';
import type { InternalGet } from './proxy';
import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { accountPlugin } from './routes/account-routes';
import { ActiveKey } from './upstream/active-key';
import { DriftLog } from './drift/drift';
import type { TapeGet } from './stream/tape-backfill';
import type { BffConfig, Tier } from './config';
import { bodyErrorsPlugin, frameworkErrors } from './security/body-errors';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './upstream/embedded-sandbox';
import type { GovernorOptions } from './governor';
import { KeyBindings, keyScope, type KeyBinding } from './upstream/key-scope';
import { RedisLink } from './shared/redis-link';
import { AlertSync } from './shared/alert-sync';
import { SharedRecords } from './shared/shared-records';
import { SharedRevocations } from './shared/shared-revocations';
import { StreamCluster, type StreamClusterOptions } from './shared/stream-cluster';
import { loggerOptions } from './logger';
import { BffMetrics } from './metrics/bff-metrics';
import { metricsPlugin } from './metrics/metrics-routes';
import { proxyPlugin } from './proxy';
import { answerJournal, recordedPlugin } from './routes/recorded-routes';
import { RegisteredKeyFile } from './upstream/registered-key-file';
import { securityPlugin } from './security';
import { staticPlugin } from './routes/static-files';
import { statusPlugin } from './routes/status-routes';
import { CspReports, cspReportsPlugin } from './security/csp-reports';
import { Store } from './cache/store';
import { StreamHub, type HubEndpoint, type StreamHubOptions } from './stream/stream-hub';
import { UpstreamClient } from './upstream/upstream-client';
import { UpstreamHealth } from './upstream/upstream-health';

export interface BffOverrides {
  readonly governor?: Partial<Pick<GovernorOptions, 'minuteLimit' | 'dayLimit' | 'maxInteractiveWaitMs' | 'reserve'>>;
  /**
   * The wall clock of the request budgets (the minute window, the UTC day, the row budget), here and in
   * the embedded sandbox; tests set it to the middle of the day so that no test straddles the day's turn.
   */
  readonly budgetNow?: () => number;
  /** Clock of the answer cache (tests move it to make answers stale). */
  readonly cacheNow?: () => number;
  readonly upstreamTimeoutMs?: number;
  /** How often the alert engine reads the IV rank (default: the endpoint's refresh interval). */
  readonly alertIvEveryMs?: number;
  readonly clientRateLimit?: number;
  /** Sign-in throttle timing (tests shorten the first wait). */
  readonly signInThrottle?: { readonly freeFailures?: number; readonly baseDelayMs?: number };
  /** Sandbox mode: extra keys for the embedded sandbox; the first is the one the BFF uses. */
  readonly sandboxKeys?: Record<string, 'pro' | 'free'>;
  readonly sandboxHeartbeatMs?: number;
  readonly hub?: Partial<
    Pick<
      StreamHubOptions,
      | 'pingMs'
      | 'highWaterBytes'
      | 'idleCloseMs'
      | 'backoffBaseMs'
      | 'backoffCapMs'
      | 'authCooldownMs'
      | 'connectionLimitPauseMs'
      | 'gapPassMarginMs'
      | 'gapPassMaxWaitMs'
    >
  >;
  /** Lease timing of the shared streams (REDIS_URL; tests shorten it). */
  readonly cluster?: StreamClusterOptions;
  /** Where log lines go (tests capture them to prove the key is never written). */
  readonly logDestination?: { write(line: string): unknown };
}

export interface RunningBff {
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly config: BffConfig;
  /** Sandbox mode: the embedded sandbox's loopback base URL (e2e tests drive its /sandbox/* routes). */
  readonly sandboxUrl: string | undefined;
  readonly hubs: Readonly<Record<HubEndpoint, StreamHub>>;
  /** The upstream key in use and the keys it may switch to. */
  readonly activeKey: ActiveKey;
  /** Several instances (REDIS_URL): the link to Redis. */
  readonly redis: RedisLink | undefined;
  close(): Promise<void>;
  /** Tests: stop as a killed process would, leaving the stream lease to lapse in Redis. */
  crash(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;

export async function startBff(config: BffConfig, overrides: BffOverrides = {}): Promise<RunningBff> {
  const store = new Store(config.dataDir);
  const keyFile = new RegisteredKeyFile(config.dataDir);
  const remembered = keyFile.read().registered;
  let sandbox: EmbeddedSandbox | undefined;
  let baseUrl = config.baseUrl;
  let wsBaseUrl = config.wsBaseUrl;
  let apiKey = config.apiKey;
  let builtInTier: Tier = config.mode === 'sandbox' ? config.sandbox.tier : 'pro';
  let sandboxError: string | undefined;
  if (config.mode === 'sandbox') {
    try {
      sandbox = await startEmbeddedSandbox({
        ...config.sandbox,
        ...(overrides.sandboxKeys ? { keys: overrides.sandboxKeys } : {}),
        // A fresh embedded sandbox still knows the key registered before the restart, as the service would.
        ...(remembered ? { alsoKnown: { [remembered.api_key]: remembered.tier } } : {}),
        ...(overrides.sandboxHeartbeatMs ? { heartbeatMs: overrides.sandboxHeartbeatMs } : {}),
        ...(overrides.budgetNow ? { realNow: overrides.budgetNow } : {}),
      });
      baseUrl = sandbox.baseUrl;
      wsBaseUrl = sandbox.wsBaseUrl;
      apiKey = sandbox.apiKey;
      builtInTier = sandbox.tier;
    } catch (err) {
      // Keep serving the dashboard shell and /api/health, which reports why there is no data.
      sandboxError = err instanceof Error ? err.message : String(err);
      apiKey = 'sandbox-unavailable';
    }
  }
  if (!apiKey) throw new Error('an upstream key is required');
  const activeKey = new ActiveKey(
    { source: config.mode === 'sandbox' ? 'sandbox' : 'configured', key: apiKey, tier: builtInTier },
    keyFile,
  );
  const timeoutMs = overrides.upstreamTimeoutMs ?? 15_000;
  // Read at scrape time (GET /api/metrics) from the parts made below; events are counted as they happen.
  const metrics = new BffMetrics({
    budget: () => keyed().governor.snapshot(),
    streams: () => Object.values(hubs),
    drift: () => drift.list(),
    sharedStore: () => redis?.health(),
  });
  const upstreamHealth = new UpstreamHealth(Date.now, metrics.upstream);
  const marketClock = sandbox;
  // Several instances on one key share the budget, the answers and the streams through Redis; whenever
  // Redis is down each serves from memory. Log lines wait for the logger (made below).
  const redisLog: { to?: { info(o: object, m?: string): void; warn(o: object, m?: string): void } } = {};
  const redis = config.redisUrl
    ? new RedisLink(config.redisUrl, {
        info: (o, m) => redisLog.to?.info(o, m),
        warn: (o, m) => redisLog.to?.warn(o, m),
      })
    : undefined;
  // Before the first upstream request (the tier probe): every request counts in the shared window.
  await redis?.connect();
  const bindings = new KeyBindings({
    config,
    store,
    baseUrl,
    wsBaseUrl,
    timeoutMs,
    health: upstreamHealth,
    governor: {
      // The session's close is read on the market's clock: the sandbox's own in sandbox mode.
      ...(marketClock ? { marketNow: () => marketClock.marketNow() } : {}),
      ...(overrides.budgetNow ? { now: overrides.budgetNow } : {}),
      ...overrides.governor,
    },
    ...(overrides.cacheNow ? { cacheNow: overrides.cacheNow } : {}),
    redis,
  });
  /** The binding of the key in use; the tier is asked upstream unless the sandbox's built-in key says it. */
  const keyed = (): KeyBinding => {
    const k = activeKey.current;
    return bindings.of(k.key, k.tier, k.source !== 'sandbox');
  };
  const keyless =
    baseUrl && wsBaseUrl ? new UpstreamClient({ baseUrl, wsBaseUrl, apiKey: undefined, timeoutMs }) : undefined;
  await keyed().tierLearnt;

  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      secrets: () => (config.metricsToken ? [...activeKey.secrets(), config.metricsToken] : activeKey.secrets()),
      ...(overrides.logDestination ? { destination: overrides.logDestination } : {}),
    }),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    // X-Forwarded-* only from the proxies named in TRUSTED_PROXIES (none by default).
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    // Two lines per request would drown the useful ones; debug/trace turn them back on.
    logController: new LogController({
      disableRequestLogging: !requestLogging,
    }),
  });

  if (sandboxError) app.log.error({ err: sandboxError }, 'the embedded sandbox did not start: no data until it does');
  const hubLogger = {
    info: (o: object, m?: string) => app.log.info(o, m),
    warn: (o: object, m?: string) => app.log.warn(o, m),
  };
  redisLog.to = hubLogger;
  if (redis) app.log.info(redis.health(), redis.up ? 'shared through redis' : 'redis is down: serving from memory');
  // One drift log for every answer and frame the BFF reads (listed in /api/health).
  const drift = new DriftLog({ logger: hubLogger });
  // The flow hub reads its gaps back from the REST tape: governed like any request, never throwing.
  const tapeGet: TapeGet = async (pathAndQuery) => {
    const { upstream, governor } = keyed();
    if (!upstream) return undefined;
    const permit = await governor.acquire('interactive', { flowRows: true });
    if (!permit.ok) return undefined;
    try {
      const res = await upstream.send('GET', pathAndQuery);
      permit.done(res);
      return {
        status: res.status,
        body: res.status === 200 ? (JSON.parse(res.body.toString('utf8')) as unknown) : null,
      };
    } catch {
      permit.done();
      return undefined;
    }
  };
  const scope = keyScope(config, activeKey.current.key);
  const records = redis ? new SharedRecords(redis, scope) : undefined;
  const makeHub = (endpoint: HubEndpoint): StreamHub =>
    new StreamHub({
      endpoint,
      upstreamUrl: () => keyed().upstream?.streamUrl(`/v1/ws/${endpoint}`),
      logger: hubLogger,
      drift,
      ...(endpoint === 'flow'
        ? {
            store,
            tapeGet,
            onRows: (n: number) => keyed().governor.chargeFlowRows(n),
            onBudgetExhausted: () => keyed().governor.markFlowRowsExhausted(),
          }
        : {}),
      ...(config.e2eStreamPauseMs
        ? { connectionLimitPauseMs: config.e2eStreamPauseMs, authCooldownMs: config.e2eStreamPauseMs }
        : {}),
      ...(redis ? { cluster: new StreamCluster(redis, scope, endpoint, overrides.cluster), records } : {}),
      ...overrides.hub,
    });
  const hubs: Record<HubEndpoint, StreamHub> = { flow: makeHub('flow'), 'abnormal-trades': makeHub('abnormal-trades') };
  for (const hub of Object.values(hubs)) await hub.joinCluster();
  // The traders' alerts: evaluated here from the flow stream and the IV rank, kept beside the store.
  let internalGet: InternalGet = async () => ({ status: 503, body: null });
  const alertBook = new AlertBook(config.dataDir);
  const alerts = new AlertEngine({
    book: alertBook,
    hub: hubs.flow,
    get: (url) => internalGet(url),
    // Fires are stamped on the market's clock, as everything else the dashboard shows.
    now: () => (marketClock ? marketClock.marketNow() : Date.now()),
    marketOpen: () => marketState(marketClock ? marketClock.marketNow() : Date.now()) === 'open',
    ivEveryMs: overrides.alertIvEveryMs ?? refreshSeconds(endpoint('volatility.ivRank')) * 1000,
    logger: hubLogger,
    ...(redis ? { sync: new AlertSync(redis, scope), evaluates: () => hubs.flow.role !== 'follower' } : {}),
  });
  await alerts.joinShared();
  alerts.onFire((f) => metrics.alertFired(alerts.list().find((a) => a.id === f.alert_id)?.rule.kind ?? 'unknown'));
  // A switch of key: what was known of the old key's validity goes, and the sockets reopen with the new one.
  activeKey.onChange(() => {
    upstreamHealth.keyChanged();
    for (const hub of Object.values(hubs)) hub.keyChanged();
  });

  // A sign-out through one instance holds on every instance.
  const revocations = redis ? new SharedRevocations(redis, store) : store;
  if (revocations instanceof SharedRevocations) await revocations.start();

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Before every route: the per-client limit attaches to routes as they are declared, so a route
  // declared earlier would escape it.
  await app.register(bodyErrorsPlugin, { bodyLimit: BODY_LIMIT });
  await app.register(securityPlugin, {
    dashboardToken: config.dashboardToken,
    metricsToken: config.metricsToken,
    clientRateLimit: overrides.clientRateLimit ?? 1200,
    allowedHosts: config.allowedHosts,
    devServer: config.devServer,
    revocations,
    ...(overrides.signInThrottle ? { signInThrottle: overrides.signInThrottle } : {}),
  });
  // Before the proxy's /api/v1/* so that register and confirm are answered here (static routes win).
  await app.register(accountPlugin, {
    activeKey,
    keyless,
    tierInUse: async () => (await keyed().tierLearnt, keyed().governor.tier),
  });
  await app.register(proxyPlugin, {
    keyed,
    drift,
    fastHits: !requestLogging,
    // Unpublished paths are the sandbox's conveniences only; against a real service, and against the
    // sandbox in strict mode (which stands in for it), they get no_published_door.
    unpublishedPaths: config.mode === 'sandbox' && config.sandbox.strict !== true,
    journal: answerJournal(store, () => (marketClock ? marketClock.marketNow() : Date.now()), records),
    exposeGet: (get) => {
      internalGet = get;
    },
    onServed: (endpointId, cache) => metrics.served(endpointId, cache),
  });
  await app.register(recordedPlugin, { store, shared: records });
  await app.register(alertRoutesPlugin, { engine: alerts });
  await app.register(deskRoutesPlugin, { dataDir: config.dataDir, dashboardToken: config.dashboardToken });
  const csp = new CspReports();
  await app.register(cspReportsPlugin, { reports: csp });
  await app.register(statusPlugin, {
    mode: config.mode,
    e2e: config.e2e,
    sandboxUrl: sandbox?.baseUrl,
    governor: () => keyed().governor,
    hubs,
    upstream: () => keyed().upstream,
    upstreamError: sandboxError,
    upstreamHealth,
    drift,
    csp,
    redis,
    clearCache: () => keyed().cache.clear(),
  });
  await app.register(metricsPlugin, { metrics });
  for (const hub of Object.values(hubs)) {
    app.get(`/api/ws/${hub.endpoint}`, { websocket: true }, (socket) => hub.addClient(socket));
  }
  await app.register(staticPlugin, { root: config.staticDir });

  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    alerts.close();
    for (const hub of Object.values(hubs)) hub.close();
    await app.close();
    await bindings.close();
    await keyless?.close();
    await sandbox?.close();
    store.close();
    alertBook.close();
    await redis?.close();
  };
  const crash = async (): Promise<void> => {
    for (const hub of Object.values(hubs)) hub.abandonCluster();
    await close();
  };

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const hostInUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    app,
    config,
    sandboxUrl: sandbox?.baseUrl,
    hubs,
    activeKey,
    redis,
    close,
    crash,
  };
}
