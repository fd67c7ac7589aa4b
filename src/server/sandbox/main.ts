/**
 * `npm run sandbox`: the simulated upstream alone. Env: SANDBOX_PORT (8090), SANDBOX_SEED, SANDBOX_CLOCK
 * (replay | real | ISO | frozen:<ISO>), SANDBOX_KEYS ("key:tier,key:tier" added to the built-in keys),
 * SANDBOX_REQUESTS_PER_MINUTE and SANDBOX_REQUESTS_PER_DAY (the Pro limits; 60 and 5,000 as the reference
 * unless set).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LIMITS, type Tier } from './limits';
import { startSandbox } from './server';

/** Parse SANDBOX_KEYS; an entry with a tier other than pro/free is an error, not silently dropped. */
export function parseKeys(text: string | undefined): Record<string, Tier> {
  const keys: Record<string, Tier> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const i = entry.lastIndexOf(':');
    const key = entry.slice(0, i).trim();
    const tier = entry.slice(i + 1).trim();
    if (i <= 0 || (tier !== 'pro' && tier !== 'free'))
      throw new Error(`SANDBOX_KEYS entry "${entry}" is not key:pro or key:free`);
    keys[key] = tier;
  }
  return keys;
}

async function main(): Promise<void> {
  const port = process.env.SANDBOX_PORT ? Number(process.env.SANDBOX_PORT) : 8090;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`SANDBOX_PORT is not a port: ${process.env.SANDBOX_PORT}`);
  const sandbox = await startSandbox({
    port,
    keys: parseKeys(process.env.SANDBOX_KEYS),
    ...(process.env.SANDBOX_SEED ? { seed: process.env.SANDBOX_SEED } : {}),
    ...(process.env.SANDBOX_CLOCK ? { clock: process.env.SANDBOX_CLOCK } : {}),
    limits: {
      ...(process.env.SANDBOX_REQUESTS_PER_MINUTE
        ? { perMinute: { ...DEFAULT_LIMITS.perMinute, pro: Number(process.env.SANDBOX_REQUESTS_PER_MINUTE) } }
        : {}),
      ...(process.env.SANDBOX_REQUESTS_PER_DAY
        ? { perDay: { ...DEFAULT_LIMITS.perDay, pro: Number(process.env.SANDBOX_REQUESTS_PER_DAY) } }
        : {}),
    },
  });
  console.log(`[sandbox] listening on ${sandbox.url} (streams on ${sandbox.wsUrl}/v1/ws/...)`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      void sandbox.close().then(() => process.exit(0));
    });
  }
}

// Run only when executed directly (tests import parseKeys).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error('[sandbox] failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
