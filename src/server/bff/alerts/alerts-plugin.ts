/**
 * The traders' alerts: kept beside the store (alert-book.ts), evaluated here from the flow hub's rows and
 * the IV rank (read through the proxy's own GET, so cached and governed like a page's read), and served
 * under /api/alerts*. Registered after the proxy, whose GET it reads with.
 */
import type { FastifyInstance } from 'fastify';
import { refreshSeconds } from '../../../api/cache-policy';
import { marketState } from '../../../api/calendar';
import { endpoint } from '../../../api/registry';
import type { BffConfig } from '../config';
import type { BffOverrides } from '../overrides';
import { AlertSync } from '../shared/alert-sync';
import { keyScopeId } from '../upstream/key-scope';
import { AlertBook } from './alert-book';
import { AlertEngine } from './alert-engine';
import { alertRoutesPlugin } from './alert-routes';

export interface AlertsPluginOptions {
  readonly config: BffConfig;
  readonly overrides: BffOverrides;
}

export async function alertsPlugin(app: FastifyInstance, { config, overrides }: AlertsPluginOptions): Promise<void> {
  const { marketNow, activeKey } = app.upstreamAccess;
  const book = new AlertBook(config.dataDir);
  const flow = app.hubs.flow;
  const engine = new AlertEngine({
    book,
    hub: flow,
    get: app.internalGet,
    // Fires are stamped on the market's clock, as everything else the dashboard shows.
    now: marketNow,
    marketOpen: () => marketState(marketNow()) === 'open',
    ivEveryMs: overrides.alertIvEveryMs ?? refreshSeconds(endpoint('volatility.ivRank')) * 1000,
    logger: app.log,
    // Several instances: one evaluates (the flow stream's holder, or an instance alone), all deliver.
    ...(app.redis
      ? {
          sync: new AlertSync(app.redis, keyScopeId(config, activeKey.current.key)),
          evaluates: () => flow.role !== 'follower',
        }
      : {}),
  });
  app.addHook('onClose', async () => {
    engine.close();
    book.close();
  });
  await engine.joinShared();
  engine.onFire((f) => app.metrics.alertFired(engine.list().find((a) => a.id === f.alert_id)?.rule.kind ?? 'unknown'));
  await app.register(alertRoutesPlugin, { engine });
}
