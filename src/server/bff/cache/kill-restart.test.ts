// Integration: a BFF process killed with SIGKILL the moment it acknowledges a watchlist save, while other
// requests are still in flight, and started again on the same DATA_DIR, loses no acknowledged edit and keeps
// the day's request count and the stored sessions (a kept session still works, a signed-out one stays out).
// The sandbox runs in this test's process, apart from the BFF: the watchlist lives upstream and must
// outlive the kill, as the real service would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { freePort, midDayOffsetMs, until } from '../testing/test-kit';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const WALL_CLOCK_PRELOAD = path.resolve(import.meta.dirname, '../testing/wall-clock.preload.ts');
const TOKEN = 'desk-token-kill-restart-0123';

interface BffProcess {
  readonly child: ChildProcess;
  readonly base: string;
  readonly exited: Promise<unknown>;
}

async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', WALL_CLOCK_PRELOAD, MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${env.PORT}`;
  await until(
    async () => (await fetch(`${base}/api/session`).catch(() => undefined))?.ok === true,
    30_000,
    'the BFF answers',
  );
  return { child, base, exited };
}

async function signIn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: TOKEN }),
  });
  expect(r.status).toBe(200);
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function dayUsed(base: string, cookie: string): Promise<number> {
  const r = await fetch(`${base}/api/budget`, { headers: { cookie } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { day: { used: number } }).day.used;
}

async function watchlist(base: string, cookie: string): Promise<string[]> {
  const r = await fetch(`${base}/api/v1/quotes/watchlist`, { headers: { cookie } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { symbols: string[] }).symbols;
}

async function sandboxRequests(sandbox: RunningSandbox): Promise<number> {
  return ((await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as { requests_total: number }).requests_total;
}

/** The watchlists saved in turn: each differs from the one before, so a lost save shows. */
const EDITS = [
  ['NVDA', 'AMD', 'TSLA'],
  ['SPY', 'QQQ', 'IWM', 'AAPL', 'MSFT'],
  ['META', 'GOOGL'],
];

describe('a BFF killed with SIGKILL during a watchlist save', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  const processes: BffProcess[] = [];
  // The service here and the BFF processes count the same day, far from its turn (whole minutes moved).
  const clockOffset = midDayOffsetMs(Date.now());
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false, realNow: () => Date.now() + clockOffset });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-kill-save-'));
  });
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await sandbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged edit, the day count and the stored sessions across each restart', async () => {
    const port = await freePort();
    const env = {
      WALL_CLOCK_OFFSET_MS: String(clockOffset),
      OA_API_KEY: 'sandbox-pro-key',
      OA_BASE_URL: sandbox.url,
      PORT: String(port),
      DATA_DIR: dataDir,
      DASHBOARD_TOKEN: TOKEN,
    };
    let bff = await startBffProcess(env);
    processes.push(bff);
    const kept = await signIn(bff.base);
    const signedOut = await signIn(bff.base);
    const out = await fetch(`${bff.base}/api/session`, {
      method: 'DELETE',
      headers: { cookie: signedOut, origin: bff.base },
    });
    expect(out.status).toBe(200);

    for (const [round, symbols] of EDITS.entries()) {
      const usedBefore = await dayUsed(bff.base, kept);
      // Requests of distinct URLs in flight around the save: each spends the day's budget as it lands.
      const inFlight = Array.from({ length: 6 }, (_, i) =>
        fetch(`${bff.base}/api/v1/momentum/rankings?top=${round * 10 + i + 1}`, { headers: { cookie: kept } }).catch(
          () => undefined,
        ),
      );
      const save = await fetch(`${bff.base}/api/v1/quotes/watchlist`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: kept, origin: bff.base },
        body: JSON.stringify({ symbols }),
      });
      // The acknowledgement is in: kill before anything else runs.
      if (save.ok) bff.child.kill('SIGKILL');
      expect(save.status).toBe(200);
      await bff.exited;
      await Promise.all(inFlight);
      const upstreamAtKill = await sandboxRequests(sandbox);

      bff = await startBffProcess(env);
      processes.push(bff);
      expect(await watchlist(bff.base, kept)).toEqual(symbols);
      // The save spent one request: the count after the restart holds it, and every request the
      // killed process made upstream.
      const usedAfter = await dayUsed(bff.base, kept);
      expect(usedAfter).toBeGreaterThanOrEqual(usedBefore + 1);
      expect(usedAfter).toBeGreaterThanOrEqual(upstreamAtKill);
      expect((await fetch(`${bff.base}/api/budget`, { headers: { cookie: signedOut } })).status).toBe(401);
    }
    bff.child.kill('SIGKILL');
  }, 150_000);
});
