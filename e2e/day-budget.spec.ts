import { expect, test } from './bff-fixture';

// The status bar shows where the day's request count is heading, beside the count itself.
test('the status bar shows the day count and its projection to the close', async ({ page }) => {
  await page.goto('/tide');
  const status = page.getByRole('contentinfo', { name: 'Status' });
  // The replay clock keeps the market open, so the projection runs to the session's close.
  await expect(status).toContainText(/day\s*[\d,]+ \/ 5,000 today · ~[\d,]+ by close/);
  const text = (await status.textContent()) ?? '';
  const m = /([\d,]+) \/ 5,000 today · ~([\d,]+)/.exec(text);
  expect(m).not.toBeNull();
  const [used, projected] = [Number(m![1]!.replace(/,/g, '')), Number(m![2]!.replace(/,/g, ''))];
  expect(projected).toBeGreaterThanOrEqual(used);
  expect(projected).toBeLessThanOrEqual(5000);
});
