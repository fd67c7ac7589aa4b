import { expect, test } from './bff-fixture';
import { canvasIsDrawn, legendLevels, sandboxUrl } from './app-helpers';

const LEVELS = ['gamma_flip', 'call_wall', 'put_wall', 'max_pain'];

test('board → GEX page: four levels, drawn charts, dte_filter in the URL, reload keeps the view', async ({ page }) => {
  await page.goto('/');
  const row = page.locator('tbody tr[data-ticker="SPY"]');
  // The first request of a fresh server waits for the sandbox to build its session.
  await expect(row).toBeVisible({ timeout: 60_000 });
  // Click once the row has settled (its levels are in), not while its cells are still being replaced.
  await expect(row).toContainText(/(long|short) γ/, { timeout: 30_000 });
  await row.locator('td').nth(3).click();
  await expect(page).toHaveURL(/\/gex\/SPY$/);

  await expect(
    page.getByRole('list', { name: 'Key levels' }).locator('li[data-level="gamma_flip"]'),
  ).not.toHaveAttribute('data-value', '');
  const all = await legendLevels(page);
  for (const l of LEVELS) expect(Number(all[l]), `${l} has a value`).toBeGreaterThan(0);
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="gex-profile-canvas"]')).toBe(true);
  // Hover read-out on the profile.
  const profile = page.getByTestId('gex-profile-canvas');
  const box = (await profile.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('profile-readout')).toContainText('Strike');
  await page.screenshot({ path: 'e2e/screenshots/gex.png' });

  await page.getByRole('radio', { name: '0dte' }).click();
  await expect(page).toHaveURL(/dte_filter=0dte/);
  // The 0dte bucket has its own levels: wait for them (not the empty in-between state).
  await expect
    .poll(async () => {
      const l = await legendLevels(page);
      return l.gamma_flip !== '' && l.call_wall !== '' && JSON.stringify(l) !== JSON.stringify(all);
    })
    .toBe(true);
  const zero = await legendLevels(page);

  await page.reload();
  await expect(page).toHaveURL(/\/gex\/SPY\?dte_filter=0dte/);
  await expect(page.getByRole('radio', { name: '0dte' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => JSON.stringify(await legendLevels(page))).toBe(JSON.stringify(zero));
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);

  await page.getByRole('tab', { name: 'Strike × expiry' }).click();
  await expect(page).toHaveURL(/tab=heatmap/);
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="heatmap-canvas"]'), { timeout: 30_000 }).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/gex-heatmap.png', fullPage: true });
  await page.getByRole('tab', { name: 'Across sessions' }).click();
  await expect(page.getByRole('img', { name: 'Net GEX by session' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'e2e/screenshots/gex-timeseries.png', fullPage: true });
});

test('a forced 502 shows a retrying state, then data', async ({ page, request }) => {
  const sandbox = await sandboxUrl(request);
  // A view nothing has fetched yet, so the BFF has no stale answer to serve instead.
  const r = await request.post(`${sandbox}/sandbox/faults`, {
    data: { pattern: '/v1/gex/*/QQQ/with-flow', status: 502, count: 2 },
  });
  expect(r.status()).toBe(201);
  await page.goto('/gex/QQQ?dte_filter=weekly');
  await expect(page.getByTestId('retrying').first()).toContainText('502', { timeout: 30_000 });
  await page.screenshot({ path: 'e2e/screenshots/gex-retrying.png' });
  await expect(page.getByTestId('retrying')).toHaveCount(0, { timeout: 30_000 });
  const levels = await legendLevels(page);
  expect(Number(levels.gamma_flip) || Number(levels.call_wall)).toBeGreaterThan(0);
});
