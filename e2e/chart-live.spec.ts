import type { Locator, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { canvasIsDrawn, collectConsoleErrors } from './app-helpers';

// The GEX price chart as a trader moves it: pan away and come back to the live bars, the prior session's
// levels switched on across the chart, and the page keys (`?` lists them, `g` + a letter goes).
test.use({ viewport: { width: 1440, height: 900 } });

const chart = (page: Page): Locator => page.getByTestId('price-chart');
const readout = (page: Page): Locator => page.getByTestId('price-readout');
/** The label column's width at this viewport (charts/primitives/level-labels-primitive.ts). */
const LABEL_COLUMN_PX = 140;

/** The time of the rightmost bar in the candles' area, read from the crosshair read-out, as a trader would. */
async function rightmostBarTime(page: Page): Promise<string | null> {
  const box = (await chart(page).boundingBox())!;
  for (let x = box.width - LABEL_COLUMN_PX - 2; x > box.width - LABEL_COLUMN_PX - 80; x -= 3) {
    await page.mouse.move(box.x + x, box.y + box.height * 0.5);
    if ((await readout(page).getAttribute('data-hovering')) === 'true')
      return (await readout(page).locator('span').first().textContent())!;
  }
  return null;
}

/** The newest bar's time, as the read-out names it while nothing is hovered. */
async function newestBarTime(page: Page): Promise<string> {
  const box = (await chart(page).boundingBox())!;
  await page.mouse.move(box.x + box.width + 100, box.y - 40);
  await expect(readout(page)).toHaveAttribute('data-hovering', 'false');
  return (await readout(page).locator('span').first().textContent())!.replace(/^last · /, '');
}

test('GEX chart: back to live after a pan, prior levels on the toggle, and the page keys', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/gex/NVDA');
  await expect(page.getByTestId('price-source')).toHaveAttribute('data-source', 'profile', { timeout: 60_000 });
  await expect(readout(page)).toContainText('Vol', { timeout: 60_000 });
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  const back = page.getByRole('button', { name: /Back to live/ });

  await test.step('following live: no button', async () => {
    await expect(chart(page)).toHaveAttribute('data-live-edge', 'following');
    await expect(back).toHaveCount(0);
  });

  await test.step('a pan into the past shows "Back to live"; pressing it brings the newest bar back', async () => {
    const box = (await chart(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5, { steps: 10 });
    await page.mouse.up();
    await expect(back).toBeVisible();
    const newest = await newestBarTime(page);
    expect(await rightmostBarTime(page)).not.toBe(newest);

    await back.click();
    await expect(back).toHaveCount(0);
    await expect(chart(page)).toHaveAttribute('data-live-edge', 'following');
    await expect.poll(async () => (await rightmostBarTime(page)) === (await newestBarTime(page))).toBe(true);
  });

  await test.step('the prior session’s levels, switched on, are drawn across the chart and kept in the URL', async () => {
    const toggle = page.getByTestId('prior-levels-toggle');
    await expect(toggle).toBeEnabled({ timeout: 30_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const priorLabels = page
      .getByTestId('level-label')
      .and(page.locator('[data-label^="prior:"]'))
      .or(page.getByTestId('level-label').filter({ hasText: /prior levels/ }));
    await expect(priorLabels).toHaveCount(0);
    await toggle.click();
    await expect(page).toHaveURL(/prior=on/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Zoom the price scale out until a prior level is in the window (the chart fits today's candles).
    const box = (await chart(page).boundingBox())!;
    const scaleX = box.x + box.width - 20;
    for (let i = 0; i < 6 && (await priorLabels.count()) === 0; i++) {
      await page.mouse.move(scaleX, box.y + box.height * 0.3);
      await page.mouse.down();
      await page.mouse.move(scaleX, box.y + box.height * 0.9, { steps: 8 });
      await page.mouse.up();
    }
    await expect(priorLabels.first()).toBeAttached();
    await toggle.click();
    await expect(page).not.toHaveURL(/prior=/);
    await expect(priorLabels).toHaveCount(0);
  });

  await test.step('`?` lists every page key; `g o` opens open interest on the ticker on screen', async () => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    const pages = dialog.getByRole('list', { name: 'Page shortcuts' }).getByRole('listitem');
    await expect(pages.filter({ hasText: 'g d' })).toContainText('Desk');
    expect(await pages.count()).toBeGreaterThanOrEqual(17);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/\/oi\/NVDA$/);
  });
  expect(errors).toEqual([]);
});
