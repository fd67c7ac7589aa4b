/**
 * Late in a session (the `late-session` clock: Mon 2026-11-16 at 15:45 ET, playwright.config.ts): a hole
 * in the day's bars is drawn as a gap, and with every confluence layer on the level labels keep apart.
 * The tests every moment runs are in session-moments.ts.
 */
import { expect, test } from './bff-fixture';
import { canvasIsDrawn, collectConsoleErrors } from './app-helpers';
import {
  BOARD_SUMMARY_TITLE,
  boardAndSummaryAt,
  chart,
  expectLabelsApart,
  GEX_CONTEXT_TITLE,
  gexContextAt,
} from './session-moments';

test.use({ viewport: { width: 1440, height: 900 } });

const SHOT = '1545';

const AT = { shot: SHOT, minSessionBars: 70, maxSessionBars: 76 };

test(GEX_CONTEXT_TITLE, async ({ page }) => {
  test.setTimeout(120_000);
  await gexContextAt(page, AT);
});

test(BOARD_SUMMARY_TITLE, async ({ page }) => {
  test.setTimeout(120_000);
  await boardAndSummaryAt(page, AT);
});

test('bars missing from the answer (09:35–09:45, as while refresh was slowed) are a gap, not a flat line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The profile's answer as a service that had not yet published those minutes would give it.
  await page.route(/\/api\/v1\/gex\/2026-11-16\/NVDA\?.*include_ohlc=true/, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { ohlc: { bars: { t: string }[] } };
    json.ohlc.bars = json.ohlc.bars.filter((b) => !(b.t >= '2026-11-16T14:35' && b.t < '2026-11-16T14:45'));
    await route.fulfill({ response, json });
  });
  await page.goto('/gex/NVDA');
  await expect(chart(page)).toHaveAttribute('data-divider', 'shown', { timeout: 60_000 });
  await expect(chart(page)).toHaveAttribute('data-gaps', '2');
  await expect(page.getByTestId('chart-context')).toContainText('2 missing bars drawn as a gap');
  await page.screenshot({ path: 'e2e/screenshots/first-minutes-gex-nvda-gap-1545.png' });
});

test('GEX SPY with every layer on: labels kept apart (the least important folded), off the candles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/gex/SPY?layers=dp_levels,dp_profile,abnormal,blocks');
  for (const k of ['dp_levels', 'dp_profile', 'abnormal', 'blocks'])
    await expect(page.getByTestId(`layer-toggle-${k}`)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  await expect(page.getByTestId('level-label').first()).toBeAttached({ timeout: 30_000 });
  await expectLabelsApart(page);
  await page.screenshot({ path: `e2e/screenshots/first-minutes-gex-spy-layers-${SHOT}.png` });

  // Daily candles: the ten dark-pool levels no longer smear; past the threshold they fold into "+N".
  await page.getByRole('radiogroup', { name: 'Candles' }).getByRole('radio', { name: 'daily' }).click();
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  await expect(page.getByTestId('level-label').first()).toBeAttached({ timeout: 30_000 });
  await expectLabelsApart(page);
  expect(await page.getByTestId('level-label').count()).toBeLessThanOrEqual(9);
  await page.screenshot({ path: `e2e/screenshots/first-minutes-gex-spy-layers-daily-${SHOT}.png` });
  expect(errors).toEqual([]);
});
