import { expect, test } from '@playwright/test';
import { putWatchlist } from './app-helpers';

test('add and remove a watchlist symbol; the limit message when going over 25', async ({ page }) => {
  await page.goto('/watchlist');
  const table = page.getByRole('table', { name: 'Watchlist symbols' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const before = await table.locator('tbody tr').count();

  await page.getByLabel('Symbol to add').fill('AMD');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeVisible();
  // Saved on the server, not only in the page.
  await page.reload();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeVisible();
  await expect(page.getByTestId('watchlist-count')).toContainText(`${before + 1} / 25`);
  await page.screenshot({ path: 'e2e/screenshots/watchlist.png' });

  await page.getByRole('button', { name: 'Remove AMD' }).click();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeHidden();
  // The list is loaded again (not still on its skeleton) before its rows are read.
  await expect(page.getByTestId('watchlist-count')).toContainText(`${before} / 25`);

  // Fill the list to 25, then try a 26th.
  const original = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.testid!.replace('watchlist-row-', '')));
  const extra = [
    'DIA',
    'TLT',
    'GLD',
    'SLV',
    'EEM',
    'EFA',
    'FXI',
    'HYG',
    'XLK',
    'XLF',
    'XLV',
    'XLE',
    'XLY',
    'XLP',
    'XLI',
    'XLB',
    'XLU',
    'XLRE',
    'XLC',
    'SMH',
    'ARKK',
    'XBI',
  ];
  const full = [...original, ...extra.filter((t) => !original.includes(t))].slice(0, 25);
  expect(await putWatchlist(page, full)).toBe(200);
  await page.reload();
  await expect(page.getByTestId('watchlist-count')).toContainText('25 / 25');
  await expect(page.getByTestId('limit-warning')).toContainText('limit reached');
  await page.getByLabel('Symbol to add').fill('INTC');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('watchlist-message')).toContainText('at most 25 active symbols');
  await expect(page.getByTestId('watchlist-row-INTC')).toBeHidden();
  await page.screenshot({ path: 'e2e/screenshots/watchlist-full.png' });
  expect(await putWatchlist(page, original)).toBe(200);
});

test('a refused change is rolled back with a message', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page.getByRole('table', { name: 'Watchlist symbols' })).toBeVisible();
  await page.route('**/api/v1/quotes/watchlist', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: '{"error":"upstream_unavailable","message":"upstream down"}',
        })
      : route.fallback(),
  );
  await page.getByLabel('Symbol to add').fill('AMD');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Adding AMD was undone' })).toBeVisible();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeHidden();
});
