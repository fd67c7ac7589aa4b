/**
 * `app.hubs`: one hub per upstream stream (flow, abnormal trades), each holding one upstream socket for
 * every browser. The flow hub reads its gaps back from the REST tape, governed like any request, and
 * charges its rows to the key's flow-row budget. With several instances each hub joins the stream's
 * lease (shared/stream-cluster.ts). A switch of key reopens the sockets with the new key.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import type { BffOverrides } from '../overrides';
import { keyScopeId } from '../upstream/key-scope';
import { StreamCluster } from '../shared/stream-cluster';
import { StreamHub, type HubEndpoint } from './stream-hub';
import type { TapeGet } from './tape-backfill';

declare module 'fastify' {
  interface FastifyInstance {
    readonly hubs: Readonly<Record<HubEndpoint, StreamHub>>;
  }
}

export interface StreamHubsPluginOptions {
  readonly config: BffConfig;
  readonly overrides: BffOverrides;
}

export const streamHubsPlugin = fp(
  async (app: FastifyInstance, { config, overrides }: StreamHubsPluginOptions) => {
    const { activeKey } = app.upstreamAccess;
    // A read-back never throws: a refused or failed one is a gap left for the next pass.
    const tapeGet: TapeGet = async (pathAndQuery) => {
      const { upstream, governor } = app.keyScope();
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
    const sharedScope = keyScopeId(config, activeKey.current.key);
    const hub = (endpoint: HubEndpoint): StreamHub =>
      new StreamHub({
        endpoint,
        upstreamUrl: () => app.keyScope().upstream?.streamUrl(`/v1/ws/${endpoint}`),
        logger: app.log,
        drift: app.drift,
        ...(endpoint === 'flow'
          ? {
              store: app.store,
              tapeGet,
              onRows: (n: number) => app.keyScope().governor.chargeFlowRows(n),
              onBudgetExhausted: () => app.keyScope().governor.markFlowRowsExhausted(),
            }
          : {}),
        ...(config.e2eStreamPauseMs
          ? { connectionLimitPauseMs: config.e2eStreamPauseMs, authCooldownMs: config.e2eStreamPauseMs }
          : {}),
        ...(app.redis
          ? {
              cluster: new StreamCluster(app.redis, sharedScope, endpoint, overrides.cluster),
              records: app.records,
            }
          : {}),
        ...overrides.hub,
      });
    const hubs = { flow: hub('flow'), 'abnormal-trades': hub('abnormal-trades') };
    // Before the server stops: the browsers' sockets would otherwise hold it open.
    app.addHook('preClose', async () => {
      for (const h of Object.values(hubs)) h.close();
    });
    app.decorate('hubs', hubs);
    for (const h of Object.values(hubs)) await h.joinCluster();
    activeKey.onChange(() => {
      for (const h of Object.values(hubs)) h.keyChanged();
    });
  },
  {
    name: 'bff-stream-hubs',
    fastify: '5.x',
    dependencies: ['bff-upstream-access', 'bff-store', 'bff-key-scopes', 'bff-drift'],
  },
);
