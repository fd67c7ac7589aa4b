/**
 * One BFF instance in a process of its own, for the multi-instance bench: the environment as main.ts
 * reads it, with the per-client limit lifted (the load generator is one client). Prints its URL.
 */
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import { MID_SESSION_FROZEN } from './bench-clocks';

// Upstream mode (OA_BASE_URL) has no sandbox of its own; without one, its embedded sandbox stands still
// mid-session like the other benches' (SANDBOX_CLOCK in the environment still decides).
const config = loadConfig({ SANDBOX_CLOCK: MID_SESSION_FROZEN, ...process.env });
const bff = await startBff(config, { clientRateLimit: 1e9, logDestination: { write: () => true } });
process.stdout.write(`${bff.url}\n`);
process.on('SIGTERM', () => void bff.close().then(() => process.exit(0)));
