import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';
import { seriousAxeViolations } from './axe';
import {
  collectConsoleWarnings,
  DESKTOP,
  FORM_ROUTES,
  PHONE,
  STATIC_ROUTES,
  TRADER_ROUTES,
  pageAlerts,
  routeSlug,
  sidewaysOverflow,
  tradedContract,
  useTheme,
  waitForSettledPage,
  type Theme,
} from './tour-helpers';

// Every route at Pro (the replay clock), in both themes, at desktop and phone size: it opens with data (a
// form page with its form), logs no console error or warning, has no serious or critical axe-core finding,
// and (on the phone) fits the width. Each route's problems are reported softly, so one run lists them all. Screenshots of each route at both sizes (dark) go to e2e/screenshots/ for a person to look at.

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

const routes: string[] = [...STATIC_ROUTES, ...TRADER_ROUTES, ...FORM_ROUTES];

// The passes are independent: each may run in its own worker (and on its own BFF).
test.describe.configure({ mode: 'parallel' });

// In parallel mode a worker may run this hook once per test it takes: the contract is added once.
test.beforeAll(async ({ request }) => {
  if (routes.some((r) => r.startsWith('/contract/'))) return;
  routes.push(`/contract/${encodeURIComponent(await tradedContract(request))}`);
});

const SIZES = { desktop: DESKTOP, phone: PHONE } as const;

for (const size of ['desktop', 'phone'] as const) {
  for (const theme of ['dark', 'light'] as const satisfies readonly Theme[]) {
    const viewport = SIZES[size];
    test(`every route opens with data, no console error or warning and no serious axe finding (${theme}, ${size} ${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * 40_000);
      await useTheme(page, theme);
      await page.setViewportSize(viewport);
      const errors = collectConsoleErrors(page);
      const warnings = collectConsoleWarnings(page);
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(route);
          // Soft: one run reports every route's problems, not only the first.
          await waitForSettledPage(page).catch((e: unknown) => expect.soft(String(e), `${route}: settles`).toBe(''));
          if (!FORM_ROUTES.includes(route)) {
            await expect
              .soft(
                async () => expect(await dataOnScreen(page)).toBeGreaterThan(0),
                `${route}: a table or chart with content`,
              )
              // Bounded: one route that never shows data is reported without eating the other routes' time.
              .toPass({ timeout: 30_000 });
          }
          expect.soft(await pageAlerts(page), `${route}: error alerts`).toEqual([]);
          expect
            .soft(await page.evaluate(() => document.documentElement.classList.contains('dark')))
            .toBe(theme === 'dark');
          expect.soft(await seriousAxeViolations(page), `${route}: serious axe findings`).toEqual([]);
          expect.soft(errors.splice(0), `${route}: console errors`).toEqual([]);
          expect.soft(warnings.splice(0), `${route}: console warnings`).toEqual([]);
          if (size === 'phone') {
            const over = await sidewaysOverflow(page);
            expect.soft(over, `${route}: pixels wider than the phone`).toBe(0);
          }
          // The screenshots for a person to look at: the dark passes are at each size already.
          if (theme === 'dark') {
            await page.screenshot({
              path: `e2e/screenshots/${routeSlug(route)}-${viewport.width}x${viewport.height}.png`,
            });
          }
        });
      }
    });
  }
}
