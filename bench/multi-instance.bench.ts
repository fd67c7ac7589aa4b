/**
 * Several BFF instances on one Redis, each in a process of its own, in front of one sandbox:
 * - cached-hit throughput of two instances loaded at once against one instance alone (autocannon in
 *   its own processes; on this 2-core machine the instances and the load share the cores, so the
 *   figure is a floor);
 * - upstream requests spent by a burst of 30 distinct requests, each sent through both instances at
 *   once, against the same burst through one instance: the two must be equal (one request per answer).
 * Skipped without redis-server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../src/server/sandbox/limits';
import { startSandbox } from '../src/server/sandbox/server';
import { hasRedisServer, startTestRedis } from '../src/server/bff/testing/test-redis';
import { autocannon } from './bench-kit';
import { MID_SESSION_FROZEN } from './bench-clocks';
import type { BenchRow } from './bench-table';

const KEY = 'bench-multi-key';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST = 30;

interface Instance {
  readonly url: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-multi-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bff-instance.ts')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`BFF instance exited ${code}`)));
  });
  return { url, child, dataDir };
}

async function stopInstance(i: Instance): Promise<void> {
  const exited = new Promise((r) => i.child.once('exit', r));
  i.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  i.child.kill('SIGKILL');
  fs.rmSync(i.dataDir, { recursive: true, force: true });
}

/** Requests per second and failed answers of `connections` connections for SECONDS. */
async function load(url: string, connections: number): Promise<{ rps: number; bad: number }> {
  const l = await autocannon(url, { seconds: SECONDS, connections });
  return { rps: l.rps, bad: l.non2xx + l.errors };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<BenchRow[]> {
  if (!hasRedisServer) return [{ figure: 'multi-instance', measured: 'skipped: no redis-server on this machine' }];
  const redis = await startTestRedis();
  // A high minute limit: the burst figures count requests, they do not wait for windows.
  const sandbox = await startSandbox({
    port: 0,
    warm: false,
    keys: { [KEY]: 'pro' },
    clock: MID_SESSION_FROZEN,
    limits: { perMinute: { ...DEFAULT_LIMITS.perMinute, pro: 5000 } },
  });
  const env = { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url, REDIS_URL: redis.url };
  const instances: Instance[] = [];
  const requests = async (): Promise<number> =>
    ((await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as { requests_total: number }).requests_total;
  try {
    instances.push(await startInstance(env), await startInstance(env));
    const [a, b] = instances as [Instance, Instance];
    const hit = '/api/v1/quotes/SPY/candles?interval=5m';
    for (const i of instances) await (await fetch(`${i.url}${hit}`)).arrayBuffer();
    await load(`${a.url}${hit}`, 50);
    await load(`${b.url}${hit}`, 50);
    const one: number[] = [];
    const two: number[] = [];
    let bad = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const alone = await load(`${a.url}${hit}`, 50);
      const both = await Promise.all([load(`${a.url}${hit}`, 25), load(`${b.url}${hit}`, 25)]);
      one.push(alone.rps);
      two.push(both[0].rps + both[1].rps);
      bad += alone.bad + both[0].bad + both[1].bad;
    }
    const rows: BenchRow[] = [
      {
        figure: 'cached-hit throughput, two instances on one Redis',
        measured: `${median(two).toFixed(0)} req/s median (rounds ${two.map((x) => x.toFixed(0)).join(', ')}; 2×25 connections; non-2xx + errors ${bad}; ${os.cpus().length} cores shared by instances and load)`,
        baseline: `one instance ${median(one).toFixed(0)} req/s (50 connections; rounds ${one.map((x) => x.toFixed(0)).join(', ')})`,
        ratio: median(two) / median(one),
      },
    ];

    // The burst: 30 distinct answers, each asked through both instances at the same moment.
    const burst = async (targets: readonly Instance[], offset: number): Promise<number> => {
      const before = await requests();
      await Promise.all(
        Array.from({ length: BURST }, (_, n) =>
          targets.map(async (t) => {
            const r = await fetch(`${t.url}/api/v1/momentum/rankings?top=${offset + n + 1}`);
            await r.arrayBuffer();
            if (r.status !== 200) throw new Error(`burst answer ${r.status}`);
          }),
        ).flat(),
      );
      return (await requests()) - before;
    };
    const spread = await burst([a, b], 0);
    // The same burst (other answers, so nothing is cached) through one instance, each asked twice.
    const single = await burst([a, a], 100);
    rows.push({
      figure: `upstream requests of a burst of ${BURST} answers, each asked through both instances at once`,
      measured: `${spread} upstream requests`,
      baseline: `the same burst through one instance (each asked twice): ${single}`,
      ratio: spread / single,
      goal: 'equal (ratio 1)',
      pass: spread === single,
    });
    return rows;
  } finally {
    for (const i of instances) await stopInstance(i);
    await sandbox.close();
    await redis.stop();
  }
}
