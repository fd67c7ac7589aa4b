import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { canvasColours } from './app-helpers';

// Volatility, tide and open-interest pages against the real BFF and sandbox (playwright.config.ts).

async function expectCleanText(page: Page): Promise<void> {
  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);
}

test('volatility page: surface heatmap drawn with hover read-out, term structure, rank and stats', async ({ page }) => {
  await page.goto('/volatility/SPY');
  await expect(page.getByRole('heading', { level: 1, name: 'Implied volatility — SPY' })).toBeVisible();
  const canvas = page.getByTestId('iv-surface-canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvasColours(page, '[data-testid="iv-surface-canvas"]')).toBeGreaterThan(10);

  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  const readout = page.getByTestId('iv-surface').locator('[aria-live="polite"]');
  await expect(readout).toContainText(/IV \d+\.\d%/);
  await expect(readout).toContainText('strike');
  await expect(readout).toContainText('OI');

  await expect(page.getByText('mean ATM IV').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /ATM IV by days to expiry/ })).toBeVisible();
  await expect(page.getByTestId('iv-rank')).toContainText(/IV rank \(0–1\)\s*0\.\d\d|IV rank \(0–1\)\s*1\.00/);
  await expect(page.getByTestId('iv-rank')).toContainText(/n = \d+ observations/);
  await expect(page.getByRole('table', { name: 'ATM-IV(30d) descriptive stats' })).toContainText('z-score');
  await expect(page.getByRole('table', { name: 'Realized volatility windows' })).toContainText('252d');
  await expect(page.getByRole('table', { name: 'Risk reversal per expiry' })).toContainText('pt');
  await expect(page.getByRole('table', { name: 'Batch ATM IV' })).toContainText('%');
  await expect(page.getByRole('table', { name: 'Volatility movers' })).toContainText('pt');
  await expectCleanText(page);
  await page.screenshot({ path: 'e2e/screenshots/families-volatility.png' });
  await page.screenshot({ path: 'e2e/screenshots/families-volatility-full.png', fullPage: true });

  // Mode is in the URL and survives a reload.
  await page.getByRole('button', { name: 'put', exact: true }).click();
  await expect(page).toHaveURL(/mode=put/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'put', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => canvasColours(page, '[data-testid="iv-surface-canvas"]')).toBeGreaterThan(10);
});

test('a null in a payload reads "—", never 0', async ({ page }) => {
  await page.route('**/api/v1/volatility/SPY/iv-rank', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, rank: null, percentile: null } });
  });
  await page.goto('/volatility/SPY');
  await expect(page.getByTestId('iv-rank')).toContainText(/IV rank \(0–1\)\s*—/);
  await expect(page.getByTestId('iv-rank')).toContainText(/IV percentile \(0–1\)\s*—/);
});

test('tide page: curve, components, buckets, basis stated, scope switch in the URL', async ({ page }) => {
  await page.goto('/tide');
  await expect(page.getByRole('heading', { level: 1, name: 'Net-premium tide — market-wide' })).toBeVisible();
  await expect(page.getByTestId('tide-basis')).toContainText('basis.calibration: none');
  await expect(page.getByTestId('tide-basis')).toContainText('no bullish or bearish label');
  await expect(page.getByTestId('tide-headline')).toContainText(/Net premium \(paid − received\)\s*[+−]?\$\d/);
  await expect(page.getByTestId('tide-headline')).toContainText(/Directional reading\s*[+−]?\$\d/);
  await expect(page.getByTestId('tide-headline')).toContainText('120 s TTL');
  await expect(page.getByRole('table', { name: 'Tide components' })).toContainText(/Put premium sold.*\$\d/s);
  const curve = page.getByRole('img', { name: /cumulative net premium/ });
  await expect(curve).toBeVisible();
  expect(await curve.locator('path').count()).toBeGreaterThanOrEqual(4);
  await expect(
    page
      .getByRole('img', { name: /by DTE bucket/ })
      .locator('rect')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /by moneyness and option type/ })).toContainText(/ATM calls/);
  await expect(page.getByTestId('freshness').first()).toContainText('as of');
  await expectCleanText(page);
  await page.screenshot({ path: 'e2e/screenshots/families-tide.png' });
  await page.screenshot({ path: 'e2e/screenshots/families-tide-full.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Sector' }).selectOption('technology');
  await expect(page).toHaveURL(/scope=sector&key=technology/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('technology (XLK)');
  await expect(page.getByTestId('tide-headline')).toContainText(/\$\d/);

  // Per-ticker tide has no published door: a link to it explains so and asks nothing upstream.
  await expect(page.getByRole('textbox', { name: 'Ticker' })).toHaveCount(0);
  await page.goto('/tide?scope=ticker&key=NVDA');
  await expect(page.getByTestId('tide-unpublished')).toContainText('publishes no per-ticker tide');
  await expect(page.getByTestId('tide-headline')).toHaveCount(0);
  await expectCleanText(page);
});

