import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';
import { STATIC_ROUTES, pageAlerts, waitForSettledPage } from './tour-helpers';

// Every route on the sandbox's built-in free key (the `free-tier` project: Mon 2026-11-16 12:00 ET). A
// page shows what the free preview allows and says plainly what Pro adds in place of the rest; it never
// shows a bare error, and the app never asks a free key for a Pro-only endpoint (no 403 in the network
// log, no console error).

/** Table rows and drawn charts in the page: what the free preview shows. */
async function previewOnScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return 0;
    const rows = main.querySelectorAll('table tbody tr').length;
    const canvases = [...main.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0).length;
    return rows + canvases;
  });
}

test('the BFF holds a free key', async ({ request }) => {
  const budget = (await (await request.get('/api/budget')).json()) as { tier?: string };
  expect(budget.tier).toBe('free');
});

test('every route on a free key: the preview or "Pro adds …", no error, no Pro-only request', async ({ page }) => {
  test.setTimeout(STATIC_ROUTES.length * 45_000);
  const errors = collectConsoleErrors(page);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  for (const route of STATIC_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await waitForSettledPage(page).catch((e: unknown) => expect.soft(String(e), `${route}: settles`).toBe(''));
      const notes = page.locator('main [data-testid="pro-adds"]');
      // Either the preview's data or the plain statement of what Pro adds, and never a bare error.
      await expect
        .soft(async () => expect((await notes.count()) + (await previewOnScreen(page))).toBeGreaterThan(0), {
          message: `${route}: preview or note`,
        })
        .toPass({ timeout: 15_000 });
      expect.soft(await pageAlerts(page), `${route}: error alerts`).toEqual([]);
      for (const text of await notes.allInnerTexts()) expect.soft(text, route).toMatch(/^Pro adds \S/);
      expect.soft(errors.splice(0), `${route}: console errors`).toEqual([]);
      expect.soft(refused.splice(0), `${route}: refused requests`).toEqual([]);
    });
  }
});

test('a Pro-only page names what Pro adds; the rankings show their free preview', async ({ page }) => {
  await page.goto('/gex/SPY');
  await waitForSettledPage(page);
  await expect(page.locator('main [data-testid="pro-adds"]').first()).toContainText(/^Pro adds /);
  await expect(page.locator('main [data-testid="pro-adds"]').first()).toContainText('A free key still shows');

  await page.goto('/rankings');
  await waitForSettledPage(page);
  await expect.poll(() => page.locator('main table tbody tr').count()).toBeGreaterThan(0);
});
