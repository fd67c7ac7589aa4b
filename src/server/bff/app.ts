/**
 * Assembles the BFF: `startBff` is what main.ts runs; tests and benches call it with overrides.
 *
 * The BFF is a Fastify app composed of plugins, each registered after what it needs and each handing its
 * part to the rest as a decorator (`app.store`, `app.keyScope()`, `app.hubs`…, typed where they are
 * made). Each closes what it opened in an onClose hook, so the app closes in the reverse order it was
 * built: routes, alerts, stream hubs, key scopes, store, Redis, embedded sandbox. The folders' READMEs
 * say what each part does.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { storePlugin } from './cache/store-plugin';
import type { BffConfig } from './config';
import { driftPlugin } from './drift/drift-plugin';
import { loggerOptions } from './logger';
import { metricsServicePlugin } from './metrics/metrics-plugin';
import type { BffOverrides } from './overrides';
import { routesPlugin } from './routes/routes-plugin';
import { frameworkErrors } from './security/body-errors';
import { redisPlugin } from './shared/redis-plugin';
import type { RedisLink } from './shared/redis-link';
import { streamHubsPlugin } from './stream/stream-hubs-plugin';
import type { HubEndpoint, StreamHub } from './stream/stream-hub';
import type { ActiveKey } from './upstream/active-key';
import { keyScopeId } from './upstream/key-scope';
import { keyScopesPlugin } from './upstream/key-scopes-plugin';
import { openUpstreamAccess, upstreamAccessPlugin } from './upstream/upstream-access';

export type { BffOverrides } from './overrides';

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
  // First, since the logger must know the key to keep it out of every line.
  const access = await openUpstreamAccess(config, overrides);
  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      secrets: () => [...access.activeKey.secrets(), ...(config.metricsToken ? [config.metricsToken] : [])],
      ...(overrides.logDestination ? { destination: overrides.logDestination } : {}),
    }),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    // X-Forwarded-* only from the proxies named in TRUSTED_PROXIES (none by default).
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    // Two lines per request would drown the useful ones; debug/trace turn them back on.
    logController: new LogController({ disableRequestLogging: !requestLogging }),
  });
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => (closing ??= app.close());
  try {
    await app.register(upstreamAccessPlugin, access);
    await app.register(redisPlugin, { url: config.redisUrl });
    await app.register(storePlugin, {
      dataDir: config.dataDir,
      sharedScope: keyScopeId(config, access.activeKey.current.key),
    });
    await app.register(metricsServicePlugin);
    await app.register(keyScopesPlugin, { config, overrides });
    await app.register(driftPlugin);
    await app.register(streamHubsPlugin, { config, overrides });
    await app.register(routesPlugin, { config, overrides, bodyLimit: BODY_LIMIT, fastHits: !requestLogging });
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    // Whatever was opened closes (the embedded sandbox included); the failure is what the caller hears.
    await close().catch(() => undefined);
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const hostInUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    app,
    config,
    sandboxUrl: access.sandbox?.baseUrl,
    hubs: app.hubs,
    activeKey: access.activeKey,
    redis: app.redis,
    close,
    crash: async () => {
      for (const hub of Object.values(app.hubs)) hub.abandonCluster();
      await close();
    },
  };
}
