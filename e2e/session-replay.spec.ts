import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors, sandboxUrl } from './app-helpers';

// Session replay (issue 15) at a fixed mid-session moment (Mon 2026-11-16): Friday's session played at
// 60×. At two moments the test reads the clock, the price and the tape on screen and checks them against
// the answers the page was given; the second time the session is stored, and the sandbox counts no
// request for any of the replay's endpoints.
test.use({ viewport: { width: 1440, height: 900 } });

const SESSION = '2026-11-13';
const REPLAY_URL = `/replay/NVDA?session=${SESSION}&t=10:00:00&speed=60`;
const REPLAY_ENDPOINTS = ['gex.profile', 'gex.withFlow', 'gex.intraday', 'optionsFlow.tape', 'abnormal.session'];

type Json = Record<string, unknown>;

interface Reference {
  /** Minute bars: open time (ms) and close. */
  bars: { openMs: number; close: number }[];
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
      const ohlc = ((await r.json()) as Json).ohlc as { bars: { t: string; close: number }[] };
      ref.bars = ohlc.bars.map((b) => ({ openMs: Date.parse(b.t), close: b.close }));
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

  // First visit: the session is read (and stored by the BFF for good).
  await page.goto(REPLAY_URL);
  await expect(page.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('replay-clock')).toHaveText('10:00:00 ET');
  expect(ref.bars.length).toBeGreaterThan(300);
  expect(ref.tape.size).toBeGreaterThan(1000);
  const before = await counts(page, sandbox);

  // A new tab (nothing in its own cache) opens the same shared position and plays it.
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const tabErrors = collectConsoleErrors(tab);
  await tab.goto(REPLAY_URL);
  await expect(tab.getByTestId('replay-page')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
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
  expect([...errors, ...tabErrors]).toEqual([]);
});

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