test('open-interest page: snapshot, change with %, per-strike bars, timeseries, movers', async ({ page }) => {
  await page.goto('/oi/SPY');
  await expect(page.getByRole('heading', { level: 1, name: 'Open interest — SPY' })).toBeVisible();
  // The OI service's own health route, in the header: status, coverage and the newest snapshot.
  const health = page.getByTestId('service-health');
  await expect(health).toHaveAttribute('data-status', 'ok');
  await expect(health).toContainText(/OI service ok · \d+ sessions \d{4}-\d{2}-\d{2} → \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('oi-latest')).toContainText(/Total OI\s*[\d,]+/);
  await expect(page.getByTestId('oi-latest')).toContainText(/snapshot slot (AM|PM)/);
  const change = page.getByRole('table', { name: 'OI change', exact: true });
  await expect(change).toContainText('Call OI');
  await expect(change).toContainText('%');
  const bars = page.getByRole('img', { name: /open-interest change per strike/ });
  await expect(bars).toBeVisible();
  expect(await bars.locator('rect').count()).toBeGreaterThan(5);
  // SPY's 11-17 expiry left the chain by the 11-18 snapshot: its OI is shown apart, not as closed positions.
  await expect(page.getByTestId('oi-expired-change')).toContainText(/Expired .*−[\d.]+[KM]? .*expiry 2026-11-17/);
  await expect(page.getByRole('table', { name: 'OI change by expiry' })).toContainText('2026-11-17 · expired');
  await expect(page.getByRole('img', { name: /open interest by snapshot/ })).toBeVisible();
  await expect(page.getByTestId('oi-movers-dates')).toContainText(/as of \d{4}-\d{2}-\d{2} vs \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('table', { name: 'Most active' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'OI change by expiry' })).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectCleanText(page);
  await page.screenshot({ path: 'e2e/screenshots/families-oi.png' });
  await page.screenshot({ path: 'e2e/screenshots/families-oi-full.png', fullPage: true });

  await page.getByRole('button', { name: '< 8 DTE' }).click();
  await expect(page).toHaveURL(/dte=lt8/);
  await expect(page.getByRole('heading', { name: /Market OI movers \(under 8 DTE\)/ })).toBeVisible();
});

test('tide says so when net premium and the directional reading have opposite signs', async ({ page }) => {
  await page.route('**/api/v1/tide/market', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    // Heavy put buying: premium paid dominates (net > 0) while the directional arithmetic is negative.
    await route.fulfill({
      response: res,
      json: {
        ...body,
        call_premium_bought: 100e6,
        call_premium_sold: 40e6,
        put_premium_bought: 300e6,
        put_premium_sold: 10e6,
        net_premium: 350e6,
        directional_reading: -230e6,
      },
    });
  });
  await page.goto('/tide');
  await expect(page.getByTestId('tide-sign-differs')).toContainText('opposite signs');
  await expect(page.getByTestId('tide-headline')).toContainText('+$350M');
  await expect(page.getByTestId('tide-headline')).toContainText('−$230M');
});
