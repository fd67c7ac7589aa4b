/**
 * What a page left open and idle costs the day's budget, with the market open: the board with
 * 25 symbols, /gex/SPY, the flow tape, the tide page, the watchlist page, and the default four together (the default workspace).
 * Each runs on its own BFF and sandbox (a running clock from a fixed session morning, bench-clocks.ts; fresh DATA_DIR) in one Chromium, all in parallel;
 * after a warm-up that lets every first load finish, the BFF's own day count (every upstream request,
 * REST or MCP) is read over the idle window and projected to a 6.5-hour session. The app shell alone (a
 * page with no data panels) is measured beside them as the baseline every open tab pays.
 *
 * A saved desk of 8 panels over 4 tickers (PUT through the BFF, then /desk/<name> opened) is measured alone
 * and with the board open beside it, the latter against the whole day's requests.
 *
 * IDLE_BENCH_SECONDS (default 300) sets the idle window, IDLE_BENCH_WARMUP_SECONDS (default 90) the
 * warm-up; IDLE_BENCH_PORT (default 8850) the first BFF port; IDLE_BENCH_ONLY (a part of a scenario's
 * name, e.g. `desk`) measures only the scenarios it names, beside the baseline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { DESKS_PATH, type Desk } from '../src/dashboard-api/desk';
import { startBff, type RunningBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';
import { buildAppInto, countersDiff, sandboxCounters, WATCHLIST_25, type SandboxCounters } from './bench-kit';
import { SESSION_MORNING_RUNNING } from './bench-clocks';

const SESSION_MINUTES = 390;
const DAY_LIMIT = 5000;
/** The idle targets: no single idle page above this, and the default workspace within a session's share. */
const PAGE_TARGET_PER_MINUTE = 4;
const WORKSPACE_TARGET_PER_SESSION = 3000;

interface Scenario {
  readonly name: string;
  readonly paths: readonly string[];
  /** desk-day: measured against the whole day's requests (a desk with the board open must fit in it). */
  readonly kind: 'baseline' | 'page' | 'workspace' | 'desk' | 'desk-day';
  /** Saved through the BFF before the pages open. */
  readonly desk?: Desk;
}

/** Eight panels over four tickers, two per link group: a desk that must stay within the day with the board open. */
const IDLE_DESK: Desk = {
  name: 'idle-8',
  groups: { red: 'SPY', blue: 'NVDA', green: 'AAPL', amber: 'TSLA' },
  panels: (
    [
      ['price-levels', 'red'],
      ['gex-profile', 'red'],
      ['price-levels', 'blue'],
      ['iv-surface', 'blue'],
      ['gex-profile', 'green'],
      ['open-interest', 'green'],
      ['darkpool-heatmap', 'amber'],
      ['flow-summary', 'amber'],
    ] as const
  ).map(([kind, group], i) => ({
    id: `p${i}`,
    kind,
    x: (i % 2) * 6,
    y: Math.floor(i / 2) * 8,
    w: 6,
    h: 8,
    group,
    ticker: null,
    list: null,
  })),
};
const DESK_PATH = `/desk/${IDLE_DESK.name}`;

const SCENARIOS: readonly Scenario[] = [
  { name: 'app shell (baseline)', paths: ['/idle-baseline-no-such-page'], kind: 'baseline' },
  { name: 'board, 25 symbols', paths: ['/'], kind: 'page' },
  { name: '/gex/SPY', paths: ['/gex/SPY'], kind: 'page' },
  { name: 'flow tape', paths: ['/flow'], kind: 'page' },
  { name: 'tide', paths: ['/tide'], kind: 'page' },
  { name: 'watchlist, 25 symbols', paths: ['/watchlist'], kind: 'page' },
  { name: 'default workspace (the four together)', paths: ['/', '/gex/SPY', '/flow', '/tide'], kind: 'workspace' },
  { name: 'saved desk, 8 panels over 4 tickers', paths: [DESK_PATH], kind: 'desk', desk: IDLE_DESK },
  { name: 'desk + board', paths: [DESK_PATH, '/'], kind: 'desk-day', desk: IDLE_DESK },
];

/** The baseline always, and the scenarios IDLE_BENCH_ONLY names (all when unset). */
function chosenScenarios(): readonly Scenario[] {
  const only = process.env.IDLE_BENCH_ONLY?.toLowerCase();
  return only ? SCENARIOS.filter((s) => s.kind === 'baseline' || s.name.toLowerCase().includes(only)) : SCENARIOS;
}

interface Reading {
  readonly dayUsed: number;
  readonly counters: SandboxCounters;
}

interface Running {
  readonly scenario: Scenario;
  readonly bff: RunningBff;
  readonly context: BrowserContext;
}

function seconds(name: string, dflt: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : dflt;
}

async function read(bff: RunningBff): Promise<Reading> {
  const budget = (await (await fetch(`${bff.url}/api/budget`)).json()) as { day: { used: number } };
  return { dayUsed: budget.day.used, counters: await sandboxCounters(bff.sandboxUrl!) };
}

