/**
 * The BFF's environment (ARCHITECTURE.md, Environment) turned into a typed, validated config.
 * Fails fast with a message naming the variable, so a misconfigured start never half-runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type BffMode = 'sandbox' | 'upstream';
export type Tier = 'pro' | 'free';

export interface SandboxSettings {
  /** 0 = any free port. */
  readonly port: number;
  /** SANDBOX_PORT was given: a busy port is an error rather than a reason to take any free one. */
  readonly portExplicit: boolean;
  readonly seed: string | undefined;
  readonly tier: Tier;
  /** `replay`, `real` or a fixed ISO time. */
  readonly clock: string;
  /**
   * The built-in Pro key's minute limit; unset = the reference's 60. The browser suite raises it so
   * that forty page loads in a row test the pages, not the wait for the next minute (the budget
   * itself is tested by the BFF's integration tests at the real numbers).
   */
  readonly requestsPerMinute?: number | undefined;
}

export interface BffConfig {
  readonly mode: BffMode;
  /** Upstream key; in sandbox mode filled in once the embedded sandbox runs. */
  readonly apiKey: string | undefined;
  readonly baseUrl: string | undefined;
  readonly wsBaseUrl: string | undefined;
  readonly host: string;
  readonly port: number;
  readonly dashboardToken: string | undefined;
  readonly dataDir: string;
  /** Accepted and documented, not used yet: one process keeps cache, budget and fan-out in memory. */
  readonly redisUrl: string | undefined;
  readonly sandbox: SandboxSettings;
  /** E2E=1 enables test hooks (POST /api/dev/ws/close). */
  readonly e2e: boolean;
  readonly staticDir: string;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const portSchema = z.coerce.number().int().min(0).max(65_535);
const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });

const envSchema = z.object({
  OA_API_KEY: z.string().trim().min(1).optional(),
  OA_API_KEY_FILE: z.string().trim().min(1).optional(),
  OA_BASE_URL: httpUrl.optional(),
  OA_WS_BASE_URL: wsUrl.optional(),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: portSchema.default(8080),
  DASHBOARD_TOKEN: z.string().min(12, 'DASHBOARD_TOKEN should be at least 12 characters').optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  REDIS_URL: z.string().trim().min(1).optional(),
  SANDBOX_PORT: portSchema.default(8090),
  SANDBOX_SEED: z.string().trim().min(1).optional(),
  SANDBOX_TIER: z.enum(['pro', 'free']).default('pro'),
  SANDBOX_CLOCK: z
    .string()
    .trim()
    .refine(
      (s) => s === 'replay' || s === 'real' || !Number.isNaN(Date.parse(s.replace(/^frozen:/, ''))),
      'SANDBOX_CLOCK is replay, real, an ISO time or frozen:<ISO time>',
    )
    .default('replay'),
  SANDBOX_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().optional(),
  E2E: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** `https://x/y` → `wss://x/y`; the upstream serves its sockets under the same origin. */
export function deriveWsBase(baseUrl: string): string {
  const u = new URL(baseUrl);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString().replace(/\/$/, '');
}

function emptyToUndefined(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** Read and validate the environment. `readFile` is injectable for tests. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  readFile: (p: string) => string = (p) => fs.readFileSync(p, 'utf8'),
  cwd: string = process.cwd(),
): BffConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`invalid BFF environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.OA_API_KEY && e.OA_API_KEY_FILE) throw new ConfigError('set OA_API_KEY or OA_API_KEY_FILE, not both');
  let apiKey = e.OA_API_KEY;
  if (e.OA_API_KEY_FILE) {
    try {
      apiKey = readFile(path.resolve(cwd, e.OA_API_KEY_FILE)).trim();
    } catch {
      // Name the variable, never the content.
      throw new ConfigError('OA_API_KEY_FILE cannot be read');
    }
    if (!apiKey) throw new ConfigError('OA_API_KEY_FILE is empty');
  }
  if (apiKey && /\s/.test(apiKey)) throw new ConfigError('the API key contains white space');
  const mode: BffMode = apiKey ? 'upstream' : 'sandbox';
  if (mode === 'upstream' && !e.OA_BASE_URL) throw new ConfigError('OA_BASE_URL is required when a key is configured');
  if (mode === 'sandbox' && e.OA_BASE_URL) {
    throw new ConfigError('OA_BASE_URL is set but no key (OA_API_KEY or OA_API_KEY_FILE): refusing to guess the mode');
  }
  if (!isLoopbackHost(e.HOST) && !e.DASHBOARD_TOKEN) {
    throw new ConfigError(`DASHBOARD_TOKEN is required when HOST (${e.HOST}) is not a loopback address`);
  }
  const baseUrl = e.OA_BASE_URL?.replace(/\/$/, '');
  return {
    mode,
    apiKey,
    baseUrl,
    wsBaseUrl: e.OA_WS_BASE_URL?.replace(/\/$/, '') ?? (baseUrl ? deriveWsBase(baseUrl) : undefined),
    host: e.HOST,
    port: e.PORT,
    dashboardToken: e.DASHBOARD_TOKEN,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    sandbox: {
      port: e.SANDBOX_PORT,
      portExplicit: env.SANDBOX_PORT !== undefined && env.SANDBOX_PORT !== '',
      seed: e.SANDBOX_SEED,
      tier: e.SANDBOX_TIER,
      clock: e.SANDBOX_CLOCK,
      requestsPerMinute: e.SANDBOX_REQUESTS_PER_MINUTE,
    },
    e2e: e.E2E === '1' || e.E2E === 'true',
    staticDir: path.resolve(cwd, 'dist'),
    logLevel: e.LOG_LEVEL,
  };
}
