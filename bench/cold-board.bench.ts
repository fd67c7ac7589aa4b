/**
 * The cold board at the reference's budget (60 requests a minute), every cache empty: how long until the
 * rows in view are whole, and until all 25 are, against the time a one-symbol board takes to show its
 * row, measured in the same run on a BFF of its own. Each board starts just after a wall-clock minute
 * turns (the upstream's window), so every run meets the same budget: what one minute lets go, then the
 * next minute for the rest. Real BFF + sandbox on loopback, real Chromium at 1440×900.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import type { BenchRow } from './bench-table';
import { buildAppInto, sandboxCounters, WATCHLIST_25 } from './bench-kit';
import { MID_SESSION_FROZEN } from './bench-clocks';

const MINUTE_MS = 60_000;
const VIEWPORT = { width: 1440, height: 900 };

interface BoardTimes {
  /** Until every row in view has its readings (levels, regime and minute price: every distance). */
  readonly readingsMs: number;
  /** Until every row in view is whole (levels, regime, previous close). */
  readonly visibleMs: number;
  readonly visibleRows: number;
  readonly allMs: number;
  readonly upstream: number;
}

/** Wait for the next wall-clock minute to have begun (plus a second), so each board meets a fresh window. */
async function startOfMinute(): Promise<void> {
  const wait = MINUTE_MS - (Date.now() % MINUTE_MS) + 1000;
  await new Promise((r) => setTimeout(r, wait));
}

async function progress(
  page: Page,
): Promise<{ done: number; rows: number; visibleDone: number; visibleReadings: number; visible: number }> {
  return page.getByTestId('board-progress').evaluate((el) => ({
    visibleReadings: Number(el.getAttribute('data-visible-readings')),
    done: Number(el.getAttribute('data-rows-done')),
    rows: Number(el.getAttribute('data-rows')),
    visibleDone: Number(el.getAttribute('data-visible-done')),
    visible: Number(el.getAttribute('data-visible')),
  }));
}

/** One cold board on a BFF of its own: the times to the rows in view and to every row. */
async function coldBoard(root: string, browser: Browser, symbols: readonly string[]): Promise<BoardTimes> {
  const config = loadConfig(
    {
      PORT: '0',
      SANDBOX_PORT: '0',
      DATA_DIR: fs.mkdtempSync(path.join(root, 'data-')),
      LOG_LEVEL: 'warn',
      SANDBOX_CLOCK: MID_SESSION_FROZEN,
      SANDBOX_REQUESTS_PER_MINUTE: '60',
    },
    undefined,
    root,
  );
  const bff = await startBff(config, { logDestination: { write: () => true } });
  const context = await browser.newContext({ baseURL: bff.url, viewport: VIEWPORT });
  try {
    if (!bff.sandboxUrl) throw new Error('the BFF did not start its sandbox');
    // Setting the watchlist is not the board's cost: done in the minute before the board's.
    const put = await fetch(`${bff.url}/api/v1/quotes/watchlist`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: bff.url },
      body: JSON.stringify({ symbols }),
    });
    if (put.status !== 200) throw new Error(`watchlist PUT answered ${put.status}`);
    await startOfMinute();
    const c0 = await sandboxCounters(bff.sandboxUrl);
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto('/');
    let visibleMs = NaN;
    let readingsMs = NaN;
    let visibleRows = 0;
    for (;;) {
      const p = await progress(page).catch(() => null);
      const t = Date.now() - t0;
      if (p && p.rows === symbols.length) {
        if (Number.isNaN(readingsMs) && p.visible > 0 && p.visibleReadings === p.visible) readingsMs = t;
        if (Number.isNaN(visibleMs) && p.visible > 0 && p.visibleDone === p.visible) {
          visibleMs = t;
          visibleRows = p.visible;
        }
        if (p.done === p.rows) {
          const c1 = await sandboxCounters(bff.sandboxUrl);
          return { readingsMs, visibleMs, visibleRows, allMs: t, upstream: c1.requests_total - c0.requests_total };
        }
      }
      if (t > 5 * MINUTE_MS) throw new Error(`the board was not whole after 5 minutes (${JSON.stringify(p)})`);
      await page.waitForTimeout(100);
    }
  } finally {
    await context.close();
    await bff.close();
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export async function run(): Promise<BenchRow[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-board-'));
  buildAppInto(root);
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch(executablePath ? { executablePath } : {});
  try {
    // The baseline: one symbol's row, cold, at the same budget.
    const one = await coldBoard(root, browser, WATCHLIST_25.slice(0, 1));
    const full = await coldBoard(root, browser, WATCHLIST_25);
    const base = `one-symbol board's row ${seconds(one.allMs)}`;
    return [
      {
        figure: `cold board, 25 symbols at 60 requests/min: the ${full.visibleRows} rows in view with levels and regime`,
        measured: seconds(full.readingsMs),
        baseline: base,
        ratio: full.readingsMs / one.allMs,
      },
      {
        figure: `cold board: the ${full.visibleRows} rows in view whole (with the previous close)`,
        measured: seconds(full.visibleMs),
        baseline: base,
        ratio: full.visibleMs / one.allMs,
      },
      {
        figure: 'cold board, 25 symbols: all 25 rows whole',
        measured: `${seconds(full.allMs)} (${full.upstream} upstream requests)`,
        baseline: base,
        ratio: full.allMs / one.allMs,
      },
    ];
  } finally {
    await browser.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
