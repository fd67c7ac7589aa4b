import type { Page } from '@playwright/test';
import type { Desk, DeskPanelKind } from '../src/dashboard-api/desk';
import { encodeDesk } from '../src/app/features/desk/desk-link';
import { PANEL_NAMES } from '../src/app/features/desk/desk-model';
import { collectConsoleErrors } from './app-helpers';
import { expect, test } from './bff-fixture';

// The desk: four panels in two link groups built through the UI; a ticker changed in one group moves only
// that group; saved, reloaded, and opened from its link in another browser (where the link wins).
test.use({ viewport: { width: 1440, height: 900 } });

const panelsOf = (page: Page) => page.locator('[aria-roledescription="desk panel"]');
const panel = (page: Page, kind: DeskPanelKind) => panelsOf(page).filter({ hasText: PANEL_NAMES[kind] });

async function addPanel(page: Page, kind: DeskPanelKind, ticker: string, group: string): Promise<void> {
  await page.getByLabel('Panel to add').selectOption({ label: PANEL_NAMES[kind] });
  await page.getByRole('button', { name: 'Add panel' }).click();
  const box = page.getByLabel(`Ticker of ${PANEL_NAMES[kind]}`);
  await box.fill(ticker);
  await box.press('Enter');
  await page
    .getByRole('radiogroup', { name: `Link group of ${PANEL_NAMES[kind]}` })
    .getByRole('radio', { name: `${group} group` })
    .click();
}

async function expectTickers(page: Page, want: Partial<Record<DeskPanelKind, string>>): Promise<void> {
  for (const [kind, t] of Object.entries(want)) {
    await expect(panel(page, kind as DeskPanelKind)).toHaveAttribute(
      'aria-label',
      `${PANEL_NAMES[kind as DeskPanelKind]} · ${t}`,
    );
  }
}

test('a desk of two link groups is built, follows by group, saves, reloads and opens from its link', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/desk/e2e-linked');
  await expect(page.getByText('An empty desk')).toBeVisible();
  await addPanel(page, 'flow-summary', 'NVDA', 'red');
  await addPanel(page, 'open-interest', 'NVDA', 'red');
  await addPanel(page, 'iv-surface', 'TSLA', 'blue');
  await addPanel(page, 'darkpool-heatmap', 'TSLA', 'blue');
  await expect(panelsOf(page)).toHaveCount(4);
  await expect(page.getByTestId('desk-idle-cost')).toContainText(
    /≈ [\d,]+ requests \/ session idle \(\d+% of the day’s 5,000\)/,
  );

  // One group's ticker changes; the other group keeps its own.
  const red = page.getByLabel(`Ticker of ${PANEL_NAMES['open-interest']}`);
  await red.fill('AAPL');
  await red.press('Enter');
  await expectTickers(page, {
    'flow-summary': 'AAPL',
    'open-interest': 'AAPL',
    'iv-surface': 'TSLA',
    'darkpool-heatmap': 'TSLA',
  });

  // The keyboard resizes a focused panel, and says so.
  await panel(page, 'flow-summary').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('desk-announcer')).toHaveText(/Flow summary is 5 columns wide/);

  // The mouse moves a panel by its header.
  const oi = panel(page, 'open-interest');
  const before = (await oi.boundingBox())!;
  const handle = (await oi.locator('.desk-drag-handle').boundingBox())!;
  await page.mouse.move(handle.x + 20, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 300, handle.y + handle.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await oi.boundingBox())!.x).toBeGreaterThan(before.x + 200);

  await expect(page.getByRole('status').filter({ hasText: 'unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save desk' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^saved$/ })).toBeVisible();

  await page.reload();
  await expect(panelsOf(page)).toHaveCount(4);
  await expectTickers(page, {
    'flow-summary': 'AAPL',
    'open-interest': 'AAPL',
    'iv-surface': 'TSLA',
    'darkpool-heatmap': 'TSLA',
  });
  await expect(page.getByRole('status').filter({ hasText: /^saved$/ })).toBeVisible();

  // A change not saved lives in the link: another browser opens the desk as shown, not as saved.
  const blue = page.getByLabel(`Ticker of ${PANEL_NAMES['iv-surface']}`);
  await blue.fill('AMD');
  await blue.press('Enter');
  await expectTickers(page, { 'darkpool-heatmap': 'AMD' });
  const link = page.url();
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(panelsOf(elsewhere)).toHaveCount(4);
    await expectTickers(elsewhere, {
      'flow-summary': 'AAPL',
      'open-interest': 'AAPL',
      'iv-surface': 'AMD',
      'darkpool-heatmap': 'AMD',
    });
    await expect(elsewhere.getByRole('status').filter({ hasText: 'unsaved changes' })).toBeVisible();
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});

