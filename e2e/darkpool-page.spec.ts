import { seriousAxeViolations } from './axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { canvasColours, collectConsoleErrors, sandboxUrl } from './app-helpers';
import { switchTheme } from './tour-helpers';

// The dark-pool page against the real BFF and its embedded sandbox (playwright.config.ts), on the
// mid-session clock: Mon 2026-11-16 12:00 ET, prints through 11:45 on the delayed feed.

/** "$124.6M" → 124600000; "—" → null. */
function money(text: string): number | null {
  const m = text.trim().match(/^([+−-])?\$([\d.]+)([KMBT]?)$/);
  if (!m) return null;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[m[3] as '' | 'K' | 'M' | 'B' | 'T'];
  return (m[1] === '−' || m[1] === '-' ? -1 : 1) * Number(m[2]) * scale;
}

/** The text of column `col` in every body row of a table. */
async function column(table: Locator, col: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), col);
}

/** Market blocks columns (blocks-table.tsx): time, ticker, price, size, $, %ADV, impact, NBBO location, options. */
const COL = { ticker: 1, premium: 4, pctAdv: 5, impact: 6, nbbo: 7, options: 8 } as const;

async function setClock(request: APIRequestContext, clock: string): Promise<void> {
  const sandbox = await sandboxUrl(request);
  const r = await request.post(`${sandbox}/sandbox/clock`, { data: { clock } });
  expect(r.ok()).toBe(true);
}

