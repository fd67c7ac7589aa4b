/** Shared steps of the app's browser tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function sandboxUrl(request: APIRequestContext): Promise<string> {
  // E2E=1 only, loopback clients only: /api/health does not show internal URLs.
  const res = await request.get('/api/dev/sandbox');
  const body = res.ok() ? ((await res.json()) as { sandbox_url?: string }) : {};
  if (!body.sandbox_url)
    throw new Error('GET /api/dev/sandbox gave no sandbox_url (is the BFF in sandbox mode with E2E=1?)');
  return body.sandbox_url;
}

/** Replace the watchlist from the page itself (same origin, as the app does). */
export async function putWatchlist(page: Page, symbols: readonly string[]): Promise<number> {
  return page.evaluate(async (s) => {
    const r = await fetch('/api/v1/quotes/watchlist', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ symbols: s }),
    });
    return r.status;
  }, symbols);
}

/** Whether the pane inside `selector` (its largest canvases) has more than a few distinct colours: something drawn. */
export async function canvasIsDrawn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return false;
    const canvases = [...(root.tagName === 'CANVAS' ? [root] : root.querySelectorAll('canvas'))] as HTMLCanvasElement[];
    // Both layers of the pane count: which of its two same-sized canvases (the series, the top layer of
    // crosshair and primitives) comes first is the library's business, and either may be nearly empty.
    const area = Math.max(0, ...canvases.map((c) => c.width * c.height));
    const colours = new Set<number>();
    for (const c of canvases) {
      if (area === 0 || c.width * c.height !== area) continue;
      const ctx = c.getContext('2d');
      if (!ctx) continue;
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      for (let i = 0; i < data.length; i += 4 * 7) {
        if (data[i + 3] === 0) continue;
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        if (colours.size > 8) return true;
      }
    }
    return false;
  }, selector);
}

/** The value of each level in the accessible legend. */
/** Distinct opaque colours in a canvas (every third pixel): a drawn heatmap has many, a blank one none. */
export async function canvasColours(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const c = document.querySelector<HTMLCanvasElement>(sel);
    const ctx = c?.getContext('2d');
    if (!c || !ctx || c.width === 0 || c.height === 0) return 0;
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 3)
      if (data[i + 3]! > 0) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  }, selector);
}

export async function legendLevels(page: Page): Promise<Record<string, string>> {
  const list = page.getByRole('list', { name: 'Key levels' });
  await expect(list).toBeVisible();
  return list.evaluate((ul) => {
    const out: Record<string, string> = {};
    for (const li of ul.querySelectorAll('li[data-level]'))
      out[(li as HTMLElement).dataset.level!] = (li as HTMLElement).dataset.value ?? '';
    return out;
  });
}

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A host whose image the CSP must block: app-shell.spec.ts provokes one report with it. */
export const CSP_PROBE_HOST = 'csp-probe.invalid';
