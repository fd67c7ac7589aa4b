/**
 * Host allow-list and Origin check. A page whose name rebinds to 127.0.0.1 sends its own name in Host
 * and a matching Origin, so neither may be compared with the other alone: both are checked against
 * the host names this deployment answers to (config.allowedHosts).
 */
import type { FastifyRequest } from 'fastify';
import { hostName } from '../config';

/** Vite's dev server (npm run dev) proxies to the BFF from here; allowed only with DEV_SERVER=1. */
export const DEV_ORIGINS: readonly string[] = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/** `Example.com:8080` → `example.com`, `[::1]:80` → `[::1]`; undefined when it is not a host[:port]. */
export function hostOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  const m = /^(\[[0-9a-fA-F:.]+\]|[^:[\]/@\s]+)(:\d{1,5})?$/.exec(hostHeader.trim());
  return m ? hostName(m[1]!) : undefined;
}

export interface HostPolicy {
  readonly allowedHosts: ReadonlySet<string>;
  readonly devServer: boolean;
  /** Host header value → allowed: every request asks, and a deployment sees few distinct values. */
  readonly decided: Map<string, boolean>;
}

/** Most Host values remembered; more (a scan sending random names) starts the memory afresh. */
const MAX_DECIDED_HOSTS = 64;

export function hostPolicy(allowedHosts: readonly string[], devServer: boolean): HostPolicy {
  return { allowedHosts: new Set(allowedHosts.map(hostName)), devServer, decided: new Map() };
}

/** The Host the request came to (X-Forwarded-Host only from a trusted proxy) is one of ours. */
export function hostAllowed(req: FastifyRequest, policy: HostPolicy): boolean {
  const host = req.host;
  const known = policy.decided.get(host);
  if (known !== undefined) return known;
  const name = hostOf(host);
  const allowed = name !== undefined && policy.allowedHosts.has(name);
  if (policy.decided.size >= MAX_DECIDED_HOSTS) policy.decided.clear();
  policy.decided.set(host, allowed);
  return allowed;
}

/**
 * A browser's Origin must be this very origin (scheme, allowed host and port as the request came in)
 * or, under `npm run dev` only, Vite's. A missing Origin is not a browser's cross-site request.
 */
export function originAllowed(req: FastifyRequest, policy: HostPolicy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (policy.devServer && DEV_ORIGINS.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!policy.allowedHosts.has(hostName(url.hostname))) return false;
  // Same host and port as the request's (URL drops a default port that a Host header may still carry).
  const requestHost = req.host.toLowerCase();
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.host === requestHost || (url.port === '' && `${url.host}:${defaultPort}` === requestHost);
}