async function marketBlocks(page: Page): Promise<Locator> {
  const table = page.getByTestId('darkpool-market-blocks').getByRole('table', { name: 'Market blocks' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table;
}

test('dark pool page: profile heatmap drawn with POC, summary, prints with load older, market panel', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/darkpool/SPY');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark pool — SPY' })).toBeVisible();
  await expect(page.getByTestId('darkpool-proxy-note')).toContainText('NBBO-location proxy');
  await expect(page.getByTestId('darkpool-delay')).toContainText('15 min');
  await expect(page.getByTestId('service-health')).toContainText(/Dark pool service ok · \d+ sessions/);

  // Mid-session (playwright.config.ts): the current session's profile is built.
  const canvas = page.getByTestId('time-profile-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId('profile-building')).toHaveCount(0);
  await expect.poll(() => canvasColours(page, '[data-testid="time-profile-canvas"]')).toBeGreaterThan(10);

  const levels = page.getByTestId('profile-levels');
  await expect(levels).toContainText(/POC \d+\.\d\d/);
  await expect(levels).toContainText(/70% value area \d+\.\d\d – \d+\.\d\d/);

  // Hover a cell on the POC row: shares and the side split read out.
  const box = (await canvas.boundingBox())!;
  const readout = page.getByTestId('profile-readout');
  for (const fx of [0.2, 0.4, 0.6, 0.8]) {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * 0.5);
    if (/\d sh/.test(await readout.innerText())) break;
  }
  await expect(readout).toContainText(/ET · price \d+\.\d\d/);
  await expect(readout).toContainText('row total');

  await expect(page.getByTestId('darkpool-summary')).toContainText(/off-exchange \$\s*\$\d/);
  await expect(page.getByRole('table', { name: 'NBBO-location split' })).toContainText('at ask');

  const prints = page.getByRole('table', { name: 'Prints of SPY' }).locator('tbody tr');
  await expect(prints.first()).toBeVisible();
  const before = await prints.count();
  // By midday SPY has more prints than one page holds.
  await page.getByRole('button', { name: 'Load older' }).click();
  await expect.poll(() => prints.count()).toBeGreaterThan(before);

  await expect(page.getByRole('table', { name: 'Off-exchange ranking' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sectors heatmap' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('list', { name: 'Sectors heatmap' }).getByRole('button').first().click();
  await expect(page.getByTestId('darkpool-sector-drill').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sector rotation matrix' })).toContainText('×');
  // Mid-session the current column is compared with the same minutes of earlier sessions, sectors read in
  // words, and the most elevated sector is never also rotating out.
  const rotation = page.getByTestId('darkpool-rotation');
  await expect(rotation).toContainText(/vs the same .+ of the last \d+ sessions?/, { timeout: 30_000 });
  const call = await page.getByTestId('rotation-call').innerText();
  expect(call).not.toMatch(/[a-z]_[a-z]/);
  const elevated = /Most elevated: ([A-Z][a-z ]+?)(?: \d|\s·)/.exec(call)?.[1]?.trim();
  const outOf = /out of: (.*)$/.exec(call)?.[1] ?? '';
  if (elevated) expect(outOf.split(', ')).not.toContain(elevated);
  await expect(page.getByRole('table', { name: 'Sector rotation matrix' })).not.toContainText('_');

  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);

  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/darkpool-spy.png' });
  await page.screenshot({ path: 'e2e/screenshots/darkpool-spy-full.png', fullPage: true });
  expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
});

test('dark pool page: a session still being built says so and counts down to its retry', async ({ page, request }) => {
  const sandbox = await sandboxUrl(request);
  // Five minutes after the open: the current session's time profile answers 503 with Retry-After.
  const set = async (clock: string): Promise<void> => {
    const r = await request.post(`${sandbox}/sandbox/clock`, { data: { clock } });
    expect(r.ok()).toBe(true);
  };
  await set('2026-11-16T14:35:00Z');
  try {
    // Today picked by date (latest would fall back to the last session with prints, tested below), on
    // another ticker than the first test, so no answer cached by the BFF stands in for the 503.
    await page.goto('/darkpool/QQQ?date=2026-11-16');
    const building = page.getByTestId('profile-building');
    await expect(building).toContainText(/Session still being built — retrying in \d+ s/);
    const first = Number((await building.innerText()).match(/in (\d+) s/)![1]);
    expect(first).toBeGreaterThan(0);
    await expect.poll(async () => Number((await building.innerText()).match(/in (\d+) s/)![1])).toBeLessThan(first);
    await expect(page.getByTestId('time-profile-canvas')).toHaveCount(0);
  } finally {
    // Back to this project's clock (playwright.config.ts), for the tests after this one.
    await set(String(test.info().project.metadata.clock));
  }
});

test('market blocks: NBBO location, minimum $ and tickers filter in the URL, survive a reload, open the ticker', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/darkpool/SPY');
  const panel = page.getByTestId('darkpool-market-blocks');
  let table = await marketBlocks(page);

  // A block reads with its size against ADV, its impact and the option flow's read with its evidence.
  expect((await column(table, COL.pctAdv))[0]).toMatch(/^\d+\.\d\d%$/);
  expect((await column(table, COL.impact))[0]).toMatch(/^([+−]?\d+\.\d|—)$/);
  expect((await column(table, COL.options))[0]).toMatch(/options|flow|direction/);
  await expect(panel.getByTestId('blocks-count')).toContainText(/\d+ shown of \d+/);

  // Filter by the first row's own ticker, location and a minimum under its $: that row must stay.
  const ticker = (await column(table, COL.ticker))[0]!;
  const location = (await column(table, COL.nbbo))[0]!;
  const premium = money((await column(table, COL.premium))[0]!)!;
  const floor = [5e6, 10e6, 25e6, 50e6, 100e6, 250e6].filter((p) => p <= premium).at(-1)!;

  await panel.getByLabel('Blocks of tickers').fill(ticker.toLowerCase());
  await panel.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`blocks_ticker=${ticker}`));
  await panel.getByLabel('NBBO location').selectOption({ label: location });
  await expect(page).toHaveURL(/nbbo_label=[a-z_]+/);
  await panel.getByLabel('Min $').selectOption(String(floor));
  await expect(page).toHaveURL(new RegExp(`min_premium=${floor}`));

  // One poll over the three filters: the table re-renders as each filter's answer arrives.
  const check = async (): Promise<void> => {
    await expect
      .poll(async () => {
        table = await marketBlocks(page);
        const premiums = (await column(table, COL.premium)).map((p) => money(p) ?? -1);
        return {
          tickers: [...new Set(await column(table, COL.ticker))],
          locations: [...new Set(await column(table, COL.nbbo))],
          belowFloor: premiums.filter((p) => p < floor).length,
        };
      })
      .toEqual({ tickers: [ticker], locations: [location], belowFloor: 0 });
  };
  await check();
  await panel.screenshot({ path: 'e2e/screenshots/darkpool-market-blocks.png' });

  // A shared or reloaded link shows the same filtered blocks.
  await page.reload();
  await expect(panel.getByLabel('NBBO location').locator('option:checked')).toHaveText(location);
  await expect(panel.getByLabel('Min $')).toHaveValue(String(floor));
  await expect(panel.getByLabel('Blocks of tickers')).toHaveValue(ticker);
  await check();

  // A ticker the contract would refuse is not sent: the box says so and the URL keeps the last set.
  await panel.getByLabel('Blocks of tickers').fill('1BAD');
  await panel.getByRole('button', { name: 'Filter' }).click();
  await expect(panel.getByRole('alert')).toContainText('not a ticker list');
  await expect(page).toHaveURL(new RegExp(`blocks_ticker=${ticker}`));

  await panel.getByRole('button', { name: 'All tickers' }).click();
  await expect(page).not.toHaveURL(/blocks_ticker=/);

  // Each ticker opens its own dark-pool page.
  table = await marketBlocks(page);
  const first = table.locator('tbody tr').first().getByRole('link');
  const other = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/darkpool/${other}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Dark pool — ${other}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('market pressure: the window is chosen in the URL and the windows and tickers follow it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/darkpool/SPY?window=1h');
  const panel = page.getByTestId('darkpool-market-pressure');
  const select = panel.getByLabel('Pressure window');
  await expect(select).toHaveValue('1h');
  await expect(panel.getByRole('img', { name: /per 1h window/ })).toBeVisible();
  const tickers = panel.getByRole('table', { name: 'Tickers by net pressure' }).locator('tbody tr');
  await expect(tickers.first()).toBeVisible();
  await expect(tickers.first().getByRole('link')).toHaveAttribute('href', /^\/darkpool\/[A-Z.]+$/);
  // Hourly windows from the open: the newest starts on the half hour.
  await expect(panel.getByTestId('pressure-last')).toContainText(/newest window \d\d:30 ET: net [+−]?\$/);

  await select.selectOption('day');
  await expect(page).toHaveURL(/window=day/);
  await expect(panel.getByTestId('pressure-last')).toContainText('newest window 09:30 ET');

  await select.selectOption('5m');
  await expect(page).toHaveURL(/window=5m/);
  await expect(panel.getByRole('img', { name: /per 5m window/ })).toBeVisible();
  const newest = (await panel.getByTestId('pressure-last').innerText()).match(/newest window (\d\d):(\d\d) ET/)!;
  expect(Number(newest[2]) % 5).toBe(0);
  expect(`${newest[1]}:${newest[2]}`).not.toBe('09:30');
  await panel.screenshot({ path: 'e2e/screenshots/darkpool-market-pressure.png' });
  expect(errors).toEqual([]);
});

