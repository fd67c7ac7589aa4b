/** Steps shared by the route tours (tour.spec.ts at Pro, free-tier.spec.ts on a free key). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Theme = 'dark' | 'light';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Every page of the dashboard; the contract's symbol is read from the service at run time. */
export const STATIC_ROUTES = [
  '/',
  '/watchlist',
  '/flow',
  '/rankings',
  '/volatility/SPY',
  '/tide',
  '/oi/SPY',
  '/darkpool/SPY',
  '/gex/SPY',
  '/earnings',
  '/calendar',
  '/markets',
  '/ticker/SPY',
  '/account',
] as const;

/**
 * The pages a trader opens beyond STATIC_ROUTES' one of each: a single stock's GEX and profile (earnings,
 * fundamentals: panels an ETF has not), the session replay and the alerts. The route tour (tour.spec.ts)
 * takes them too; the free and variant tours keep their own lists.
 */
export const TRADER_ROUTES = ['/gex/NVDA', '/ticker/AAPL', '/replay/NVDA'] as const;

/** Pages that open on a form, with no table or chart until the trader has made something (the alerts). */
export const FORM_ROUTES: readonly string[] = ['/alerts'];

/**
 * Warnings the page logs (a library telling us we use it wrong, React Router's "No `HydrateFallback`"):
 * each is a defect the trader cannot see, so the tour fails on them as on errors.
 */
export function collectConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

/** The theme, as the persisted theme store reads it, before the page's own scripts run. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => {
    localStorage.setItem('oa-theme', JSON.stringify({ state: { theme: t }, version: 0 }));
  }, theme);
}

/**
 * Switches the theme in place with the frame's own button, and waits for the page to show it: a panel
 * already on screen is checked in the other theme without loading its data again.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(theme === 'dark');
}

/** A file name for a route: `/` is home, `/oi/SPY` is oi-SPY, an OCC symbol keeps its letters. */
export function routeSlug(route: string): string {
  const s = decodeURIComponent(route)
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-');
  return s === '' ? 'home' : s;
}

/** Until no panel of the page is still loading (skeletons) and the session gate has opened. */
export async function waitForSettledPage(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByText('Asking the service for the current session…')).toHaveCount(0, { timeout: 30_000 });
  await expect(main.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(main.locator('[role="status"][aria-label^="Loading"], .skeleton')).toHaveCount(0, { timeout: 30_000 });
}

/** Text of every error alert inside the page (toasts outside `main` are not the page's own). */
export async function pageAlerts(page: Page): Promise<string[]> {
  return page.locator('main [role="alert"]').allInnerTexts();
}

/** How far the document is wider than the viewport, in CSS pixels (0 when it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** An OCC symbol the tape recorded, asked through the dashboard's own API. */
export async function tradedContract(request: APIRequestContext): Promise<string> {
  let occ: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/options-flow/tape?ticker=SPY&limit=50');
        if (!res.ok()) return null;
        const body = (await res.json()) as { rows?: { option_symbol?: string; option_ticker?: string }[] };
        occ = body.rows?.map((r) => r.option_ticker ?? r.option_symbol).find((s) => typeof s === 'string') ?? null;
        return occ;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return occ!;
}
