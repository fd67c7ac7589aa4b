import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './bff-fixture';

// Tables as a trader uses them (ui/data-table.tsx): a column sorts and the URL keeps it, a screen is
// saved by name and re-applied, and a table exports what it shows as CSV.

/** The screener's Orders column (6th) as numbers, "—" as null. */
async function orders(table: Locator): Promise<(number | null)[]> {
  const cells = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
  return cells.map((t) => (t.trim() === '—' ? null : Number(t.replace(/,/g, ''))));
}

function isDescendingNullsLast(values: readonly (number | null)[]): boolean {
  const seen = values.findIndex((v) => v === null);
  const numbers = (seen === -1 ? values : values.slice(0, seen)) as number[];
  const nullsLast = seen === -1 || values.slice(seen).every((v) => v === null);
  return nullsLast && numbers.every((v, i) => i === 0 || numbers[i - 1]! >= v);
}

test('screener: a column sorts, the URL and a reload keep it, and a named screen re-applies filters and sort', async ({
  page,
}) => {
  await page.goto('/markets');
  const table = page.getByRole('table', { name: 'Screener results' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const header = table.getByRole('columnheader', { name: /Orders/ });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort\.screener=-orders/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const sorted = await orders(table);
  expect(sorted.length).toBeGreaterThan(2);
  expect(isDescendingNullsLast(sorted)).toBe(true);

  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Orders/ })).toHaveAttribute('aria-sort', 'descending');
  expect(isDescendingNullsLast(await orders(table))).toBe(true);

  // Save this screen (bullish, by orders), look elsewhere, then pick it again.
  await page.getByRole('combobox', { name: 'Direction' }).selectOption('bullish');
  await expect(page).toHaveURL(/lean=bullish/);
  await page.getByLabel('Screen name').fill('Bulls by orders');
  await page.getByRole('button', { name: 'Save screen' }).click();
  const saved = page.getByRole('combobox', { name: 'Saved screens' });
  await expect(saved).toHaveValue('Bulls by orders');

  await page.getByRole('combobox', { name: 'Direction' }).selectOption('bearish');
  await table
    .getByRole('columnheader', { name: /Ticker/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/lean=bearish.*sort\.screener=ticker|sort\.screener=ticker.*lean=bearish/);
  await expect(saved).toHaveValue('');

  await saved.selectOption('Bulls by orders');
  await expect(page).toHaveURL(/lean=bullish/);
  await expect(page).toHaveURL(/sort\.screener=-orders/);
  await expect(page.getByRole('combobox', { name: 'Direction' })).toHaveValue('bullish');
  await expect(table.getByRole('columnheader', { name: /Orders/ })).toHaveAttribute('aria-sort', 'descending');
});

test('dark pool: the market blocks export as CSV with raw numbers, ET times and an ET file name', async ({ page }) => {
  await page.goto('/darkpool/SPY');
  const table = page.getByTestId('darkpool-market-blocks').getByRole('table', { name: 'Market blocks' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const shown = await table.locator('tbody tr').count();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Market blocks' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^market-blocks-\d{4}-\d{2}-\d{2}-\d{4}-ET\.csv$/);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 5)).toEqual(['time (ET)', 'ticker', 'price', 'size', 'premium_usd']);
  expect(lines.length - 1).toBe(shown);
  const row = lines[1]!.split(',');
  expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // The screen shows "$1.2M"; the file holds the dollars.
  expect(row[header.indexOf('premium_usd')]).toMatch(/^(\d+(\.\d+)?)?$/);
  expect(row[header.indexOf('size')]).toMatch(/^\d*$/);
});
