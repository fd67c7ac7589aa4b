/**
 * BFF cost: cached-hit throughput and latency against a bare Fastify route answering the same bytes
 * (autocannon, 50 connections, 5 s each), and the extra latency of a miss against calling the sandbox
 * directly. Everything on this machine, loopback only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';

const BENCH_KEY = 'bench-bff-key-1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Load {
  readonly rps: number;
  readonly p50: number;
  /** Mean latency (ms, with decimals: p50 is whole milliseconds and often 0 on loopback). */
  readonly mean: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** autocannon in its own process, so the load generator does not share the servers' event loop. */
function load(url: string): Promise<Load> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, '-j', '-c', '50', '-d', String(SECONDS), url],
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

/** Best of the rounds (the machine is shared: the best run is the least disturbed one). */
function best(xs: Load[]): Load {
  return xs.reduce((a, b) => (b.rps > a.rps ? b : a));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

export async function run(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-bench-'));
  const config = loadConfig({ PORT: '0', SANDBOX_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  // The per-client limit (1,200/min) would turn the load into 429s: lifted for the measurement.
  const bff = await startBff(config, {
    clientRateLimit: 1e9,
    sandboxKeys: { [BENCH_KEY]: 'pro' },
    logDestination: { write: () => true },
  });
  const bare = Fastify({ logger: false });
  const lines: string[] = [];
  try {
    const hitPath = '/api/v1/quotes/SPY/candles?interval=5m';
    const warm = await fetch(`${bff.url}${hitPath}`);
    const body = Buffer.from(await warm.arrayBuffer());
    bare.get('/json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/json`;

    // Alternate the two targets so that a burst of load from elsewhere hits both alike.
    const bareRuns: Load[] = [];
    const hitRuns: Load[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      bareRuns.push(await load(bareUrl));
      hitRuns.push(await load(`${bff.url}${hitPath}`));
    }
    const base = best(bareRuns);
    const hit = best(hitRuns);
    lines.push(
      `payload ${body.length} bytes; autocannon in its own process, 50 connections, ${SECONDS} s, best of ${ROUNDS} alternated rounds`,
    );
    lines.push(`bare Fastify route: ${base.rps.toFixed(0)} req/s, latency p50 ${base.p50} ms p99 ${base.p99} ms`);
    lines.push(
      `BFF cached hit:     ${hit.rps.toFixed(0)} req/s, latency p50 ${hit.p50} ms p99 ${hit.p99} ms (non-2xx ${hit.non2xx}, errors ${hit.errors})`,
    );
    lines.push(
      `rounds (req/s): bare ${bareRuns.map((r) => r.rps.toFixed(0)).join(', ')}; BFF hit ${hitRuns.map((r) => r.rps.toFixed(0)).join(', ')}`,
    );
    lines.push(
      `ratio BFF hit / bare: throughput ${(hit.rps / base.rps).toFixed(2)}, mean latency ${base.mean.toFixed(2)} → ${hit.mean.toFixed(2)} ms (${(hit.mean / base.mean).toFixed(2)}x)`,
    );

    // Misses: distinct parameters each time, alternating direct and proxied, within one minute's budget.
    const direct: number[] = [];
    const proxied: number[] = [];
    const n = 20;
    for (let i = 1; i <= n; i++) {
      // Each side asks for parameters the sandbox has not answered yet; the order alternates.
      const d = (): Promise<number> =>
        timed(`${bff.sandboxUrl}/v1/quotes/QQQ/candles?limit=${i}`, { 'x-api-key': 'sandbox-pro-key' });
      const p = (): Promise<number> => timed(`${bff.url}/api/v1/quotes/IWM/candles?limit=${i}`);
      if (i % 2) {
        direct.push(await d());
        proxied.push(await p());
      } else {
        proxied.push(await p());
        direct.push(await d());
      }
    }
    const md = median(direct);
    const mp = median(proxied);
    lines.push(
      `miss, ${n} distinct requests each: sandbox direct p50 ${md.toFixed(2)} ms, through the BFF p50 ${mp.toFixed(2)} ms`,
    );
    lines.push(`ratio BFF miss / direct: ${(mp / md).toFixed(2)}x (+${(mp - md).toFixed(2)} ms per miss)`);
  } finally {
    await bare.close();
    await bff.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