async function open(scenario: Scenario, port: number, root: string, browser: Browser): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
  const config = loadConfig(
    {
      PORT: String(port),
      SANDBOX_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX_CLOCK: SESSION_MORNING_RUNNING,
    },
    undefined,
    root,
  );
  const bff = await startBff(config, { logDestination: { write: () => true } });
  if (!bff.sandboxUrl) throw new Error(`${scenario.name}: the BFF did not start its sandbox`);
  const put = await fetch(`${bff.url}/api/v1/quotes/watchlist`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: bff.url },
    body: JSON.stringify({ symbols: WATCHLIST_25 }),
  });
  if (put.status !== 200) throw new Error(`${scenario.name}: watchlist PUT answered ${put.status}`);
  if (scenario.desk) {
    const saved = await fetch(`${bff.url}${DESKS_PATH}/${encodeURIComponent(scenario.desk.name)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: bff.url },
      body: JSON.stringify(scenario.desk),
    });
    if (saved.status !== 200) throw new Error(`${scenario.name}: desk PUT answered ${saved.status}`);
  }
  const context = await browser.newContext({ baseURL: bff.url, viewport: { width: 1440, height: 900 } });
  for (const p of scenario.paths) {
    const page = await context.newPage();
    await page.goto(p);
  }
  return { scenario, bff, context };
}

function perMinute(a: Reading, b: Reading, minutes: number): number {
  return (b.dayUsed - a.dayUsed) / minutes;
}

const fmt = (n: number, digits = 1): string => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Its idle window and warm-up alone take over six minutes: it runs when named, not in every `npm run bench`. */
export const onlyWhenNamed = true;

export async function run(): Promise<string[]> {
  const idleSeconds = seconds('IDLE_BENCH_SECONDS', 300);
  const warmupSeconds = seconds('IDLE_BENCH_WARMUP_SECONDS', 90);
  const firstPort = seconds('IDLE_BENCH_PORT', 8850);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-pages-'));
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const lines: string[] = [];
  let browser: Browser | undefined;
  const running: Running[] = [];
  try {
    buildAppInto(root);
    browser = await chromium.launch(executablePath ? { executablePath } : {});
    for (const [i, s] of chosenScenarios().entries()) running.push(await open(s, firstPort + i, root, browser));
    // Every first load (the board's 25 levels, the GEX page's panels) finishes before idling is measured.
    await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
    const before = await Promise.all(running.map((r) => read(r.bff)));
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const after = await Promise.all(running.map((r) => read(r.bff)));
    const minutes = (Date.now() - t0) / 60_000;

    const baseline = perMinute(before[0]!, after[0]!, minutes);
    lines.push(
      `idle ${fmt(minutes, 2)} min after a ${warmupSeconds} s warm-up, market open (from ${SESSION_MORNING_RUNNING}, running); projected to a ${SESSION_MINUTES / 60}-hour session; baseline = the app shell alone (${fmt(baseline, 2)}/min)`,
    );
    let worstPage = 0;
    let workspaceDay: number | null = null;
    let deskDay: number | null = null;
    for (const [i, r] of running.entries()) {
      const rate = perMinute(before[i]!, after[i]!, minutes);
      const day = rate * SESSION_MINUTES;
      const overBaseline = baseline > 0 ? `, ${fmt(rate / baseline, 2)}x the shell` : '';
      lines.push(
        `${r.scenario.name}: ${fmt(rate, 2)} requests/min, ~${fmt(day, 0)} per session (${fmt(day / DAY_LIMIT, 2)} of the day's ${fmt(DAY_LIMIT, 0)}${overBaseline})`,
      );
      const by = countersDiff(before[i]!.counters, after[i]!.counters);
      if (by) lines.push(`  upstream REST by endpoint: ${by}`);
      if (r.scenario.kind === 'page') worstPage = Math.max(worstPage, rate);
      if (r.scenario.kind === 'workspace') workspaceDay = day;
      if (r.scenario.kind === 'desk-day') deskDay = day;
    }
    if (running.some((r) => r.scenario.kind === 'page'))
      lines.push(
        `busiest single page ${fmt(worstPage, 2)}/min: ${fmt(worstPage / PAGE_TARGET_PER_MINUTE, 2)} of the ${PAGE_TARGET_PER_MINUTE}/min target (${worstPage <= PAGE_TARGET_PER_MINUTE ? 'within' : 'OVER'})`,
      );
    lines.push(
      `refreshes on a cadence longer than the ${fmt(minutes, 0)}-min window (snapshot data every 10 min, a board's per-symbol 15-min refresh) may fall outside it: a longer IDLE_BENCH_SECONDS includes them`,
    );
    if (workspaceDay !== null)
      lines.push(
        `default workspace ~${fmt(workspaceDay, 0)} per session: ${fmt(workspaceDay / WORKSPACE_TARGET_PER_SESSION, 2)} of the ${fmt(WORKSPACE_TARGET_PER_SESSION, 0)} target (${workspaceDay <= WORKSPACE_TARGET_PER_SESSION ? 'within' : 'OVER'})`,
      );
    if (deskDay !== null)
      lines.push(
        `8-panel desk with the board open ~${fmt(deskDay, 0)} per session: ${fmt(deskDay / DAY_LIMIT, 2)} of the day's ${fmt(DAY_LIMIT, 0)} (${deskDay <= DAY_LIMIT ? 'within' : 'OVER'})`,
      );
  } finally {
    for (const r of running) await r.context.close().catch(() => undefined);
    await browser?.close();
    for (const r of running) await r.bff.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  return lines;
}
