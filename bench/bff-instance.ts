/**
 * One BFF instance in a process of its own, for the multi-instance bench: the environment as main.ts
 * reads it, with the per-client limit lifted (the load generator is one client). Prints its URL.
 */
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';

const config = loadConfig(process.env);
const bff = await startBff(config, { clientRateLimit: 1e9, logDestination: { write: () => true } });
process.stdout.write(`${bff.url}\n`);
process.on('SIGTERM', () => void bff.close().then(() => process.exit(0)));
