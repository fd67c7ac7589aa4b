/**
 * The abnormal-trades panel beside the tape and the rankings page's keyboard and accessibility, in a real
 * Chromium on the replay clock (moving from Wed 2026-11-18 15:30 ET).
 */
import { seriousAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';
import { switchTheme } from './tour-helpers';

interface AbnormalAnswer {
  session: string;
  trades: { event_id: string; option_symbol?: string }[];
}

async function eventIdsShown(page: Page): Promise<string[]> {
  return page
    .getByTestId('abnormal-panel')
    .locator('li[data-event-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id') ?? ''));
}

test('the live panel lists the session’s trades from REST, merged with the stream, each once', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const answer = (await (await page.request.get('/api/v1/abnormal-trades/current?limit=300')).json()) as AbnormalAnswer;
  expect(answer.trades.length).toBeGreaterThan(0);
  await page.goto('/flow');
  const panel = page.getByTestId('abnormal-panel');
  await expect(panel).toHaveAttribute('data-mode', 'live');
  await expect(panel.getByTestId('freshness')).toContainText(/as of 2026-11-18 \d{2}:\d{2}/, { timeout: 30_000 });
  // Every trade the service had when the page opened is listed, newest included.
  await expect
    .poll(async () => (await eventIdsShown(page)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(answer.trades.length);
  const shown = await eventIdsShown(page);
  for (const t of answer.trades) expect(shown).toContain(t.event_id);
  expect(new Set(shown).size).toBe(shown.length);
  expect(errors).toEqual([]);
});

test('a past session shows that session’s trades, and an OCC symbol opens its contract page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const session = '2026-11-17';
  const answer = (await (
    await page.request.get(`/api/v1/abnormal-trades/${session}?limit=300`)
  ).json()) as AbnormalAnswer;
  expect(answer.trades.length).toBeGreaterThan(0);
  await page.goto(`/flow?session=${session}`);
  const panel = page.getByTestId('abnormal-panel');
  await expect(panel).toHaveAttribute('data-mode', 'session');
  await expect(panel.getByRole('heading', { name: `Abnormal trades · ${session}` })).toBeVisible();
  await expect(panel.getByRole('list', { name: `Abnormal trades of ${session}` })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await eventIdsShown(page)).sort())
    .toEqual(answer.trades.map((t) => t.event_id).sort());
  // Newest first: the answer is chronological.
  expect((await eventIdsShown(page))[0]).toBe(answer.trades.at(-1)!.event_id);

  const occ = answer.trades.at(-1)!.option_symbol!;
  await panel
    .locator(`li[data-event-id="${answer.trades.at(-1)!.event_id}"]`)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL((u) => u.pathname === `/contract/${encodeURIComponent(occ)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(occ);
  expect(errors).toEqual([]);
});

test("OI receipts of a past session: each verdict is the session's OI change against the trade's size", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const session = '2026-11-17';
  await page.goto(`/flow?session=${session}`);
  const panel = page.getByTestId('abnormal-panel');
  await panel.getByTestId('receipts-button').click({ timeout: 30_000 });
  await expect(panel.getByTestId('receipt-progress')).toHaveText(/OI receipts: (\d+) of \1 contracts read/, {
    timeout: 60_000,
  });
  // The sandbox's PM snapshot holds the session's close (its AM and PM differ), and the page reads it so.
  await expect(panel.getByTestId('oi-settlement')).toHaveAttribute('data-settlement', 'at_close');
  const badges = panel.getByTestId('oi-receipt');
  await expect(badges.first()).toBeVisible();
  await expect(panel.getByTestId('receipt-summary')).toContainText(/of \d+ large (call|put) (buys|sells|trades)/);
  await page.screenshot({ path: 'e2e/screenshots/oi-receipts.png' });

  const trades = (await (await page.request.get(`/api/v1/abnormal-trades/${session}?limit=300`)).json()) as {
    trades: { event_id: string; option_symbol: string; contracts: number }[];
  };
  // Three receipts checked against the contract's own history: this session's close less the one before.
  for (const badge of (await badges.all()).slice(0, 3)) {
    const occ = (await badge.getAttribute('data-occ'))!;
    const eventId = await badge.locator('xpath=ancestor::li[1]').getAttribute('data-event-id');
    const size = trades.trades.find((t) => t.event_id === eventId)!.contracts;
    const history = (await (
      await page.request.get(`/api/v1/contracts/${encodeURIComponent(occ)}/historic?days=30`)
    ).json()) as { rows: { session: string; slot: string; open_interest: number }[] };
    const own = history.rows.find((r) => r.session === session)!;
    const previous = history.rows
      .filter((r) => r.session < session)
      .sort((a, b) => a.session.localeCompare(b.session))
      .at(-1)!;
    expect([own.slot, previous.slot]).toEqual(['PM', 'PM']);
    const change = own.open_interest - previous.open_interest;
    const verdict = change >= size / 2 ? 'opened' : change <= -size / 2 ? 'closed' : 'mixed';
    await expect(badge).toHaveAttribute('data-verdict', verdict);
    await expect(badge).toHaveAttribute('data-change', String(change));
  }
  expect(errors).toEqual([]);
});

test('ranking rows are one tab stop: arrows move, Enter opens the detail, the focus is visible', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/rankings');
  const rows = page.getByRole('table', { name: 'Intent flow rankings' }).locator('tbody tr');
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });
  const second = (await rows.nth(1).getAttribute('aria-label'))!.replace('Show intent detail for ', '');
  // One row is in the tab order (a roving tab stop), not one per row.
  await expect(page.getByRole('table', { name: 'Intent flow rankings' }).locator('tbody tr[tabindex="0"]')).toHaveCount(
    1,
  );

  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  const outline = await rows.nth(1).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(
    page.getByTestId('intent-detail').getByRole('heading', { name: new RegExp(`^${second} `) }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the intent table fills the height it has', async ({ page }) => {
  await page.goto('/rankings');
  const table = page.getByRole('table', { name: 'Intent flow rankings' });
  await expect(table.locator('tbody tr').nth(1)).toBeVisible({ timeout: 30_000 });
  const rowCount = await table.locator('tbody tr').count();
  const box = (await table.locator('xpath=..').boundingBox())!;
  const viewport = page.viewportSize()!;
  const rowHeight = (await table.locator('tbody tr').first().boundingBox())!.height;
  // Either every row is shown or the table reaches (nearly) the bottom of the window.
  if (rowCount * rowHeight > viewport.height) expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.85);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
});

test('/rankings, each tab with a detail open, has no serious or critical axe violation in either theme', async ({
  page,
}) => {
  // Three tabs, each with a detail open, analysed in both themes (switched in place, the data already read).
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  for (const tab of ['intent', 'momentum', 'directional'] as const) {
    await page.goto(`/rankings?tab=${tab}`);
    const firstRow = page.getByRole('tabpanel').locator('tbody tr[tabindex="0"]').first();
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    await firstRow.press('Enter');
    await expect(
      page.getByRole('tabpanel').locator('[data-testid$="-detail"], [data-testid$="-history"]'),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('table').nth(1).locator('tbody tr').first()).toBeVisible({
      timeout: 30_000,
    });
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await switchTheme(page, 'light');
      await page.screenshot({ path: `e2e/screenshots/rankings-${tab}-${theme}.png` });
      expect(await seriousAxeViolations(page), `${tab} (${theme})`).toEqual([]);
    }
    await switchTheme(page, 'dark');
  }
  expect(errors).toEqual([]);
});
