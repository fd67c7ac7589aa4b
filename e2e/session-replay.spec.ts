import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors, sandboxUrl } from './app-helpers';

// Session replay at a fixed mid-session moment (Mon 2026-11-16): Friday's session played at
// 60×. The first read of the tape asks first, naming its cost in flow rows (the day's row budget is small); Not now spends none.
// At two moments the test reads the clock, the price and the tape on screen and checks them against
// the answers the page was given; the second time the session is stored, asks nothing, and the sandbox
// counts no request for any of the replay's endpoints. Without a moment in the URL the replay opens at
// the session's busiest 5 minutes, or at the last position viewed in this browser.
test.use({ viewport: { width: 1440, height: 900 } });

const SESSION = '2026-11-13';
const REPLAY_URL = `/replay/NVDA?session=${SESSION}&t=10:00:00&speed=60`;
const REPLAY_ENDPOINTS = ['gex.profile', 'gex.withFlow', 'gex.intraday', 'optionsFlow.tape', 'abnormal.session'];

type Json = Record<string, unknown>;

interface Reference {
  /** Minute bars: open time (ms), close and volume. */
  bars: { openMs: number; close: number; volume: number | null }[];
  /** Every tape row's print time, by event_id. */
  tape: Map<string, number>;
}

/** The profile's bars and the tape pages the page received. */
function recordReference(page: Page): Reference {
  const ref: Reference = { bars: [], tape: new Map() };
  page.on('response', async (r) => {
    const u = new URL(r.url());
    if (r.status() !== 200) return;
    if (u.pathname === `/api/v1/gex/${SESSION}/NVDA` && u.searchParams.get('include_ohlc') === 'true') {
      const ohlc = ((await r.json()) as Json).ohlc as { bars: { t: string; close: number; volume?: number }[] };
      ref.bars = ohlc.bars.map((b) => ({ openMs: Date.parse(b.t), close: b.close, volume: b.volume ?? null }));
    }
    if (u.pathname === '/api/v1/options-flow/tape' && u.searchParams.get('session') === SESSION) {
      for (const row of ((await r.json()) as { rows: { event_id: string; ts_ms: number }[] }).rows)
        ref.tape.set(row.event_id, row.ts_ms);
    }
  });
  return ref;
}

async function counts(page: Page, sandbox: string): Promise<{ byEndpoint: Record<string, number>; rows: number }> {
  const c = (await (await page.request.get(`${sandbox}/sandbox/counters`)).json()) as {
    requests_by_endpoint: Record<string, number>;
    flow_rows_used: number;
  };
  return { byEndpoint: c.requests_by_endpoint, rows: c.flow_rows_used };
}

