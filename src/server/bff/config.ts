/**
 * The BFF's environment (ARCHITECTURE.md, Environment) turned into a typed, validated config.
 * Fails fast with a message naming the variable, so a misconfigured start never half-runs.
 */
import fs from 'node:fs';
import net from 'node:net';
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
   * The minute limit of the built-in key's tier (SANDBOX_TIER); unset = the reference's figure. The browser suite raises it so
   * that forty page loads in a row test the pages, not the wait for the next minute (the budget
   * itself is tested by the BFF's integration tests at the real numbers).
   */
  readonly requestsPerMinute?: number | undefined;
  /**
   * The day limit of the built-in key's tier; unset = the reference's figure. The browser suite's route
   * tours raise it: they sweep every route with cold caches several times a minute, which the day pacer
   * would rightly slow (the pacer itself has its own spec and tests at the real numbers).
   */
  readonly requestsPerDay?: number | undefined;
  /** SANDBOX_STRICT=1: the sandbox answers 404 on paths the reference does not publish. */
  readonly strict?: boolean;
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
  /** METRICS_TOKEN: also admits a Prometheus scraper (bearer token) to GET /api/metrics. */
  readonly metricsToken: string | undefined;
  readonly dataDir: string;
  /** Accepted and documented, not used yet: one process keeps cache, budget and fan-out in memory. */
  readonly redisUrl: string | undefined;
  readonly sandbox: SandboxSettings;
  /** E2E=1 enables test hooks (POST /api/dev/ws/close, GET /api/dev/sandbox), for loopback clients only. */
  readonly e2e: boolean;
  /**
   * E2E=1 only (E2E_STREAM_PAUSE_MS): the pause after 4008 and the cool-down after 4001/4003, shortened so the
   * browser's fault tour watches the recovery without waiting the real minute.
   */
  readonly e2eStreamPauseMs?: number | undefined;
  /**
   * Host names (lower case, IPv6 in brackets, no port) the dashboard answers to: loopback names, HOST
   * when it names one address, and ALLOWED_HOSTS. Anything else is refused (DNS rebinding).
   */
  readonly allowedHosts: readonly string[];
  /** Peers (IPs or CIDRs) whose X-Forwarded-* headers are believed; none by default. */
  readonly trustedProxies: readonly string[];
  /** DEV_SERVER=1 (set by `npm run dev` only): Vite's dev origins may call the BFF. */
  readonly devServer: boolean;
  readonly staticDir: string;
  readonly logLevel: string;
  /** Requests to /api one client address may make a minute (the BFF's own limit, beside the upstream budget). */
  readonly clientRequestsPerMinute: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The names a browser on this machine uses for loopback (as they appear in a Host header). */
export const LOOPBACK_HOST_NAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** `Dash.Example.com` → `dash.example.com`; `::1` → `[::1]` (the form a Host header carries). */
export function hostName(name: string): string {
  const h = name.trim().toLowerCase();
  return net.isIPv6(h) ? `[${h}]` : h;
}

const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

function commaList(s: string): string[] {
  return s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

function isIpOrCidr(s: string): boolean {
  const [ip, bits, extra] = s.split('/');
  if (extra !== undefined || !ip) return false;
  const family = net.isIP(ip);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
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
  METRICS_TOKEN: z.string().min(12, 'METRICS_TOKEN should be at least 12 characters').optional(),
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
  SANDBOX_REQUESTS_PER_DAY: z.coerce.number().int().positive().optional(),
  SANDBOX_STRICT: z.enum(['0', '1']).optional(),
  E2E: z.string().optional(),
  E2E_STREAM_PAUSE_MS: z.coerce.number().int().positive().optional(),
  ALLOWED_HOSTS: z
    .string()
    .refine(
      (s) => commaList(s).every((h) => HOST_NAME.test(hostName(h))),
      'ALLOWED_HOSTS is a comma-separated list of host names or IP addresses, without ports',
    )
    .optional(),
  TRUSTED_PROXIES: z
    .string()
    .refine(
      (s) => commaList(s).every(isIpOrCidr),
      'TRUSTED_PROXIES is a comma-separated list of IP addresses or CIDR ranges',
    )
    .optional(),
  DEV_SERVER: z.enum(['0', '1', 'true', 'false']).optional(),
  DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
});

/** Every variable the BFF reads from its environment (the README's Configuration table lists each). */
export const BFF_ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

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
  const allowedHosts = new Set(LOOPBACK_HOST_NAMES);
  if (!WILDCARD_HOSTS.has(e.HOST)) allowedHosts.add(hostName(e.HOST));
  for (const h of commaList(e.ALLOWED_HOSTS ?? '')) allowedHosts.add(hostName(h));
  return {
    mode,
    apiKey,
    baseUrl,
    wsBaseUrl: e.OA_WS_BASE_URL?.replace(/\/$/, '') ?? (baseUrl ? deriveWsBase(baseUrl) : undefined),
    host: e.HOST,
    port: e.PORT,
    dashboardToken: e.DASHBOARD_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    sandbox: {
      port: e.SANDBOX_PORT,
      portExplicit: env.SANDBOX_PORT !== undefined && env.SANDBOX_PORT !== '',
      seed: e.SANDBOX_SEED,
      tier: e.SANDBOX_TIER,
      clock: e.SANDBOX_CLOCK,
      requestsPerMinute: e.SANDBOX_REQUESTS_PER_MINUTE,
      requestsPerDay: e.SANDBOX_REQUESTS_PER_DAY,
      ...(e.SANDBOX_STRICT === '1' ? { strict: true } : {}),
    },
    e2e: e.E2E === '1' || e.E2E === 'true',
    ...((e.E2E === '1' || e.E2E === 'true') && e.E2E_STREAM_PAUSE_MS
      ? { e2eStreamPauseMs: e.E2E_STREAM_PAUSE_MS }
      : {}),
    allowedHosts: [...allowedHosts],
    trustedProxies: commaList(e.TRUSTED_PROXIES ?? ''),
    devServer: e.DEV_SERVER === '1' || e.DEV_SERVER === 'true',
    staticDir: path.resolve(cwd, e.DIST_DIR ?? 'dist'),
    logLevel: e.LOG_LEVEL,
    clientRequestsPerMinute: e.CLIENT_REQUESTS_PER_MINUTE,
  };
}
