import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';
import { seriousAxeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  STATIC_ROUTES,
  pageAlerts,
  routeSlug,
  sidewaysOverflow,
  tradedContract,
  useTheme,
  waitForSettledPage,
  type Theme,
} from './tour-helpers';

// Every route at Pro (the replay clock): it opens with data, logs no console error, has no serious or
// critical axe-core finding in either theme, and fits the phone's width. Screenshots of each route at
// desktop and phone size go to e2e/screenshots/ for a person to look at.

/** Rows of a table, or a drawn chart (canvas or svg with marks): what a page shows once it has data. */
async function dataOnScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return 0;
    const rows = main.querySelectorAll('table tbody tr, [role="row"]').length;
    const canvases = [...main.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0).length;
    const charts = [...main.querySelectorAll('svg')].filter(
      (s) => s.querySelectorAll('path, rect, circle, line').length > 4,
    ).length;
    return rows + canvases + charts;
  });
}

const routes: string[] = [...STATIC_ROUTES];

// The passes are independent: each may run in its own worker (and on its own BFF).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  routes.push(`/contract/${encodeURIComponent(await tradedContract(request))}`);
});

for (const theme of ['dark', 'light'] as const satisfies readonly Theme[]) {
  test(`every route opens with data, no console error and no serious axe finding (${theme})`, async ({ page }) => {
    test.setTimeout(routes.length * 40_000);
    await useTheme(page, theme);
    await page.setViewportSize(DESKTOP);
    const errors = collectConsoleErrors(page);
    const findings: string[] = [];
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route);
        // Soft: one run reports every route's problems, not only the first.
        await waitForSettledPage(page).catch((e: unknown) => findings.push(`${route}: not settled: ${String(e)}`));
        await expect
          .soft(
            async () => expect(await dataOnScreen(page)).toBeGreaterThan(0),
            `${route}: a table or chart with content`,
          )
          .toPass();
        expect.soft(await pageAlerts(page), `${route}: error alerts`).toEqual([]);
        expect
          .soft(await page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(theme === 'dark');
        for (const v of await seriousAxeViolations(page)) findings.push(`${route} [${theme}] ${v}`);
        expect.soft(errors.splice(0), `${route}: console errors`).toEqual([]);
        // The desktop screenshots for a person to look at: the dark pass is at that size already.
        if (theme === 'dark') {
          await page.screenshot({ path: `e2e/screenshots/${routeSlug(route)}-${DESKTOP.width}x${DESKTOP.height}.png` });
        }
      });
    }
    expect(findings).toEqual([]);
  });
}

test(`screenshots of every route at ${PHONE.width}×${PHONE.height}, no sideways scroll`, async ({ page }) => {
  test.setTimeout(routes.length * 30_000);
  await page.setViewportSize(PHONE);
  const overflowing: string[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      await waitForSettledPage(page).catch(() => undefined);
      await page.screenshot({ path: `e2e/screenshots/${routeSlug(route)}-${PHONE.width}x${PHONE.height}.png` });
      const over = await sidewaysOverflow(page);
      if (over > 0) overflowing.push(`${route}: ${over}px wider than the viewport`);
    });
  }
  expect(overflowing).toEqual([]);
});
