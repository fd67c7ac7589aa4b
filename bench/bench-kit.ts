/**
 * What the browser benches share: the 25-symbol watchlist of a busy trader, a fresh build of the app
 * in a private directory (so a bench never races another process over dist/), the sandbox's counters;
 * and, for the server benches, an HTTP load from autocannon in its own process.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain ES module of the scripts, with no type declarations.
import { buildEnv as buildEnvOf } from '../scripts/build-if-stale.mjs';

const buildEnv = buildEnvOf as (testHooks: boolean) => NodeJS.ProcessEnv;

export const WATCHLIST_25 = [
  'SPY',
  'QQQ',
  'IWM',
  'AAPL',
  'NVDA',
  'TSLA',
  'MSFT',
  'AMZN',
  'META',
  'GOOGL',
  'AMD',
  'NFLX',
  'AVGO',
  'DIA',
  'TLT',
  'GLD',
  'XLK',
  'XLF',
  'XLE',
  'SMH',
  'PLTR',
  'MU',
  'INTC',
  'CRM',
  'ORCL',
] as const;

/**
 * Build the SPA from src/app into `<root>/dist`; the BFF started with `cwd: root` serves it. The production
 * build unless `testHooks` (a bench that reads window.__oaStream or window.__oaTape).
 */
export function buildAppInto(root: string, { testHooks = false }: { testHooks?: boolean } = {}): void {
  const r = spawnSync(
    process.execPath,
    [
      path.resolve('node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      path.join(root, 'dist'),
      '--emptyOutDir',
    ],
    { stdio: 'inherit', env: buildEnv(testHooks) },
  );
  if (r.status !== 0) throw new Error('vite build failed');
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('the build wrote no index.html');
}

export interface SandboxCounters {
  readonly requests_total: number;
  readonly requests_by_endpoint: Readonly<Record<string, number>>;
}

export async function sandboxCounters(sandboxUrl: string): Promise<SandboxCounters> {
  return (await (await fetch(`${sandboxUrl}/sandbox/counters`)).json()) as SandboxCounters;
}

/** `id n, id n` of the requests between two readings, most first. */
export function countersDiff(a: SandboxCounters, b: SandboxCounters): string {
  const out: [string, number][] = [];
  for (const [k, v] of Object.entries(b.requests_by_endpoint)) {
    const d = v - (a.requests_by_endpoint[k] ?? 0);
    if (d > 0) out.push([k, d]);
  }
  return out
    .sort((x, y) => y[1] - x[1])
    .map(([k, d]) => `${k} ${d}`)
    .join(', ');
}

export interface Load {
  readonly rps: number;
  readonly p50: number;
  /** Mean latency (ms, with decimals: p50 is whole milliseconds and often 0 on loopback). */
  readonly mean: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** autocannon in its own process, so the load generator does not share the servers' event loop. */
export function autocannon(url: string, o: { seconds: number; connections: number }): Promise<Load> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, '-j', '-c', String(o.connections), '-d', String(o.seconds), url],
      { maxBuffer: 1 << 24 },
      (err, stdout) => {
        if (err) return reject(err);
        const r = JSON.parse(stdout) as {
          requests: { average: number };
          latency: { p50: number; p99: number; average: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          mean: r.latency.average,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      },
    );
  });
}
