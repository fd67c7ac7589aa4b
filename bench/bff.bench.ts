/**
 * BFF cost: cached-hit throughput and latency against a bare Fastify route answering the same bytes
 * (autocannon in its own process, 50 connections), and the extra latency of a miss against calling
 * the sandbox directly. Everything on this machine, loopback only.
 *
 * Made for a small, shared machine: both targets are warmed up first, then measured in alternating
 * rounds (the order flips each round, so drift hits both alike), and the ratio reported is the median
 * of the per-round ratios. BENCH_SECONDS (default 4) and BENCH_ROUNDS (default 3) tune it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import { autocannon, type Load } from './bench-kit';
import type { BenchRow } from './bench-table';
import { MID_SESSION_FROZEN } from './bench-clocks';

const BENCH_KEY = 'bench-bff-key-1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 1;

/** autocannon in its own process, 50 connections. */
const load = (url: string, seconds = SECONDS): Promise<Load> => autocannon(url, { seconds, connections: 50 });

/**
 * Waits until this process's event loop is nearly idle (the embedded sandbox warms its market in
 * the background after it starts), so that the first measured target is not the one that pays.
 */
async function settle(maxMs = 30_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < maxMs) {
    const before = performance.eventLoopUtilization();
    await new Promise((r) => setTimeout(r, 250));
    if (performance.eventLoopUtilization(before).utilization < 0.05) break;
  }
  return performance.now() - t0;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const fmt = (xs: readonly number[], digits = 0): string => xs.map((x) => x.toFixed(digits)).join(', ');

async function timed(url: string, headers: Record<string, string> = {}, xCache?: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  if (xCache && res.headers.get('x-cache') !== xCache) throw new Error(`${url}: X-Cache ${res.headers.get('x-cache')}`);
  return ms;
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-bench-'));
  const config = loadConfig({
    PORT: '0',
    SANDBOX_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SANDBOX_CLOCK: MID_SESSION_FROZEN,
  });
  // The per-client limit (1,200/min) would turn the load into 429s: lifted for the measurement.
  const bff = await startBff(config, {
    clientRateLimit: 1e9,
    sandboxKeys: { [BENCH_KEY]: 'pro' },
    logDestination: { write: () => true },
  });
  const bare = Fastify({ logger: false });
  const rows: BenchRow[] = [];
  try {
    const hitPath = '/api/v1/quotes/SPY/candles?interval=5m';
    const warm = await fetch(`${bff.url}${hitPath}`);
    const body = Buffer.from(await warm.arrayBuffer());
    bare.get('/json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/json`;

    const hitUrl = `${bff.url}${hitPath}`;
    const probe = await fetch(hitUrl);
    await probe.arrayBuffer();
    if (probe.headers.get('x-cache') !== 'HIT')
      throw new Error(`expected a cached hit, got ${probe.headers.get('x-cache')}`);

    const settledMs = await settle();
    // Warm-up (JIT, sockets, caches) of both, not recorded.
    await load(bareUrl, WARMUP_SECONDS);
    await load(hitUrl, WARMUP_SECONDS);
    // Alternating rounds, the order flipped each round, so that load from elsewhere hits both alike.
    const bareRuns: Load[] = [];
    const hitRuns: Load[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        bareRuns.push(await load(bareUrl));
        hitRuns.push(await load(hitUrl));
      } else {
        hitRuns.push(await load(hitUrl));
        bareRuns.push(await load(bareUrl));
      }
    }
    const ratios = hitRuns.map((h, i) => h.rps / bareRuns[i]!.rps);
    const latencyRatios = hitRuns.map((h, i) => h.mean / bareRuns[i]!.mean);
    const failed = hitRuns.reduce((n, h) => n + h.non2xx + h.errors, 0);
    const m = (f: (l: Load) => number, xs: Load[]): number => median(xs.map(f));
    const setup = `payload ${body.length} bytes, 50 connections from autocannon in its own process, ${ROUNDS} alternating rounds of ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up each and ${(settledMs / 1000).toFixed(1)} s to settle`;
    rows.push({
      figure: 'BFF cached hit: throughput',
      measured: `${m((l) => l.rps, hitRuns).toFixed(0)} req/s median (rounds ${fmt(hitRuns.map((l) => l.rps))}; non-2xx + errors ${failed}; ${setup})`,
      baseline: `bare Fastify route ${m((l) => l.rps, bareRuns).toFixed(0)} req/s (rounds ${fmt(bareRuns.map((l) => l.rps))})`,
      ratio: median(ratios),
    });
    rows.push({
      figure: 'BFF cached hit: mean latency',
      measured: `${m((l) => l.mean, hitRuns).toFixed(2)} ms (p99 ${m((l) => l.p99, hitRuns)} ms)`,
      baseline: `bare Fastify route ${m((l) => l.mean, bareRuns).toFixed(2)} ms (p99 ${m((l) => l.p99, bareRuns)} ms)`,
      ratio: median(latencyRatios),
    });

    // Misses: distinct parameters each time, alternating direct and proxied, within one minute's budget;
    // the first pairs are warm-up and not counted.
    const direct: number[] = [];
    const proxied: number[] = [];
    const warmPairs = 2;
    const n = 20;
    for (let i = 1; i <= warmPairs + n; i++) {
      // Each side asks for parameters the sandbox has not answered yet; the order alternates.
      const d = (): Promise<number> =>
        timed(`${bff.sandboxUrl}/v1/quotes/QQQ/candles?limit=${i}`, { 'x-api-key': 'sandbox-pro-key' });
      const p = (): Promise<number> => timed(`${bff.url}/api/v1/quotes/IWM/candles?limit=${i}`, {}, 'MISS');
      let dm: number;
      let pm: number;
      if (i % 2) {
        dm = await d();
        pm = await p();
      } else {
        pm = await p();
        dm = await d();
      }
      if (i <= warmPairs) continue;
      direct.push(dm);
      proxied.push(pm);
    }
    const md = median(direct);
    const mp = median(proxied);
    rows.push({
      figure: `BFF miss: p50 of ${n} distinct requests`,
      measured: `${mp.toFixed(2)} ms (+${(mp - md).toFixed(2)} ms per miss)`,
      baseline: `the sandbox asked directly ${md.toFixed(2)} ms`,
      ratio: mp / md,
    });
  } finally {
    await bare.close();
    await bff.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
