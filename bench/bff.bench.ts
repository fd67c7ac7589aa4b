/**
 * BFF cost: cached-hit throughput and latency against a bare Fastify route answering the same bytes
 * (autocannon in its own process, 50 connections), and the extra latency of a miss against calling
 * the sandbox directly at the same door (a REST route, an MCP tool). Everything on this machine, loopback only.
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
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
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
 * A load, with the CPU time this process (both servers and the embedded sandbox, autocannon apart) spent
 * per request served: on a machine other work keeps busy, throughput follows the load, this much less.
 */
async function loadWithCpu(url: string): Promise<Load & { readonly cpuUs: number }> {
  const before = process.cpuUsage();
  const l = await load(url);
  const used = process.cpuUsage(before);
  return { ...l, cpuUs: (used.user + used.system) / Math.max(1, l.rps * SECONDS) };
}

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

/**
 * A miss: distinct parameters each time (the sandbox has answered neither side's yet), direct and proxied
 * alternating, within one minute's budget; the first pairs are warm-up and not counted.
 */
async function missRow(
  door: string,
  direct: (i: number) => Promise<number>,
  proxied: (i: number) => Promise<number>,
): Promise<BenchRow> {
  const ds: number[] = [];
  const ps: number[] = [];
  const warmPairs = 2;
  const n = 20;
  for (let i = 1; i <= warmPairs + n; i++) {
    // The order alternates, so that neither side always finds the other's work just done.
    let dm: number;
    let pm: number;
    if (i % 2) {
      dm = await direct(i);
      pm = await proxied(i);
    } else {
      pm = await proxied(i);
      dm = await direct(i);
    }
    if (i <= warmPairs) continue;
    ds.push(dm);
    ps.push(pm);
  }
  const md = median(ds);
  const mp = median(ps);
  // What the BFF adds is read pair by pair: the two requests of a pair meet the same load from elsewhere.
  const added = median(ps.map((p, i) => p - ds[i]!));
  return {
    figure: `BFF miss (${door}): p50 of ${n} distinct requests`,
    measured: `${mp.toFixed(2)} ms (+${added.toFixed(2)} ms per miss, the median of the ${n} pairs' differences)`,
    baseline: `the sandbox asked directly at the same door ${md.toFixed(2)} ms`,
    ratio: mp / md,
  };
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
    const bareRuns: (Load & { cpuUs: number })[] = [];
    const hitRuns: (Load & { cpuUs: number })[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        bareRuns.push(await loadWithCpu(bareUrl));
        hitRuns.push(await loadWithCpu(hitUrl));
      } else {
        hitRuns.push(await loadWithCpu(hitUrl));
        bareRuns.push(await loadWithCpu(bareUrl));
      }
    }
    const ratios = hitRuns.map((h, i) => h.rps / bareRuns[i]!.rps);
    const latencyRatios = hitRuns.map((h, i) => h.mean / bareRuns[i]!.mean);
    const failed = hitRuns.reduce((n, h) => n + h.non2xx + h.errors, 0);
    const m = <L extends Load>(f: (l: L) => number, xs: L[]): number => median(xs.map(f));
    const setup = `payload ${body.length} bytes, 50 connections from autocannon in its own process, ${ROUNDS} alternating rounds of ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up each and ${(settledMs / 1000).toFixed(1)} s to settle`;
    rows.push({
      figure: 'BFF cached hit: throughput',
      measured: `${m((l) => l.rps, hitRuns).toFixed(0)} req/s median (rounds ${fmt(hitRuns.map((l) => l.rps))}; non-2xx + errors ${failed}; ${setup})`,
      baseline: `bare Fastify route ${m((l) => l.rps, bareRuns).toFixed(0)} req/s (rounds ${fmt(bareRuns.map((l) => l.rps))})`,
      ratio: median(ratios),
    });
    rows.push({
      figure: 'BFF cached hit: CPU time per request (ratio bare ÷ BFF, read like the throughput ratio)',
      measured: `${m((l) => l.cpuUs, hitRuns).toFixed(0)} µs (rounds ${fmt(hitRuns.map((l) => l.cpuUs))})`,
      baseline: `bare Fastify route ${m((l) => l.cpuUs, bareRuns).toFixed(0)} µs (rounds ${fmt(bareRuns.map((l) => l.cpuUs))})`,
      ratio: median(hitRuns.map((h, i) => bareRuns[i]!.cpuUs / h.cpuUs)),
    });
    rows.push({
      figure: 'BFF cached hit: mean latency',
      measured: `${m((l) => l.mean, hitRuns).toFixed(2)} ms (p99 ${m((l) => l.p99, hitRuns)} ms)`,
      baseline: `bare Fastify route ${m((l) => l.mean, bareRuns).toFixed(2)} ms (p99 ${m((l) => l.p99, bareRuns)} ms)`,
      ratio: median(latencyRatios),
    });

    // Misses, each door against the same door asked directly, so the figure is what the BFF adds: a REST
    // route, and an MCP tool (the only published door of candles; the sandbox's MCP face costs more).
    rows.push(
      await missRow(
        'REST door, darkpool.recent',
        (i) => timed(`${bff.sandboxUrl}/v1/darkpool/recent?ticker=QQQ&limit=${i}`, { 'x-api-key': 'sandbox-pro-key' }),
        (i) => timed(`${bff.url}/api/v1/darkpool/recent?ticker=IWM&limit=${i}`, {}, 'MISS'),
      ),
    );
    const mcp = new Client({ name: 'bff-bench', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${bff.sandboxUrl}/mcp`), {
        requestInit: { headers: { 'x-api-key': 'sandbox-pro-key' } },
      }),
    );
    try {
      rows.push(
        await missRow(
          'MCP door, quotes.candles',
          async (i) => {
            const t0 = performance.now();
            const res = await mcp.callTool({ name: 'stock_candles', arguments: { ticker: 'QQQ', limit: i } });
            if (res.isError) throw new Error(`stock_candles: ${JSON.stringify(res.content).slice(0, 200)}`);
            return performance.now() - t0;
          },
          (i) => timed(`${bff.url}/api/v1/quotes/IWM/candles?limit=${i}`, {}, 'MISS'),
        ),
      );
    } finally {
      await mcp.close();
    }
  } finally {
    await bare.close();
    await bff.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
