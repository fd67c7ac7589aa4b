import { expect, test } from './bff-fixture';
import { PHONE } from './tour-helpers';

// On a phone (390×844) the first screen shows what the trader came for: the board's rows under one
// freshness line, the flow tape before the summary panels.

test.use({ viewport: PHONE });

test("the board's freshness is one line that opens on a tap to every source's badges", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  const summary = page.getByTestId('board-freshness-summary');
  // Once the sources have answered, the line says how many are fresh (the sandbox's quotes are real-time).
  await expect(summary).toContainText(/Freshness: \d+ fresh/, { timeout: 30_000 });
  const box = (await summary.boundingBox())!;
  const lineHeight = await summary.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  // One line: its text plus the summary's own padding, never two lines of badges.
  expect(box.height).toBeLessThan(lineHeight * 2);
  // The badges are folded away until the trader asks for them.
  const quotes = page.getByTestId('board-asof-quotes');
  await expect(quotes).toBeHidden();
  await summary.click();
  await expect(quotes).toBeVisible();
  // The line counted a fresh source: its badge is in the list, with its time.
  await expect(page.getByTestId('board-freshness').getByTestId('freshness').first()).toContainText('as of');
  // The board's first row is on the first screen.
  const firstRow = page.locator('tbody tr[data-ticker]').first();
  await expect(firstRow).toBeVisible({ timeout: 60_000 });
  await summary.click();
  expect((await firstRow.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
});

test('on /flow the tape comes first, within the first screen; the summary panels follow it', async ({ page }) => {
  await page.goto('/flow');
  const tape = page.getByRole('table', { name: 'Flow tape' });
  await expect(tape).toBeVisible({ timeout: 30_000 });
  const tapeTop = (await tape.boundingBox())!.y;
  expect(tapeTop).toBeLessThan(PHONE.height);
  const panelsTop = (await page.getByTestId('flow-panels').boundingBox())!.y;
  expect(panelsTop).toBeGreaterThan(tapeTop);
});
