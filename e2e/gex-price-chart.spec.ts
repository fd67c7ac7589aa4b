import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { canvasIsDrawn, collectConsoleErrors, sandboxUrl } from './app-helpers';

// The GEX page's price chart: candles from the published GEX profile, fitted to the
// candles, off-range levels as edge markers, a toggle per level, the crosshair read-out, timeframes.
test.use({ viewport: { width: 1440, height: 900 } });

const chart = (page: Page) => page.getByTestId('price-chart');
const markers = (page: Page) => page.getByRole('list', { name: 'Levels outside the chart' }).locator('li');

async function candlesDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('price-source')).toHaveAttribute('data-source', 'profile', { timeout: 60_000 });
  await expect(page.getByTestId('price-readout')).toContainText('Vol', { timeout: 60_000 });
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
}

test('NVDA: candles from the profile fill the chart, off-range levels are edge markers, toggles and read-out work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto('/gex/NVDA');
  await candlesDrawn(page);
  // Wait for the levels (their toggles) and for at least one level at an edge: the chart fits the
  // candles, not the levels, so on a quiet intraday range some level lies outside it.
  await expect(page.getByTestId('level-toggle-call_wall')).toBeVisible({ timeout: 60_000 });
  await expect(markers(page).first()).toBeAttached({ timeout: 30_000 });
  const first = markers(page).first();
  const level = (await first.getAttribute('data-level'))!;
  await expect(first).toContainText(/[▲▼] .+ \d+\.\d{2} [+−]\d+\.\d%/);
  await page.screenshot({ path: 'e2e/screenshots/gex-nvda.png' });

  // The candles come from the published profile; the unpublished candle path is never asked.
  expect(asked.some((u) => u.includes('/gex/') && u.includes('include_ohlc=true'))).toBe(true);
  expect(asked.filter((u) => u.includes('/candles') && u.includes('/quotes/'))).toEqual([]);

  // Crosshair: the read-out follows the bar under the pointer.
  const box = (await chart(page).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4);
  const readout = page.getByTestId('price-readout');
  await expect(readout).toHaveAttribute('data-hovering', 'true');
  await expect(readout).toContainText(/O \d+\.\d{2}.*H \d+\.\d{2}.*L \d+\.\d{2}.*C \d+\.\d{2}.*Vol/);
  await expect(readout).toContainText('ET');
  await page.mouse.move(box.x + box.width + 200, box.y - 50);
  await expect(readout).toHaveAttribute('data-hovering', 'false');

  // Zooming the price scale out (dragging its axis) brings the level into view: its edge marker goes and
  // its label takes its place beside the price scale.
  const marker = page.locator(`li[data-testid="edge-marker"][data-level="${level}"]`);
  const label = page.locator(`li[data-testid="level-label"][data-label="${level}"]`);
  const scaleX = box.x + box.width - 20;
  for (let i = 0; i < 6 && (await marker.count()) > 0; i++) {
    await page.mouse.move(scaleX, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(scaleX, box.y + box.height * 0.9, { steps: 8 });
    await page.mouse.up();
  }
  await expect(marker).toHaveCount(0);
  await expect(label).toHaveCount(1);

  // A toggle switches the level off (its label goes) and the choice is in the URL, which a reload keeps.
  const toggle = page.getByTestId(`level-toggle-${level}`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page).toHaveURL(new RegExp(`hide=${level}`));
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(label).toHaveCount(0);
  await expect(marker).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId(`level-toggle-${level}`)).toHaveAttribute('aria-pressed', 'false', {
    timeout: 60_000,
  });
  await page.getByTestId(`level-toggle-${level}`).click();
  await expect(page).not.toHaveURL(/hide=/);
  // Back on the chart: a label in range or an edge marker outside it (the reloaded chart fits its candles
  // again, and on the moving clock they may reach the level by now).
  await expect(label.or(marker)).toHaveCount(1, { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('timeframes: 15-minute bars rolled up from the profile, daily from the daily-candles route, in the URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/gex/NVDA');
  await candlesDrawn(page);
  await page.getByRole('radiogroup', { name: 'Candles' }).getByRole('radio', { name: '15m' }).click();
  await expect(page).toHaveURL(/tf=15m/);
  await expect(page.getByRole('heading', { name: /NVDA 15m candles/ })).toBeVisible();
  await expect(page.getByTestId('price-readout')).toContainText(/:(00|15|30|45) ET/);

  await page.getByRole('radiogroup', { name: 'Candles' }).getByRole('radio', { name: 'daily' }).click();
  await expect(page).toHaveURL(/tf=1d/);
  await expect(page.getByTestId('price-source')).toHaveAttribute('data-source', 'daily_candles', { timeout: 60_000 });
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  await expect(page.getByTestId('price-readout')).toContainText(/\w{3} \d{1,2}, \d{4}/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'daily' })).toHaveAttribute('aria-checked', 'true');
});

test('SPY with every expiry: candles fill the chart beside the profile', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/gex/SPY?dte_filter=all');
  await candlesDrawn(page);
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="gex-profile-canvas"]'), { timeout: 60_000 }).toBe(true);
  await expect(page.getByTestId('level-toggle-gamma_flip')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'e2e/screenshots/gex-spy-all.png' });
});

test('a profile whose OHLC carries no bars: candles from the stock_candles door, the drift marked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // AMD's GEX page is opened by no other test, so no cached profile predates the rename.
  const sandbox = await sandboxUrl(request);
  const r = await request.post(`${sandbox}/sandbox/renames`, {
    data: { pattern: '/v1/gex/*/AMD', from: 'ohlc.bars', to: 'bar_list' },
  });
  expect(r.status()).toBe(201);
  try {
    await page.goto('/gex/AMD');
    await expect(page.getByTestId('price-source')).toHaveAttribute('data-source', 'stock_candles', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('ohlc-drift')).toBeVisible();
    await expect(page.getByTestId('price-readout')).toContainText('Vol', { timeout: 60_000 });
    await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
    // Through the door's MCP tool: no request to the unpublished REST candle path.
    const stats = (await (await request.get(`${sandbox}/sandbox/stats`)).json()) as { unpublished_requests: number };
    expect(stats.unpublished_requests).toBe(0);
  } finally {
    await request.delete(`${sandbox}/sandbox/renames`);
  }
});
