/**
 * The one place the BFF reaches the sandbox (lint rule): in sandbox mode the BFF starts it on a
 * loopback port and then talks to it over real HTTP and WebSocket, exactly as to the real service.
 */
import { DEFAULT_LIMITS } from '../../sandbox/limits';
import { startSandbox } from '../../sandbox/server';
import type { SandboxSettings } from '../config';

export const SANDBOX_KEYS = { pro: 'sandbox-pro-key', free: 'sandbox-free-key' } as const;

export interface EmbeddedSandbox {
  readonly baseUrl: string;
  readonly wsBaseUrl: string;
  readonly apiKey: string;
  /** The tier of `apiKey`. */
  readonly tier: 'pro' | 'free';
  /** The sandbox's market time (its clock may replay or stand still). */
  marketNow(): number;
  close(): Promise<void>;
}

export interface EmbeddedSandboxOptions extends SandboxSettings {
  /** Extra keys (tests use a distinctive key to prove it never leaks); the first one is used. */
  readonly keys?: Record<string, 'pro' | 'free'>;
  /** Keys the sandbox accepts besides the one used (a key registered before a restart). */
  readonly alsoKnown?: Record<string, 'pro' | 'free'>;
  readonly heartbeatMs?: number;
  /** The wall clock of its limits and budgets (tests keep it clear of the day's turn). */
  readonly realNow?: () => number;
}

function isAddressInUse(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EADDRINUSE';
}

export async function startEmbeddedSandbox(opts: EmbeddedSandboxOptions): Promise<EmbeddedSandbox> {
  const start = (port: number): ReturnType<typeof startSandbox> =>
    startSandbox({
      host: '127.0.0.1',
      port,
      clock: opts.clock,
      ...(opts.seed ? { seed: opts.seed } : {}),
      ...(opts.keys || opts.alsoKnown ? { keys: { ...opts.keys, ...opts.alsoKnown } } : {}),
      ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
      ...(opts.realNow ? { realNow: opts.realNow } : {}),
      ...(opts.strict === undefined ? {} : { strict: opts.strict }),
      limits: {
        ...(opts.requestsPerMinute
          ? { perMinute: { ...DEFAULT_LIMITS.perMinute, [opts.tier]: opts.requestsPerMinute } }
          : {}),
        ...(opts.requestsPerDay ? { perDay: { ...DEFAULT_LIMITS.perDay, [opts.tier]: opts.requestsPerDay } } : {}),
      },
    });
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    sandbox = await start(opts.port);
  } catch (err) {
    // The default port is taken (another instance, or `npm run sandbox`): any free loopback port will do.
    if (opts.portExplicit || !isAddressInUse(err)) throw err;
    sandbox = await start(0);
  }
  const custom = opts.keys ? Object.keys(opts.keys)[0] : undefined;
  return {
    baseUrl: sandbox.url,
    wsBaseUrl: sandbox.wsUrl,
    apiKey: custom ?? SANDBOX_KEYS[opts.tier],
    tier: custom ? opts.keys![custom]! : opts.tier,
    marketNow: () => sandbox.marketNow(),
    close: () => sandbox.close(),
  };
}
