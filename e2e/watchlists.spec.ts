import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

// Several watchlists: the service's real-time list is marked as such; a local list made on the watchlist
// page is filled, shown on the board (a symbol off the real-time list read as delayed, as the service
// says), and still there after a reload, both the list (kept in this browser) and the choice (the URL).
test.use({ viewport: { width: 1440, height: 900 } });

test('a local list is made, filled, shown on the board and kept across a reload', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/watchlist');
  const lists = page.getByRole('navigation', { name: 'Watchlists' });
  await expect(lists.getByRole('link', { name: /^Watchlist/ })).toContainText('● real-time');
  await expect(page.getByRole('table', { name: 'Watchlist symbols' })).toBeVisible();

  await page.getByLabel('New list name').fill('Semis');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semis' })).toBeVisible();
  await expect(lists.getByRole('link', { name: /Semis/ })).toContainText('local list');
  for (const t of ['NVDA', 'AMD']) {
    await page.getByLabel('Symbol to add to Semis').fill(t);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByTestId(`local-row-${t}`)).toBeVisible();
  }
  // NVDA is also on the real-time list; AMD is not, and the service delays its quote.
  await expect(page.getByTestId('local-row-NVDA').getByTestId('watchlist-feed')).toContainText('real-time');
  await expect(page.getByTestId('local-row-AMD').getByTestId('watchlist-feed')).toContainText('delayed');
  await page.screenshot({ path: 'e2e/screenshots/watchlist-local-list.png' });

  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await page.getByLabel('List', { exact: true }).selectOption('Semis');
  await expect(page).toHaveURL(/[?&]list=Semis\b/);
  const rows = page.locator('tbody tr[data-ticker]');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('tr[data-ticker="AMD"]')).toContainText('delayed');
  // The source line does not call a board with delayed rows real-time.
  await expect(page.getByTestId('board-asof-quotes')).toContainText('delayed');

  await page.reload();
  await expect(page.getByLabel('List', { exact: true })).toHaveValue('Semis');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('tr[data-ticker="NVDA"]')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/board-local-list.png' });
  expect(errors).toEqual([]);
});
