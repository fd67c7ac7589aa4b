/**
 * Entry of `npm start` (scripts/start.mjs): read the environment, start the BFF (and, without a key,
 * the embedded sandbox), shut down cleanly on SIGINT/SIGTERM.
 */
import { startBff } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[bff] ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const bff = await startBff(config);
  const where = config.mode === 'sandbox' ? 'the built-in sandbox (no key needed)' : 'the upstream service';
  bff.app.log.info(`dashboard at ${bff.url} — data from ${where}`);
  if (config.redisUrl)
    bff.app.log.warn('REDIS_URL is set but not used yet: cache, budget and fan-out stay in this process');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    bff.app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    bff.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[bff] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
