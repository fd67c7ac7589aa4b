/**
 * Upstream cost of the home page: a cold board with a 25-symbol watchlist, then a second tab, counted
 * from the sandbox's own counters (/sandbox/counters). Real BFF + sandbox on loopback, real Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import { WATCHLIST_25 } from './bench-kit';

const SYMBOLS: readonly string[] = WATCHLIST_25;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** The BFF serves dist/: measure the app as it is in src/app, not an older build. */
function ensureBuilt(): void {
  const built = path.resolve('dist', 'index.html');
  const sources = Math.max(newestMtime(path.resolve('src', 'app')), fs.statSync(path.resolve('index.html')).mtimeMs);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  const r = spawnSync(
    process.execPath,
    [path.resolve('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('vite build failed');
}

interface Counters {
  requests_total: number;
  requests_by_endpoint: Record<string, number>;
}

async function counters(sandbox: string): Promise<Counters> {
  return (await (await fetch(`${sandbox}/sandbox/counters`)).json()) as Counters;
}

function diff(a: Counters, b: Counters): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(b.requests_by_endpoint)) {
    const d = v - (a.requests_by_endpoint[k] ?? 0);
    if (d > 0) out.push(`${k} ${d}`);
  }
  return out.sort().join(', ');
}

/** Wait until every board row has its levels and quote (nothing queued or loading). */
async function boardComplete(page: Page, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  await page.goto('/');
  await page
    .locator('tbody tr[data-ticker]')
    .nth(SYMBOLS.length - 1)
    .waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll('tbody tr[data-ticker]')];
      return rows.length === n && rows.every((r) => (r.lastElementChild?.textContent ?? '') === '');
    },
    SYMBOLS.length,
    { timeout: timeoutMs, polling: 500 },
  );
  return Date.now() - t0;
}

export async function run(): Promise<string[]> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-cost-'));
  const config = loadConfig({ PORT: '0', SANDBOX_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const bff = await startBff(config, { logDestination: { write: () => true } });
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  const lines: string[] = [];
  try {
    if (!bff.sandboxUrl) throw new Error('the BFF did not start its sandbox');
    const put = await fetch(`${bff.url}/api/v1/quotes/watchlist`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: bff.url },
      body: JSON.stringify({ symbols: SYMBOLS }),
    });
    if (put.status !== 200) throw new Error(`watchlist PUT answered ${put.status}`);
    const context = await browser.newContext({ baseURL: bff.url, viewport: { width: 1280, height: 800 } });

    const c0 = await counters(bff.sandboxUrl);
    const first = await context.newPage();
    const ms1 = await boardComplete(first, 200_000);
    const c1 = await counters(bff.sandboxUrl);
    lines.push(
      `cold home, ${SYMBOLS.length}-symbol watchlist: ${c1.requests_total - c0.requests_total} upstream requests, complete in ${(ms1 / 1000).toFixed(1)} s`,
    );
    lines.push(`  by endpoint: ${diff(c0, c1)}`);

    const second = await context.newPage();
    const ms2 = await boardComplete(second, 200_000);
    const c2 = await counters(bff.sandboxUrl);
    lines.push(
      `second tab: ${c2.requests_total - c1.requests_total} upstream requests, complete in ${(ms2 / 1000).toFixed(1)} s`,
    );
    if (c2.requests_total > c1.requests_total) lines.push(`  by endpoint: ${diff(c1, c2)}`);
    await context.close();
  } finally {
    await browser.close();
    await bff.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
