/**
 * How this BFF reaches its upstream, settled before anything else since the logger must know the key to
 * keep it out of every line: the real service (OA_API_KEY), or in sandbox mode an embedded sandbox
 * started here; and the key in use (active-key.ts), which the account page may switch.
 *
 * `upstreamAccessPlugin` hands it to the app as `app.upstreamAccess` and closes the sandbox on close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig, Tier } from '../config';
import type { BffOverrides } from '../overrides';
import { ActiveKey } from './active-key';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
import { RegisteredKeyFile } from './registered-key-file';

export interface UpstreamAccess {
  readonly baseUrl: string | undefined;
  readonly wsBaseUrl: string | undefined;
  readonly activeKey: ActiveKey;
  /** Sandbox mode: the embedded sandbox (e2e tests drive its /sandbox/* routes). */
  readonly sandbox: EmbeddedSandbox | undefined;
  /** Why there is no upstream: the embedded sandbox did not start. The shell and /api/health still answer. */
  readonly startError: string | undefined;
  /** The market's clock: the sandbox's own in sandbox mode (it may replay or stand still). */
  marketNow(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly upstreamAccess: UpstreamAccess;
  }
}

export async function openUpstreamAccess(config: BffConfig, overrides: BffOverrides): Promise<UpstreamAccess> {
  const keyFile = new RegisteredKeyFile(config.dataDir);
  const remembered = keyFile.read().registered;
  let sandbox: EmbeddedSandbox | undefined;
  let startError: string | undefined;
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
    } catch (err) {
      startError = err instanceof Error ? err.message : String(err);
    }
  }
  const apiKey = config.mode === 'sandbox' ? (sandbox?.apiKey ?? 'sandbox-unavailable') : config.apiKey;
  if (!apiKey) throw new Error('an upstream key is required');
  const builtInTier: Tier = sandbox?.tier ?? (config.mode === 'sandbox' ? config.sandbox.tier : 'pro');
  const activeKey = new ActiveKey(
    { source: config.mode === 'sandbox' ? 'sandbox' : 'configured', key: apiKey, tier: builtInTier },
    keyFile,
  );
  const market = sandbox;
  return {
    baseUrl: sandbox?.baseUrl ?? config.baseUrl,
    wsBaseUrl: sandbox?.wsBaseUrl ?? config.wsBaseUrl,
    activeKey,
    sandbox,
    startError,
    marketNow: market ? () => market.marketNow() : Date.now,
  };
}

export const upstreamAccessPlugin = fp(
  async (app: FastifyInstance, access: UpstreamAccess) => {
    app.decorate('upstreamAccess', access);
    if (access.startError) {
      app.log.error({ err: access.startError }, 'the embedded sandbox did not start: no data until it does');
    }
    app.addHook('onClose', async () => access.sandbox?.close());
  },
  { name: 'bff-upstream-access', fastify: '5.x' },
);
