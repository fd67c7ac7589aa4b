/**
 * Every spec file runs against a BFF of its own: started for the file's first test (at the project's
 * clock, tier and stream pause, see playwright.config.ts), on a free port and a fresh data directory,
 * and stopped when the worker moves to another file. So a spec sees the same service alone, in any
 * order, beside another worker, and on a slow machine: no budget, clock, cache, journal or stopped
 * stream is left to it by a spec that ran before.
 *
 * After every test, the same BFF proves two things of the pages it served: the strict sandbox counted
 * no request to a path the reference does not publish (the real service may answer those 404), and
 * the CSP blocked nothing but the probe app-shell.spec.ts sets off on purpose.
 *
 * Specs import `test` and `expect` from here; `baseURL` (so `page.goto('/flow')` and `request`) points
 * at the file's BFF.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { CSP_PROBE_HOST } from './app-helpers';

/** What playwright.config.ts puts in each project's metadata. */
export interface BffSetting {
  readonly clock: string;
  readonly tier?: 'free' | 'pro';
  readonly streamPauseMs?: number;
  /** The sandbox key's minute and day limits (600 a minute and the reference's day unless set). */
  readonly requestsPerMinute?: number;
  readonly requestsPerDay?: number;
  /** The BFF's own per-client limit on /api (its default unless set). */
  readonly clientRequestsPerMinute?: number;
}

interface RunningBff {
  readonly file: string;
  readonly url: string;
  readonly sandboxUrl: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');
const LISTENING = /dashboard at (http:\/\/127\.0\.0\.1:\d+)/;

function startBff(setting: BffSetting, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The SPA is built once, by the global setup (e2e/global-setup.ts), before any worker starts a BFF.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'bff', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SANDBOX_PORT: '0',
      SANDBOX_CLOCK: setting.clock,
      SANDBOX_TIER: setting.tier ?? 'pro',
      E2E: '1',
      SANDBOX_REQUESTS_PER_MINUTE: String(setting.requestsPerMinute ?? 600),
      ...(setting.requestsPerDay ? { SANDBOX_REQUESTS_PER_DAY: String(setting.requestsPerDay) } : {}),
      ...(setting.clientRequestsPerMinute
        ? { CLIENT_REQUESTS_PER_MINUTE: String(setting.clientRequestsPerMinute) }
        : {}),
      // Unpublished paths answer 404, as the real service may: the suite proves the dashboard needs none.
      SANDBOX_STRICT: '1',
      ...(setting.streamPauseMs ? { E2E_STREAM_PAUSE_MS: String(setting.streamPauseMs) } : {}),
    },
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      log = (log + chunk.toString()).slice(-8_000);
      const m = LISTENING.exec(log);
      if (m) {
        child.stdout!.off('data', read);
        child.stdout!.resume();
        resolve({ url: m[1]!, child });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-8_000)));
    child.once('exit', (code) => reject(new Error(`the BFF exited (${code}) before listening:\n${log}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The worker's BFF, replaced when the worker reaches another spec file. */
class BffHost {
  #current: RunningBff | undefined;
  #started = 0;
  constructor(private readonly worker: number) {}

  async for(file: string, setting: BffSetting, request: APIRequestContext): Promise<RunningBff> {
    if (this.#current?.file === file) return this.#current;
    await this.stop();
    const dataDir = path.join(root, '.data', 'e2e', `w${this.worker}-${++this.#started}`);
    const { url, child } = await startBff(setting, dataDir);
    const dev = await request.get(`${url}/api/dev/sandbox`);
    const { sandbox_url } = (await dev.json()) as { sandbox_url: string };
    this.#current = {
      file,
      url,
      sandboxUrl: sandbox_url,
      stop: async () => {
        await stopChild(child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return this.#current;
  }

  async stop(): Promise<void> {
    const running = this.#current;
    this.#current = undefined;
    await running?.stop();
  }
}

interface Observed {
  readonly unpublished: number;
  readonly csp: { count: number; recent: { blocked: string | null }[] };
}

async function observe(request: APIRequestContext, bff: RunningBff): Promise<Observed> {
  const stats = (await (await request.get(`${bff.sandboxUrl}/sandbox/stats`)).json()) as {
    strict: boolean;
    unpublished_requests: number;
  };
  expect(stats.strict, 'the sandbox runs strict').toBe(true);
  const health = (await (await request.get(`${bff.url}/api/health`)).json()) as { csp_violations: Observed['csp'] };
  return { unpublished: stats.unpublished_requests, csp: health.csp_violations };
}

export const test = base.extend<{ bff: RunningBff }, { bffHost: BffHost }>({
  bffHost: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const host = new BffHost(workerInfo.workerIndex);
      await provide(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  bff: [
    async ({ bffHost, playwright }, provide, testInfo) => {
      const request = await playwright.request.newContext();
      const bff = await bffHost.for(testInfo.file, testInfo.project.metadata as BffSetting, request);
      const before = await observe(request, bff);
      await provide(bff);
      const after = await observe(request, bff);
      expect(after.unpublished - before.unpublished, 'requests to paths the reference does not publish').toBe(0);
      const blocked = after.csp.recent.slice(0, after.csp.count - before.csp.count).map((v) => v.blocked ?? '');
      expect(
        blocked.filter((b) => !b.includes(CSP_PROBE_HOST)),
        'what the Content-Security-Policy blocked',
      ).toEqual([]);
      await request.dispose();
    },
    { auto: true },
  ],
  baseURL: async ({ bff }, provide) => provide(bff.url),
});

export { expect };
