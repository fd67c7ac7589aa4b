import { expect, test } from './bff-fixture';
import { collectConsoleErrors, CSP_PROBE_HOST } from './app-helpers';

test('the shell opens with no console error and shows the status bar', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const status = page.getByRole('contentinfo', { name: 'Status' });
  await expect(status).toContainText('sandbox');
  await expect(status).toContainText('tier');
  await expect(status).toContainText('pro');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  // Board rows arrive (from the sandbox's default watchlist).
  await expect(page.locator('tbody tr[data-ticker]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('tbody tr[data-ticker="SPY"]')).toContainText(/long γ|short γ/, { timeout: 30_000 });
  await page.screenshot({ path: 'e2e/screenshots/home.png' });
  expect(errors).toEqual([]);
});

test('Ctrl-K and / open the palette, ? lists the shortcuts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  const input = page.getByPlaceholder('Ticker, page or action…');
  // The key handler is attached in an effect, just after the first paint: press until it is there.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await input.fill('AM');
  await expect(page.getByRole('option', { name: /AMD/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/palette.png' });
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await page.keyboard.press('/');
  await expect(input).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('typing a ticker outside a field starts the palette with it; "NVDA vol" opens its volatility page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  const input = page.getByPlaceholder('Ticker, page or action…');
  // The page's heading shows after the layout's key handler is attached (the page renders inside it).
  await page.keyboard.press('n');
  await expect(input).toHaveValue('n');
  await page.keyboard.type('vda vol');
  await page.getByRole('option', { name: 'NVDA Volatility' }).click();
  await expect(page).toHaveURL(/\/volatility\/NVDA$/);
  // A page named by a trader's word: "dark" finds the dark pool.
  await page.keyboard.press('Control+k');
  await input.fill('dark');
  await expect(page.getByRole('option', { name: /Dark pool/ })).toBeVisible();
});

test('the theme switch persists across a reload', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.screenshot({ path: 'e2e/screenshots/watchlist-light.png' });
});

test('every page is in the navigation: More on a wide screen, one Menu on a phone with no sideways scroll', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  await page.getByText('More ▾').click();
  await page.getByRole('link', { name: 'Economic calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('link', { name: 'Economic calendar' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  const header = page.locator('header');
  // The header folds into one Menu once the narrow layout has applied: wait for it, on a slow machine too.
  await expect.poll(async () => (await header.boundingBox())?.height ?? Infinity).toBeLessThan(60);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '☰ Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveCount(16);
  await menu.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(menu).toBeHidden();
});

test('a ticker page: lower case becomes the upper-case URL, an impossible ticker one message and no request', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(r.url());
  });
  await page.goto('/gex/nvda?dte_filter=0dte');
  await expect(page).toHaveURL(/\/gex\/NVDA\?dte_filter=0dte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NVDA' })).toBeVisible();
  for (const path of ['/volatility/9BAD', '/darkpool/9BAD', '/oi/9BAD', '/gex/9BAD']) {
    await page.goto(path);
    await expect(page.getByTestId('invalid-ticker')).toHaveCount(1);
    await expect(page.getByTestId('invalid-ticker')).toContainText('“9BAD” is not a ticker');
  }
  expect(asked.filter((u) => /9BAD/i.test(u))).toEqual([]);
});

test('what the Content-Security-Policy blocks is reported to the BFF and counted', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const probes = async (): Promise<number> => {
    const h = (await (await request.get('/api/health')).json()) as {
      csp_violations: { recent: { blocked: string | null }[] };
    };
    return h.csp_violations.recent.filter((v) => (v.blocked ?? '').includes(CSP_PROBE_HOST)).length;
  };
  const before = await probes();
  // An image from another origin: img-src allows only the dashboard's own.
  await page.evaluate((host) => {
    const img = new Image();
    img.src = `https://${host}/pixel.png`;
    document.body.append(img);
  }, CSP_PROBE_HOST);
  await expect.poll(probes).toBe(before + 1);
});
