/**
 * Every route the BFF serves, in the order they must be declared: the guards first (body errors, then
 * the security plugin, whose per-client limit attaches to routes as they are declared, so a route
 * declared earlier would escape it), the account routes before the proxy's /api/v1/* (static routes win,
 * so register and confirm are answered here), the proxy before the alerts (which read through it), and
 * the SPA's files last. Wrapped by fastify-plugin, so the guards hold on the root, 404s included.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertsPlugin } from '../alerts/alerts-plugin';
import type { BffConfig } from '../config';
import { deskRoutesPlugin } from '../desks/desk-routes';
import { metricsPlugin } from '../metrics/metrics-routes';
import type { BffOverrides } from '../overrides';
import { proxyPlugin } from './proxy';
import { bodyErrorsPlugin } from '../security/body-errors';
import { CspReports, cspReportsPlugin } from '../security/csp-reports';
import { securityPlugin } from '../security/security-plugin';
import { accountPlugin } from './account-routes';
import { answerJournal, recordedPlugin } from './recorded-routes';
import { staticPlugin } from './static-files';
import { statusPlugin } from './status-routes';

export interface RoutesPluginOptions {
  readonly config: BffConfig;
  readonly overrides: BffOverrides;
  readonly bodyLimit: number;
  /** Answer fresh cache hits before the body is parsed (off while requests are logged). */
  readonly fastHits: boolean;
}

async function routes(app: FastifyInstance, { config, overrides, bodyLimit, fastHits }: RoutesPluginOptions) {
  const { activeKey, sandbox, startError, marketNow } = app.upstreamAccess;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(bodyErrorsPlugin, { bodyLimit });
  await app.register(securityPlugin, {
    dashboardToken: config.dashboardToken,
    metricsToken: config.metricsToken,
    clientRateLimit: overrides.clientRateLimit ?? config.clientRequestsPerMinute,
    allowedHosts: config.allowedHosts,
    devServer: config.devServer,
    revocations: app.revocations,
    ...(overrides.signInThrottle ? { signInThrottle: overrides.signInThrottle } : {}),
  });
  await app.register(accountPlugin, {
    activeKey,
    keyless: app.keyless,
    tierInUse: async () => (await app.keyScope().tierLearnt, app.keyScope().governor.tier),
  });
  await app.register(proxyPlugin, {
    keyed: () => app.keyScope(),
    drift: app.drift,
    fastHits,
    // Unpublished paths are the sandbox's conveniences only; against a real service, and against the
    // sandbox in strict mode (which stands in for it), they get no_published_door.
    unpublishedPaths: config.mode === 'sandbox' && config.sandbox.strict !== true,
    journal: answerJournal(app.store, marketNow, app.records),
    onServed: (endpointId, cache) => app.metrics.served(endpointId, cache),
  });
  await app.register(recordedPlugin, { store: app.store, shared: app.records });
  await app.register(alertsPlugin, { config, overrides });
  await app.register(deskRoutesPlugin, { dataDir: config.dataDir, dashboardToken: config.dashboardToken });
  const csp = new CspReports();
  await app.register(cspReportsPlugin, { reports: csp });
  await app.register(statusPlugin, {
    mode: config.mode,
    e2e: config.e2e,
    sandboxUrl: sandbox?.baseUrl,
    governor: () => app.keyScope().governor,
    hubs: app.hubs,
    upstream: () => app.keyScope().upstream,
    upstreamError: startError,
    upstreamHealth: app.upstreamHealth,
    drift: app.drift,
    csp,
    redis: app.redis,
    clearCache: () => app.keyScope().cache.clear(),
  });
  await app.register(metricsPlugin, { metrics: app.metrics });
  for (const hub of Object.values(app.hubs)) {
    app.get(`/api/ws/${hub.endpoint}`, { websocket: true }, (socket) => hub.addClient(socket));
  }
  await app.register(staticPlugin, { root: config.staticDir });
}

export const routesPlugin = fp(routes, {
  name: 'bff-routes',
  fastify: '5.x',
  dependencies: ['bff-upstream-access', 'bff-store', 'bff-metrics', 'bff-key-scopes', 'bff-drift', 'bff-stream-hubs'],
});