/** Play until the clock passes `untilMs`, pause, and read what the screen shows at the paused moment. */
async function playTo(
  page: Page,
  untilMs: number,
): Promise<{ atMs: number; price: number; newestTs: number; shown: number }> {
  await page.getByRole('button', { name: 'Play' }).click();
  const clock = page.getByTestId('replay-clock');
  await expect
    .poll(async () => Number(await clock.getAttribute('data-ms')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(untilMs);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const atMs = Number(await clock.getAttribute('data-ms'));
  const price = Number(await page.getByTestId('replay-price').getAttribute('data-price'));
  const newestTs = Number(await page.getByTestId('replay-tape-row').first().getAttribute('data-ts'));
  const count = (await page.getByTestId('replay-tape-count').textContent()) ?? '';
  const shown = Number(/^([\d,]+) of/.exec(count)?.[1]?.replace(/,/g, '') ?? NaN);
  return { atMs, price, newestTs, shown };
}

function checkAgainst(ref: Reference, read: { atMs: number; price: number; newestTs: number; shown: number }): void {
  // The price is the close of the last minute bar complete at the moment.
  const complete = ref.bars.filter((b) => b.openMs + 60_000 <= read.atMs);
  expect(read.price).toBe(complete.at(-1)!.close);
  // The tape shows every order printed by the moment and none after; the newest on top.
  const printed = [...ref.tape.values()].filter((t) => t <= read.atMs);
  expect(read.shown).toBe(printed.length);
  expect(read.newestTs).toBe(Math.max(...printed));
}

test('a stored session played at 60×: price and tape in step at two moments, and no upstream request', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxUrl(page.request);
  const errors = collectConsoleErrors(page);
  const ref = recordReference(page);

  // First visit: the tape is not stored, so the page names its cost and asks; Not now reads nothing.
  const unread = await counts(page, sandbox);
  await page.goto(REPLAY_URL);
  const prompt = page.getByTestId('tape-cost-prompt');
  await expect(prompt).toHaveAttribute('data-state', 'ask', { timeout: 60_000 });
  await expect(prompt).toContainText(/Read NVDA's 11-13 tape: about [\d,]+ of your [\d,]+ daily flow rows/);
  const estimate = Number(await prompt.getAttribute('data-rows'));
  expect(estimate).toBeGreaterThan(0);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('replay-tape-unread')).toBeVisible();
  const declined = await counts(page, sandbox);
  expect(declined.rows).toBe(unread.rows);
  expect(declined.byEndpoint['optionsFlow.tape'] ?? 0).toBe(unread.byEndpoint['optionsFlow.tape'] ?? 0);

  // Read: the session is read (and stored by the BFF for good), at about the cost named.
  await prompt.getByRole('button', { name: 'Read' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('replay-tape-row').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('replay-clock')).toHaveText('10:00:00 ET');
  expect(ref.bars.length).toBeGreaterThan(300);
  expect(ref.tape.size).toBeGreaterThan(1000);
  const spent = (await counts(page, sandbox)).rows - unread.rows;
  expect(spent).toBeGreaterThan(estimate * 0.5);
  expect(spent).toBeLessThan(estimate * 2);
  const before = await counts(page, sandbox);

  // A new tab (nothing in its own cache) opens the same shared position and plays it.
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const tabErrors = collectConsoleErrors(tab);
  await tab.goto(REPLAY_URL);
  await expect(tab.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  // Stored: read without asking.
  await expect(tab.getByTestId('tape-cost-prompt')).toHaveCount(0);
  const start = Number(await tab.getByTestId('replay-clock').getAttribute('data-ms'));

  const first = await playTo(tab, start + 3 * 60_000);
  checkAgainst(ref, first);
  // The URL holds the paused moment: a link to this position.
  await expect(tab).toHaveURL(new RegExp(`t=${clockText(first.atMs)}`));
  await tab.screenshot({ path: 'e2e/screenshots/session-replay.png' });

  const second = await playTo(tab, first.atMs + 3 * 60_000);
  checkAgainst(ref, second);
  expect(second.atMs).toBeGreaterThan(first.atMs);
  expect(second.shown).toBeGreaterThan(first.shown);

  const after = await counts(page, sandbox);
  for (const id of REPLAY_ENDPOINTS) expect(after.byEndpoint[id] ?? 0, id).toBe(before.byEndpoint[id] ?? 0);
  expect(after.rows).toBe(before.rows);

  // Without a moment in the URL: this browser opens where it last stood, a fresh one at the busiest moment.
  await tab.goto(`/replay/NVDA?session=${SESSION}`);
  await expect(tab.getByTestId('replay-clock')).toHaveText(`${clockText(second.atMs).replace(/%3A/g, ':')} ET`, {
    timeout: 30_000,
  });
  const fresh = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const freshErrors = collectConsoleErrors(fresh);
  await fresh.goto(`/replay/NVDA?session=${SESSION}`);
  await expect(fresh.getByTestId('replay-clock')).toHaveAttribute('data-ms', String(busiestEnd(ref)), {
    timeout: 30_000,
  });
  await expect(fresh.getByTestId('tape-cost-prompt')).toHaveCount(0);
  expect([...errors, ...tabErrors, ...freshErrors]).toEqual([]);
  await fresh.close();
});

/** The end of the 5-minute bucket with the most volume in the session's minute bars. */
function busiestEnd(ref: Reference): number {
  const bucket = 5 * 60_000;
  const volumes = new Map<number, number>();
  for (const b of ref.bars) {
    if (!b.volume) continue;
    const start = Math.floor(b.openMs / bucket) * bucket;
    volumes.set(start, (volumes.get(start) ?? 0) + b.volume);
  }
  const [start] = [...volumes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  return start + bucket;
}

/** The URL's `t` for an instant (HH:MM:SS Eastern), escaped for a RegExp of the encoded URL. */
function clockText(ms: number): string {
  const t = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  return t.replace(/:/g, '%3A');
}
