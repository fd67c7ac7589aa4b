import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';

// A trader types a ticker or a page's word anywhere, on a page that has only just loaded, at a normal
// speed: the palette must get every key, the first included, in order ("dark" once became "ark" and
// opened ARKK; "nvda vol" opened /volatility/VDA). The first key opens the palette; the keys after it
// arrive while its code loads and before its input can take them.

const PLACEHOLDER = 'Ticker, page or action…';
/** What each phrase opens with Enter. */
const PHRASES = [
  { text: 'dark', to: /\/darkpool\/SPY$/ },
  { text: 'nvda vol', to: /\/volatility\/NVDA$/ },
] as const;

/** A fresh load of the board, ready once the frame is on screen (its key handler is attached before it paints). */
async function freshBoard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('on a fresh page every key typed outside a field reaches the palette, and Enter opens the page', async ({
  page,
}) => {
  // The bug showed 4 loads in 5: several fresh loads of each phrase.
  for (let load = 1; load <= 4; load++) {
    for (const { text, to } of PHRASES) {
      await test.step(`load ${load}: "${text}"`, async () => {
        await freshBoard(page);
        await page.keyboard.type(text, { delay: 20 });
        const input = page.getByPlaceholder(PLACEHOLDER);
        await expect(input).toHaveValue(text);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(to);
      });
    }
  }
});

test("keys and Enter typed while the palette's code is still on its way are all kept, in order", async ({ page }) => {
  for (const { text, to } of PHRASES) {
    await test.step(`"${text}⏎" before the palette's code arrives`, async () => {
      // Hold the palette's code back until every key has been typed: the slowest case of a first visit.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/assets/command-palette-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await freshBoard(page);
      await page.keyboard.type(text, { delay: 20 });
      // The dialog shows what was typed while it waits for its input.
      const dialog = page.getByRole('dialog', { name: 'Command palette' });
      await expect(dialog).toContainText(text);
      await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveCount(0);
      await page.keyboard.press('Enter');
      release();
      await expect(page).toHaveURL(to);
      await page.unroute('**/assets/command-palette-*.js');
    });
  }
});

test('Backspace and space typed before the input has the focus edit the text as in the input', async ({ page }) => {
  await freshBoard(page);
  await page.keyboard.type('nvdx', { delay: 20 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type('a oi', { delay: 20 });
  await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue('nvda oi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oi\/NVDA$/);
});