test('a cut link says why and shows the saved desk', async ({ page }) => {
  await page.goto('/desk/e2e-cut?layout=eyJuYW1lIjoi');
  await expect(page.getByRole('alert')).toContainText(
    'This link’s desk cannot be opened: the link’s desk is not readable',
  );
  await expect(page.getByText('An empty desk')).toBeVisible();
});

test('a refused save says why and keeps the desk on screen, unsaved', async ({ page }) => {
  await page.route('**/api/desks/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            detail: [{ loc: ['body', 'panels', 0, 'w'], msg: 'x + w is at most 12', type: 'value_error' }],
          }),
        })
      : route.continue(),
  );
  await page.goto('/desk/e2e-refused');
  await addPanel(page, 'flow-summary', 'NVDA', 'red');
  await page.getByRole('button', { name: 'Save desk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toContainText(
    'Not saved: panels.0.w: x + w is at most 12. The desk stays here and in its link, unsaved.',
  );
  await expect(panelsOf(page)).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]layout=/);
});

const row = (
  id: string,
  kind: DeskPanelKind,
  at: [number, number, number, number],
  group: 'red' | 'blue' | null,
  ticker: string | null,
): Desk['panels'][number] => ({ id, kind, x: at[0], y: at[1], w: at[2], h: at[3], group, ticker, list: null });

/** What fits a 1440×900 screen: six panels over three tickers, two groups and one unlinked panel. */
const LAPTOP: Desk = {
  name: 'laptop',
  groups: { red: 'NVDA', blue: 'SPY' },
  panels: [
    row('chart-nvda', 'price-levels', [0, 0, 4, 10], 'red', 'NVDA'),
    row('profile-nvda', 'gex-profile', [4, 0, 2, 10], 'red', 'NVDA'),
    row('dp-spy', 'darkpool-heatmap', [6, 0, 6, 10], 'blue', 'SPY'),
    row('chart-spy', 'price-levels', [0, 10, 4, 5], 'blue', 'SPY'),
    row('summary-nvda', 'flow-summary', [4, 10, 4, 5], 'red', 'NVDA'),
    row('oi-tsla', 'open-interest', [8, 10, 4, 5], null, 'TSLA'),
  ],
};

/** A 2560×1440 screen: eight panels over three tickers. */
const WIDESCREEN: Desk = {
  name: 'widescreen',
  groups: { red: 'NVDA', blue: 'SPY' },
  panels: [
    row('chart-nvda', 'price-levels', [0, 0, 5, 9], 'red', 'NVDA'),
    row('profile-nvda', 'gex-profile', [5, 0, 2, 9], 'red', 'NVDA'),
    row('chart-spy', 'price-levels', [7, 0, 5, 9], 'blue', 'SPY'),
    row('summary-nvda', 'flow-summary', [0, 9, 3, 5], 'red', 'NVDA'),
    row('oi-tsla', 'open-interest', [0, 14, 3, 6], null, 'TSLA'),
    row('dp-spy', 'darkpool-heatmap', [3, 9, 5, 11], 'blue', 'SPY'),
    row('surface-spy', 'iv-surface', [8, 9, 4, 11], 'blue', 'SPY'),
    row('chart-tsla', 'price-levels', [0, 20, 12, 7], null, 'TSLA'),
  ],
};

for (const [size, desk] of [
  [{ width: 1440, height: 900 }, LAPTOP],
  [{ width: 2560, height: 1440 }, WIDESCREEN],
] as const) {
  test(`a desk of ${desk.panels.length} panels at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/desk/${desk.name}?layout=${encodeDesk(desk)}`);
    await expect(panelsOf(page)).toHaveCount(desk.panels.length);
    // Every panel has drawn something: no panel still loading its code or its first answer.
    await expect(page.locator('[data-testid="desk-grid"] [role="status"][aria-label^="Loading"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.locator('[data-testid="desk-grid"] canvas').first()).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/desk-${size.width}x${size.height}.png` });
  });
}
