/**
 * The parts that talk upstream: `app.keyScope()` is what belongs to the key in use (its client, MCP door,
 * governor and cache: key-scope.ts), `app.keyless` the client of the key-free routes (account sign-up),
 * `app.upstreamHealth` what every request said of the upstream. Ready once the key's tier is known (asked
 * upstream unless the sandbox's built-in key says it).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import type { BffOverrides } from '../overrides';
import { KeyScopes, type KeyScope } from './key-scope';
import { UpstreamClient } from './upstream-client';
import { UpstreamHealth } from './upstream-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scope of the key in use, read once per request so a switch never mixes two keys. */
    keyScope(): KeyScope;
    readonly keyless: UpstreamClient | undefined;
    readonly upstreamHealth: UpstreamHealth;
  }
}

export interface KeyScopesPluginOptions {
  readonly config: BffConfig;
  readonly overrides: BffOverrides;
}

export const keyScopesPlugin = fp(
  async (app: FastifyInstance, { config, overrides }: KeyScopesPluginOptions) => {
    const { baseUrl, wsBaseUrl, activeKey, sandbox } = app.upstreamAccess;
    const timeoutMs = overrides.upstreamTimeoutMs ?? 15_000;
    const upstreamHealth = new UpstreamHealth(Date.now, app.metrics.upstream);
    const scopes = new KeyScopes({
      config,
      store: app.store,
      baseUrl,
      wsBaseUrl,
      timeoutMs,
      health: upstreamHealth,
      governor: {
        // The session's close is read on the market's clock: the sandbox's own in sandbox mode.
        ...(sandbox ? { marketNow: () => sandbox.marketNow() } : {}),
        ...(overrides.budgetNow ? { now: overrides.budgetNow } : {}),
        ...overrides.governor,
      },
      ...(overrides.cacheNow ? { cacheNow: overrides.cacheNow } : {}),
      redis: app.redis,
    });
    const keyless =
      baseUrl && wsBaseUrl ? new UpstreamClient({ baseUrl, wsBaseUrl, apiKey: undefined, timeoutMs }) : undefined;
    app.addHook('onClose', async () => {
      await scopes.close();
      await keyless?.close();
    });
    app.decorate('keyScope', () => {
      const k = activeKey.current;
      return scopes.of(k.key, k.tier, k.source !== 'sandbox');
    });
    app.decorate('keyless', keyless);
    app.decorate('upstreamHealth', upstreamHealth);
    // A switch of key: what was known of the old key's validity goes.
    activeKey.onChange(() => upstreamHealth.keyChanged());
    await app.keyScope().tierLearnt;
  },
  { name: 'bff-key-scopes', fastify: '5.x', dependencies: ['bff-upstream-access', 'bff-store', 'bff-metrics'] },
);
