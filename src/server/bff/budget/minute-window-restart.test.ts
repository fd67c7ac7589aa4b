// Integration: a BFF process killed with SIGKILL after spending most of the minute remembers the window when
// it starts again, so a burst right after draws no 429 from the upstream.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { freePort, midDayOffsetMs, until } from '../testing/test-kit';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const WALL_CLOCK_PRELOAD = path.resolve(import.meta.dirname, '../testing/wall-clock.preload.ts');

async function startBffProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', WALL_CLOCK_PRELOAD, MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  await until(async () => (await fetch(url).catch(() => undefined))?.ok === true, 30_000, 'the BFF answers');
  return child;
}

async function upstream429s(sandbox: RunningSandbox): Promise<number> {
  const c = (await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as {
    rejected_by_status: Record<string, number>;
  };
  return c.rejected_by_status['429'] ?? 0;
}

describe('the minute window across a kill -9', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  const children: ChildProcess[] = [];
  // The window is the wall-clock minute: the sandbox and the BFF processes read one clock standing still
  // early in a minute (mid-day), so the whole run falls inside that minute however long it takes.
  const startedAt = Date.now();
  const frozenAt = startedAt + midDayOffsetMs(startedAt) - (startedAt % 60_000) + 1_000;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false, realNow: () => frozenAt });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-kill-'));
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await sandbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('spends 55 of 60, is killed, restarts and bursts: zero upstream 429s', async () => {
    const port = await freePort();
    const env = {
      OA_API_KEY: 'sandbox-pro-key',
      OA_BASE_URL: sandbox.url,
      PORT: String(port),
      DATA_DIR: dataDir,
      WALL_CLOCK_FROZEN_AT_MS: String(frozenAt),
    };
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startBffProcess(env);
    children.push(first);
    // Distinct URLs, so every one costs an upstream request (the start-up tier probe cost one already).
    for (let top = 1; top <= 54; top++) {
      const r = await fetch(`${base}/v1/momentum/rankings?top=${top}`);
      expect(r.status).toBe(200);
    }
    const spent = (await (await fetch(`${base}/budget`)).json()) as { minute: { remaining: number } };
    expect(spent.minute.remaining).toBeLessThanOrEqual(5);

    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const second = await startBffProcess(env);
    children.push(second);
    const known = (await (await fetch(`${base}/budget`)).json()) as { minute: { remaining: number } };
    expect(known.minute.remaining).toBeLessThanOrEqual(5);

    const before = await upstream429s(sandbox);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetch(`${base}/v1/momentum/rankings?top=${100 + i}`)),
    );
    const bodies = await Promise.all(burst.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })));
    expect(await upstream429s(sandbox)).toBe(before);
    // Every refusal is the BFF's own, with an honest wait.
    for (const b of bodies.filter((x) => x.status === 429)) {
      expect(b.body).toMatchObject({ error: 'budget_wait_too_long' });
    }
    second.kill('SIGKILL');
  }, 150_000);
});