test('/darkpool/SPY has no serious or critical axe violation in either theme', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/darkpool/SPY');
  await expect(page.getByRole('list', { name: 'Sectors heatmap' }).getByRole('listitem').first()).toBeVisible();
  await marketBlocks(page);
  await expect(page.getByRole('table', { name: 'Sector rotation matrix' })).toContainText('×');
  await expect(page.getByRole('table', { name: 'Tickers by net pressure' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Prints of SPY' }).locator('tbody tr').first()).toBeVisible();
  // Both themes over the same data: the second is switched in place.
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await switchTheme(page, 'light');
    expect(await seriousAxeViolations(page), theme).toEqual([]);
    await page.getByTestId('darkpool-sectors').screenshot({ path: `e2e/screenshots/darkpool-sectors-${theme}.png` });
  }
  expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
});

test('latest falls back to the last session with prints before today has any, and says so', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  // Five minutes after the open: the delayed feed has delivered no print of today yet.
  await setClock(request, '2026-11-16T14:35:00Z');
  try {
    // The BFF's answer cache is keyed by the request: the latest ranking asked at 12:00 by the tests
    // above would stand in for today's. The same request with a limit no other test asks reaches the
    // sandbox at 09:35 through the real BFF.
    await page.route(/\/api\/v1\/darkpool\/ranking\?limit=25$/, (route) =>
      route.continue({ url: route.request().url().replace('limit=25', 'limit=24') }),
    );
    await page.goto('/darkpool/IWM');
    const note = page.getByTestId('darkpool-fallback');
    await expect(note).toContainText('showing 2026-11-13 — today has no prints yet');
    await expect(note).toContainText('2026-11-16');
    // Every panel shows the fallback session with its data, as of its own date.
    await expect(page.getByTestId('darkpool-profile')).toContainText('IWM (2026-11-13)');
    await expect(page.getByTestId('darkpool-summary').getByTestId('freshness').first()).toContainText(
      /as of 2026-11-13 \d\d:\d\d/,
    );
    await expect(page.getByTestId('darkpool-summary')).toContainText(/off-exchange \$\s*\$\d/);
    await expect(page.getByRole('table', { name: 'Prints of IWM' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Off-exchange ranking' }).locator('tbody tr').first()).toBeVisible();
    await marketBlocks(page);
    await expect(page.getByTestId('profile-building')).toHaveCount(0);
    // The session picker still offers latest: nothing was written to the URL.
    await expect(page).not.toHaveURL(/date=/);
    await page.screenshot({ path: 'e2e/screenshots/darkpool-fallback.png' });
    expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
  } finally {
    await setClock(request, String(test.info().project.metadata.clock));
  }
});
