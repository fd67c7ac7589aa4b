/**
 * Upstream cost of the home page: a cold board with a 25-symbol watchlist, then a second tab, counted
 * from the sandbox's own counters (/sandbox/counters). Real BFF + sandbox on loopback, real Chromium,
 * the market standing still mid-session (bench-clocks.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import type { BenchRow } from './bench-table';
import { buildAppInto, WATCHLIST_25 } from './bench-kit';
import { MID_SESSION_FROZEN } from './bench-clocks';

const SYMBOLS: readonly string[] = WATCHLIST_25;

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

export async function run(): Promise<BenchRow[]> {
  // The app as it is in src/app, built apart from dist/.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'app-cost-'));
  buildAppInto(root);
  const config = loadConfig(
    {
      PORT: '0',
      SANDBOX_PORT: '0',
      DATA_DIR: path.join(root, 'data'),
      LOG_LEVEL: 'warn',
      // One session for both tabs: the second tab's figure is what the first left it, on every run.
      SANDBOX_CLOCK: MID_SESSION_FROZEN,
    },
    undefined,
    root,
  );
  const bff = await startBff(config, { logDestination: { write: () => true } });
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  const rows: BenchRow[] = [];
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
    const ms1 = await boardComplete(await context.newPage(), 200_000);
    const c1 = await counters(bff.sandboxUrl);
    const cold = c1.requests_total - c0.requests_total;
    rows.push({
      figure: `cold home, ${SYMBOLS.length}-symbol watchlist: upstream requests`,
      measured: `${cold}, complete in ${(ms1 / 1000).toFixed(1)} s (${diff(c0, c1)})`,
    });

    const ms2 = await boardComplete(await context.newPage(), 200_000);
    const c2 = await counters(bff.sandboxUrl);
    const second = c2.requests_total - c1.requests_total;
    rows.push({
      figure: 'second tab: upstream requests',
      measured: `${second}, complete in ${(ms2 / 1000).toFixed(1)} s${second > 0 ? ` (${diff(c1, c2)})` : ''}`,
      baseline: `cold home ${cold}`,
      ratio: cold > 0 ? second / cold : 0,
    });
    await context.close();
  } finally {
    await browser.close();
    await bff.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  return rows;
}
