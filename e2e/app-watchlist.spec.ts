import { expect, test } from './bff-fixture';
import { collectConsoleErrors, putWatchlist } from './app-helpers';

test('add and remove a watchlist symbol; the limit message when going over 25', async ({ page }) => {
  await page.goto('/watchlist');
  const table = page.getByRole('table', { name: 'Watchlist symbols' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const before = await table.locator('tbody tr').count();

  await page.getByLabel('Symbol to add').fill('AMD');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeVisible();
  // The row shows at once; the page says "saving…" until the service has the list. Then a reload has it.
  await expect(page.getByText('saving…')).toBeHidden();
  // Saved on the server, not only in the page.
  await page.reload();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeVisible();
  await expect(page.getByTestId('watchlist-count')).toContainText(`${before + 1} / 25`);
  await page.screenshot({ path: 'e2e/screenshots/watchlist.png' });

  await page.getByRole('button', { name: 'Remove AMD' }).click();
  await expect(page.getByTestId('watchlist-row-AMD')).toBeHidden();
  await expect(page.getByText('saving…')).toBeHidden();
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

test('each symbol shows its last trade, the change from the previous close and whether its feed is real-time', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/watchlist');
  const row = page.getByTestId('watchlist-row-SPY');
  // The quote (or the stream after it) has answered: no longer the chain snapshot's stand-in.
  await expect(row.getByTestId('watchlist-last')).toHaveAttribute('data-source', /^(quote|stream)$/, {
    timeout: 60_000,
  });
  const quote = (await (await page.request.get('/api/v1/quotes/SPY')).json()) as {
    prev_close: number;
    data: { realtime: boolean };
  };
  // Last and change read in one go: the stream may move the price between two reads.
  const shown = await row.evaluate((tr) => ({
    last: tr.querySelector('[data-testid="watchlist-last"]')!.textContent!,
    change: tr.querySelector('[data-testid="watchlist-change"]')!.textContent!,
  }));
  const last = Number.parseFloat(shown.last);
  const changePct = Number.parseFloat(shown.change.replace('−', '-'));
  expect(changePct).toBeCloseTo(((last - quote.prev_close) / quote.prev_close) * 100, 1);
  await expect(row.getByTestId('watchlist-feed')).toContainText(quote.data.realtime ? '● real-time' : '◷ delayed');
  expect(errors).toEqual([]);
});
