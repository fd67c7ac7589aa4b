import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { parseOcc } from '../src/api/occ';
import { collectConsoleErrors } from './app-helpers';

// The contract page and the market-wide lists against the real BFF and its strict sandbox
// (playwright.config.ts). The contract is one the tape recorded today, found through the app's own API.

async function expectCleanText(page: Page): Promise<void> {
  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);
}

/** An OCC symbol with at least one recorded order in the latest session, from the flow tape. */
async function tradedContract(page: Page): Promise<string> {
  let occ: string | null = null;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/options-flow/tape?ticker=SPY&limit=50');
      if (!res.ok()) return null;
      const body = (await res.json()) as { rows?: { option_symbol?: string; option_ticker?: string }[] };
      occ = body.rows?.map((r) => r.option_ticker ?? r.option_symbol).find((s) => typeof s === 'string') ?? null;
      return occ;
    })
    .not.toBeNull();
  return occ!;
}

test('contract page: terms from the symbol, quote, flow, prints, OI history chart, chain with ATM row', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const occ = await tradedContract(page);
  const parts = parseOcc(occ);
  await page.goto(`/contract/${encodeURIComponent(occ)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contract — ${occ}` })).toBeVisible();

  const terms = page.getByTestId('occ-parts');
  await expect(terms).toContainText(parts.underlying);
  await expect(terms).toContainText(parts.type);
  await expect(terms).toContainText(parts.expiration);
  await expect(terms).toContainText(parts.strike.toFixed(2));

  const profile = page.getByTestId('contract-profile');
  await expect(profile.locator('[data-figure="IV"]')).toHaveText(/^\d+\.\d%$/);
  await expect(profile.locator('[data-figure="Open interest"]')).toHaveText(/^[\d,]+$/);
  await expect(profile.getByTestId('freshness')).toContainText(/as of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d ET/);

  // The tape recorded an order on this contract: its flow lists it.
  const flowRows = page.getByRole('table', { name: `Flow on ${occ}` }).locator('tbody tr');
  await expect(flowRows.first()).toContainText(/\d\d:\d\d:\d\d/);
  await expect(page.getByTestId('contract-flow').getByTestId('freshness')).toContainText('as of');

  const prints = page.getByRole('table', { name: `Prints of ${occ}` }).locator('tbody tr');
  await expect(prints.first()).toContainText(/\d\d:\d\d:\d\d/);

  const oiChart = page.getByRole('img', { name: `${occ} open interest per session` });
  await expect(oiChart).toBeVisible();
  expect(await oiChart.locator('path').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('contract-oi-latest')).toContainText(/Latest OI snapshot: [\d,]+ contracts/);
  await expect(page.getByRole('img', { name: `${occ} theoretical price per session` })).toBeVisible();

  // The chain of the contract's expiry: its own row highlighted, the ATM strike marked.
  const chain = page.getByTestId('contract-chain');
  await expect(page.getByRole('combobox', { name: 'Expiry' })).toHaveValue(parts.expiration);
  await expect(chain.locator('tr[data-atm="true"]')).toHaveCount(1);
  await expect(chain.getByTestId('chain-atm-strike')).toHaveText(/^\d+\.\d\d$/);
  await expect(chain.locator('a[aria-current="page"]')).toHaveAttribute('aria-label', `Open ${occ}`);
  await expect(chain.getByTestId('freshness')).toContainText('as of');
  await expectCleanText(page);
  await page.screenshot({ path: 'e2e/screenshots/contract-page.png' });
  await page.screenshot({ path: 'e2e/screenshots/contract-page-full.png', fullPage: true });

  // Another expiry from the chain's own list: in the URL, and the chain follows.
  const options = await page.getByRole('combobox', { name: 'Expiry' }).locator('option').allTextContents();
  const other = options.find((e) => e !== parts.expiration)!;
  await page.getByRole('combobox', { name: 'Expiry' }).selectOption(other);
  await expect(page).toHaveURL(new RegExp(`expiry=${other}`));
  await expect(page.getByRole('table', { name: `${parts.underlying} chain ${other}` })).toBeVisible();
  await expect(chain.locator('tr[data-atm="true"]')).toHaveCount(1);

  // A contract of the chain opens its own page.
  const link = chain.locator('tbody a').first();
  const target = (await link.getAttribute('aria-label'))!.replace(/^Open /, '');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Contract — ${target}` })).toBeVisible();
  await expect(page.getByTestId('occ-parts')).toContainText(parseOcc(target).expiration);
  expect(errors).toEqual([]);
});

test('contract page: a symbol that is not OCC gets one message and no request', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/(contracts|oi\/contract|options-flow\/contract)/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/contract/SPY-CALL');
  await expect(page.getByTestId('occ-invalid')).toHaveCount(1);
  await expect(page.getByTestId('occ-invalid')).toContainText('must start with "O:"');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'OCC symbol' })).toBeVisible();
  // Impossible date: refused by the same parser.
  await page.goto(`/contract/${encodeURIComponent('O:SPY261340C00500000')}`);
  await expect(page.getByTestId('occ-invalid')).toContainText('impossible expiration');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('markets page: screener with session latest and filters in the URL, congressional and catalyst lists', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  const screener = page.getByTestId('markets-screener');
  await expect(screener.getByTestId('screener-session')).toContainText('session: latest');
  const rows = page.getByRole('table', { name: 'Screener results' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').nth(9)).toHaveText(/^[01]\.\d\d$/);
  await expect(screener.getByTestId('freshness')).toContainText('as of');
  const total = await rows.count();

  // Direction filter (the directional score's direction, data/readings): in the URL, every row kept has
  // that direction, and a reload keeps it.
  await page.getByRole('combobox', { name: 'Direction' }).selectOption('bullish');
  await expect(page).toHaveURL(/lean=bullish/);
  await expect(rows.first()).toBeVisible();
  const leans = await rows
    .locator('td:nth-child(11) [data-direction]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-direction')));
  expect(new Set(leans)).toEqual(new Set(['bullish']));
  expect(leans.length).toBeLessThan(total);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Direction' })).toHaveValue('bullish');
  await expect(screener.getByTestId('screener-count')).toContainText(`${leans.length} of ${total} rows shown`);

  // A screened ticker opens its profile.
  const first = rows.first().getByRole('link');
  const ticker = (await first.textContent())!.trim();
  await expect(first).toHaveAttribute('href', `/ticker/${ticker}`);

  // Congressional trades and the catalyst calendar: a list when the service publishes a door, else
  // the reason it is not asked.
  for (const id of ['markets-congress', 'markets-catalysts']) {
    const panel = page.getByTestId(id);
    await expect(panel.locator(`[data-testid="${id}-unpublished"], tbody tr`).first()).toBeVisible();
  }
  await expectCleanText(page);
  await page.screenshot({ path: 'e2e/screenshots/markets-page.png' });
  await page.screenshot({ path: 'e2e/screenshots/markets-page-full.png', fullPage: true });
  expect(errors).toEqual([]);
});

// The page's own content (the app's header is the layout's): nothing reaches past the screen's edge.
test('phone: both pages fit a 390 px screen without sideways scroll', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const occ = await tradedContract(page);
  for (const [path, ready] of [
    [`/contract/${encodeURIComponent(occ)}`, page.getByTestId('contract-chain').locator('tbody tr').first()],
    ['/markets', page.getByRole('table', { name: 'Screener results' }).locator('tbody tr').first()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    const overflow = await page.getByTestId('page-content').evaluate((root) => {
      const clipped = (el: Element): boolean => {
        for (let a = el.parentElement; a && a !== root; a = a.parentElement)
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(a).overflowX)) return true;
        return false;
      };
      const past = [root, ...root.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el),
      );
      return past.map((el) => `${el.tagName}.${el.className.toString()}`);
    });
    expect(overflow, path).toEqual([]);
  }
  await page.screenshot({ path: 'e2e/screenshots/markets-page-phone.png' });
  expect(errors).toEqual([]);
});

test('an OCC symbol clicked in the flow tape opens its contract page', async ({ page }) => {
  await page.goto('/flow');
  const link = page.locator('[role="row"][data-event-id] a[href^="/contract/"]').first();
  await expect(link).toBeVisible({ timeout: 60_000 });
  // As a trader does: pause the live tape first, so the row read is still the row clicked (rows are
  // recycled as new ones arrive).
  await page.getByRole('button', { name: /Pause/ }).click();
  await expect(page.getByTestId('paused-count')).toBeVisible();
  const occ = (await link.getAttribute('title'))!;
  expect(() => parseOcc(occ)).not.toThrow();
  await link.click();
  await expect(page).toHaveURL(`/contract/${encodeURIComponent(occ)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contract — ${occ}` })).toBeVisible();
});
