/**
 * The first minutes of a session (the `open` clock: Mon 2026-11-16 at 09:35 ET, playwright.config.ts):
 * the GEX chart gives its two bars the prior session's context, and a summary with nothing counted yet
 * says so. The tests every moment runs are in session-moments.ts.
 */
import { expect, test } from './bff-fixture';
import { BOARD_SUMMARY_TITLE, boardAndSummaryAt, GEX_CONTEXT_TITLE, gexContextAt } from './session-moments';

test.use({ viewport: { width: 1440, height: 900 } });

const AT = { shot: '0935', minSessionBars: 1, maxSessionBars: 2 };

test(GEX_CONTEXT_TITLE, async ({ page }) => {
  test.setTimeout(120_000);
  await gexContextAt(page, AT);
});

test(BOARD_SUMMARY_TITLE, async ({ page }) => {
  test.setTimeout(120_000);
  await boardAndSummaryAt(page, AT);
});

test('a summary that has counted nothing yet says "not yet" beside a tape with rows, not $0 / 0 orders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The summary as the service answers it before its first count (09:37 in the issue): zeros, no as_of.
  await page.route(/\/api\/v1\/options-flow\/summary/, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    const zeros = { orders: 0, contracts: 0, total_premium: 0, call_premium: 0, put_premium: 0, net_premium: 0 };
    await route.fulfill({
      response,
      json: { ...json, as_of: null, totals: { ticker: 'ALL', ...zeros }, top_tickers: [] },
    });
  });
  await page.goto('/flow');
  const summary = page.getByTestId('flow-summary');
  await expect(summary.getByTestId('flow-summary-not-yet')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('tape-counts')).toContainText(/^[1-9][\d,]* shown/, { timeout: 60_000 });
  await expect(summary).not.toContainText('$0');
  await expect(summary).not.toContainText('as of —');
  await expect(summary.getByTestId('flow-summary-totals')).toHaveCount(0);
  await summary.screenshot({ path: 'e2e/screenshots/first-minutes-flow-summary-not-yet.png' });
});
