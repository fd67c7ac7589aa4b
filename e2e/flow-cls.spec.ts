/**
 * Alerts that never move the page: on `/flow`, on the moving `replay` clock, abnormal-trade
 * toasts arrive in a fixed corner stack above the status bar and the page's cumulative layout shift
 * stays under 0.1. The alerts are widened to every ticker (the noisiest setting, a few a minute; the
 * default, the watchlist's tickers, gives one every minute or so here). The shifts are read from the
 * browser's own Layout Instability API (`layout-shift`, buffered), without those that follow user input,
 * and CLS is their largest session window as the browser's Web Vitals define it (shifts less than 1 s
 * apart, at most 5 s); the plain sum over the whole run is printed beside it, with what moved. A
 * screenshot of the page with its toasts is kept for a person to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

/** CLS as Web Vitals define it: the largest sum of shifts in a session window (gaps < 1 s, span ≤ 5 s). */
function largestSessionWindow(shifts: readonly { value: number; at: number }[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const e of shifts) {
    if (e.at - last < 1_000 && e.at - first < 5_000) sum += e.value;
    else {
      sum = e.value;
      first = e.at;
    }
    last = e.at;
    best = Math.max(best, sum);
  }
  return best;
}

declare global {
  interface Window {
    __shifts?: { value: number; at: number; sources: string[] }[];
    __toastGroups?: Set<string>;
    __firstToastAt?: number;
  }
}

/** Record every layout shift (not after input) and every toast group the page shows, from the first paint. */
async function recordShiftsAndToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Abnormal trades of every ticker and any premium alert (persisted settings, as the settings panel
    // writes them): the noisiest a trader can make it, so the toasts come quickly.
    localStorage.setItem(
      'oa-abnormal-alerts',
      JSON.stringify({ state: { scope: 'all', minPremium: null }, version: 2 }),
    );
    window.__shifts = [];
    window.__toastGroups = new Set();
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources ?? []).map((s) => {
          const n = s.node as Element | null | undefined;
          return n && 'tagName' in n ? `${n.tagName.toLowerCase()}.${String(n.className).slice(0, 60)}` : '?';
        });
        window.__shifts!.push({ value: e.value, at: e.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // A toast group is one element of the stack, whatever its count says; each is counted once.
    let next = 0;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toasts"] > [role="status"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        window.__toastGroups!.add((el as HTMLElement).dataset.toastId ?? `old-${next++}`);
        window.__firstToastAt ??= performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('toasts on /flow arrive in a corner stack without moving the page: CLS < 0.1', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await recordShiftsAndToasts(page);
  await page.goto('/flow');
  await expect(page.getByRole('heading', { name: /tape/i }).first()).toBeVisible({ timeout: 30_000 });

  // Abnormal trades of any premium come several a minute at 15:30 on the replay clock.
  await expect
    .poll(() => page.evaluate(() => window.__toastGroups!.size), { timeout: 150_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(2);

  const shifts = await page.evaluate(() => window.__shifts!);
  const cls = largestSessionWindow(shifts);
  const sum = shifts.reduce((s, e) => s + e.value, 0);
  const seconds = (shifts.at(-1)?.at ?? 0) / 1000;
  test.info().annotations.push({
    type: 'CLS',
    description: `${cls.toFixed(4)} (sum ${sum.toFixed(4)} over ${seconds.toFixed(0)} s)`,
  });
  // What moved, when: a failure names the elements to look at.
  console.log(
    `CLS on /flow: ${cls.toFixed(4)}; sum of ${shifts.length} shifts over ${seconds.toFixed(0)} s: ${sum.toFixed(4)}\n` +
      shifts.map((e) => `  ${(e.at / 1000).toFixed(1)} s ${e.value.toFixed(4)} ${e.sources.join(' | ')}`).join('\n'),
  );
  // Out of the document flow, in the corner above the status bar, on a desktop and on a phone.
  const stack = page.getByTestId('toasts');
  expect(await stack.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
  for (const [width, height, name] of [
    [1440, 900, 'flow-toasts'],
    [390, 844, 'flow-toasts-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const toast = stack.getByRole('status').last();
    await expect(toast).toBeVisible({ timeout: 90_000 });
    const status = (await page.getByRole('contentinfo', { name: 'Status' }).boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(status.y);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/${name}.png` });
  }

  expect(errors).toEqual([]);
  // While the toasts come: whatever else moves (live rows), the toasts add nothing near 0.1.
  const firstToastAt = await page.evaluate(() => window.__firstToastAt ?? 0);
  const whileToasting = largestSessionWindow(shifts.filter((e) => e.at >= firstToastAt));
  console.log(`CLS from the first toast on: ${whileToasting.toFixed(4)}`);
  expect(whileToasting, 'CLS from the first toast on').toBeLessThan(0.1);
  // The whole visit, the page's own loading included: the measure.
  expect(cls, 'CLS of the whole visit, loading included').toBeLessThan(0.1);
});
