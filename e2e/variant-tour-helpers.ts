/**
 * Steps of the variant tour (variant-tour.spec.ts): switching the sandbox's answer forms, reading what
 * each panel of a page shows, and judging a panel under a variant against the same panel with none.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForSettledPage } from './tour-helpers';

/** What one panel (a named `section` of the page, or `(page)`: all of `main` outside them) shows once settled. */
export interface PanelReading {
  /** The section's label, with `#2`, `#3`… when a page has two of the same name. */
  readonly name: string;
  /** Table body rows and ARIA rows that are not header rows. */
  readonly rows: number;
  /** Canvases with something drawn, and SVGs with more than a few marks. */
  readonly charts: number;
  /** Text that is a number (price, %, $1.2M…), outside headers, controls and charts. */
  readonly numbers: number;
  /** Stand-ins for a value (`—`, `–`): a number the page could not read shows as one. */
  readonly dashes: number;
  /** Text of every drift mark or drift error inside the panel. */
  readonly drift: readonly string[];
  /** Text of an error shown inside the panel that does not name drift (a fault, "HTTP 502"…). */
  readonly error: string | null;
  /** A skeleton, a "Loading" status or a retry notice is still on the panel. */
  readonly loading: boolean;
}

/** One visit of one route. */
export interface RouteReading {
  readonly route: string;
  /** The route error boundary's text ("This page failed to load …") or null. */
  readonly pageError: string | null;
  readonly panels: readonly PanelReading[];
  readonly consoleErrors: readonly string[];
}

/** Matrix marks: data shown, drift named, broke silently, page error. */
export type Verdict = '✓' | '⚠' | '✗' | '💥';

export interface PanelVerdict {
  readonly route: string;
  readonly panel: string;
  readonly verdict: Verdict;
  /** What the panel showed, for the report. */
  readonly what: string;
}

/** Pseudo-panel of /flow: frames the page's stream worker received (the live tape itself). */
export const LIVE_TAPE = 'live tape (stream frames)';

export async function setVariants(
  request: APIRequestContext,
  sandbox: string,
  names: readonly string[],
): Promise<void> {
  const r =
    names.length === 0
      ? await request.delete(`${sandbox}/sandbox/variants`)
      : await request.post(`${sandbox}/sandbox/variants`, { data: { variants: names } });
  expect(r.ok(), `variants ${names.join(',')}: ${await r.text()}`).toBe(true);
  const active = ((await r.json()) as { active: string[] }).active;
  expect([...active].sort()).toEqual([...names].sort());
}

/** Every variant the sandbox knows, as GET /sandbox/variants lists them. */
export async function knownVariants(request: APIRequestContext, sandbox: string): Promise<string[]> {
  const r = await request.get(`${sandbox}/sandbox/variants`);
  expect(r.ok()).toBe(true);
  const body = (await r.json()) as { known?: unknown; variants?: unknown };
  const list = body.known ?? body.variants;
  if (Array.isArray(list)) return list.map((v) => (typeof v === 'string' ? v : String((v as { name: string }).name)));
  return Object.keys((list ?? {}) as Record<string, unknown>);
}

/** The BFF forgets every stored answer, so the next page reads the service's answers in their new form. */
export async function clearBffCache(request: APIRequestContext): Promise<void> {
  const r = await request.post('/api/dev/cache/clear');
  expect(r.ok(), 'POST /api/dev/cache/clear (E2E=1)').toBe(true);
}

/** Every panel's reading, in page order. */
export async function readPanels(page: Page): Promise<PanelReading[]> {
  return page.evaluate(() => {
    const NUMBER = /^[+\-−]?\$?[+\-−]?\d[\d,]*(\.\d+)?\s?(%|[KMBT]|x|×|bps?)?$/i;
    const DASH = /^[—–]$/;
    const SKIP = 'header, h1, h2, h3, button, label, select, option, input, time, svg, [data-testid*="drift"]';
    const drawn = (c: HTMLCanvasElement): boolean => {
      if (c.width === 0 || c.height === 0) return false;
      const ctx = c.getContext('2d');
      if (!ctx) return true;
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 7) {
        if (data[i + 3] === 0) continue;
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        if (colours.size > 8) return true;
      }
      return false;
    };
    const seen = new Map<string, number>();
    const nameOf = (s: HTMLElement): string =>
      s.getAttribute('aria-label') ??
      document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ??
      '(unnamed)';
    const NAMED = 'section[aria-label], section[aria-labelledby]';
    const sections = [...document.querySelectorAll<HTMLElement>(`main ${NAMED}`)];
    // What `main` shows outside its named sections (the board's table, the tape, a page with no sections)
    // is one more panel, `(page)`.
    const main = document.querySelector<HTMLElement>('main');
    const panels = main ? [...sections, main] : sections;
    return panels.map((s) => {
      const isPage = s.tagName === 'MAIN';
      const mine = (e: Element): boolean => !isPage || !e.closest(NAMED);
      const all = <E extends Element>(selector: string): E[] => [...s.querySelectorAll<E>(selector)].filter(mine);
      const label = isPage ? '(page)' : nameOf(s);
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      const rows = all('table tbody tr, [role="row"]').filter(
        (r) => !r.closest('thead') && !r.querySelector('th, [role="columnheader"]'),
      ).length;
      const charts =
        all<HTMLCanvasElement>('canvas').filter(drawn).length +
        all('svg').filter((g) => g.querySelectorAll('path, rect, circle, line').length > 4).length;
      let numbers = 0;
      let dashes = 0;
      const walker = document.createTreeWalker(s, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const text = (t.textContent ?? '').trim();
        const parent = t.parentElement;
        if (text === '' || !parent || parent.closest(SKIP) || !mine(parent)) continue;
        if (NUMBER.test(text)) numbers += 1;
        else if (DASH.test(text)) dashes += 1;
      }
      const drift = all<HTMLElement>('[data-testid*="drift"]').map((d) => d.innerText.trim());
      const errors = all<HTMLElement>('[role="alert"]').filter((a) => !a.matches('[data-testid*="drift"]'));
      const loading = all('.skeleton, [role="status"][aria-label^="Loading"], [data-testid="retrying"]').length > 0;
      return {
        name: n === 1 ? label : `${label} #${n}`,
        rows,
        charts,
        numbers,
        dashes,
        drift,
        error: errors.length > 0 ? errors.map((e) => e.innerText.replace(/\s+/g, ' ').trim()).join(' | ') : null,
        loading,
      };
    });
  });
}

/** Frames of the live tape the page's stream worker received, or null when the page has no stream client. */
async function liveTapeFrames(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __oaStream?: { eventIds?: string[] } };
    return w.__oaStream ? (w.__oaStream.eventIds?.length ?? 0) : null;
  });
}

/** The tape's stream frames as a panel: data when frames came, drift when the tape's drift mark shows. */
async function liveTapePanel(page: Page): Promise<PanelReading | null> {
  const frames = await liveTapeFrames(page);
  if (frames === null) return null;
  const drift = await page.locator('main [data-testid="flow-contract-drift"]').allInnerTexts();
  return { name: LIVE_TAPE, rows: frames, charts: 0, numbers: 0, dashes: 0, drift, error: null, loading: false };
}

export function hasData(p: PanelReading): boolean {
  return p.rows + p.charts + p.numbers > 0;
}

/** What a panel lost against its baseline: kinds of content gone, or most of its numbers turned to `—`. */
export function losses(base: PanelReading, now: PanelReading): string[] {
  const lost: string[] = [];
  if (base.rows > 0 && now.rows === 0) lost.push(`rows ${base.rows} → 0`);
  if (base.charts > 0 && now.charts === 0) lost.push(`charts ${base.charts} → 0`);
  // A third is generous: the moving clock changes how many rows a live table holds between passes.
  if (base.numbers >= 4 && now.numbers < base.numbers * 0.3)
    lost.push(`numbers ${base.numbers} → ${now.numbers} ('—' ${base.dashes} → ${now.dashes})`);
  // A column of values the page could not read shows as a column of `—`: a fifth more of the panel's
  // values as dashes is that, not the `nulls` variant's one row in five of a few fields.
  const dashShare = (p: PanelReading): number => p.dashes / Math.max(1, p.numbers + p.dashes);
  if (lost.length === 0 && now.dashes - base.dashes >= 3 && dashShare(now) > dashShare(base) + 0.2)
    lost.push(
      `values shown as '—': ${base.dashes} of ${base.numbers + base.dashes} → ${now.dashes} of ${now.numbers + now.dashes}`,
    );
  return lost;
}

function shown(p: PanelReading): string {
  if (p.error) return `error: ${p.error.slice(0, 160)}`;
  if (p.loading) return 'still loading';
  return `rows ${p.rows}, charts ${p.charts}, numbers ${p.numbers}, '—' ${p.dashes}`;
}

/** One panel under a variant against its baseline (which had data). */
export function judgePanel(route: RouteReading, base: PanelReading): PanelVerdict {
  const at = { route: route.route, panel: base.name };
  if (route.pageError) return { ...at, verdict: '💥', what: `page error: ${route.pageError}` };
  const now = route.panels.find((p) => p.name === base.name);
  if (!now) return { ...at, verdict: '✗', what: 'panel gone' };
  if (now.drift.length > 0) return { ...at, verdict: '⚠', what: now.drift.join(' | ').slice(0, 200) };
  const lost = losses(base, now);
  if (!hasData(now) || now.error || lost.length > 0)
    return { ...at, verdict: '✗', what: [...lost, shown(now)].join('; ') };
  return { ...at, verdict: '✓', what: shown(now) };
}

/** Every panel that had data in the baseline, judged under the variant. */
export function judgeRoute(base: RouteReading, now: RouteReading): PanelVerdict[] {
  return base.panels.filter((p) => hasData(p) && !p.error).map((p) => judgePanel(now, p));
}

/** A console message without what changes from run to run (ports, long ids and times). */
export function consoleKey(message: string): string {
  return message.replace(/https?:\/\/127\.0\.0\.1:\d+/g, '').replace(/\d{5,}/g, 'N');
}

const ROUTE_ERROR = 'This page failed to load';

/**
 * Opens a route and reads it once every panel has settled. `until`, when given, is polled for a few
 * seconds more (live panels fill after the first render); the last reading is returned either way.
 */
export async function visit(
  page: Page,
  route: string,
  consoleErrors: string[],
  until: (r: RouteReading) => boolean,
): Promise<RouteReading> {
  const started = Date.now();
  consoleErrors.splice(0);
  await page.goto(route);
  const failed = page.getByRole('heading', { name: ROUTE_ERROR });
  await expect(failed.or(page.locator('main h1').first())).toBeVisible({ timeout: 30_000 });
  const read = async (): Promise<RouteReading> => {
    const error = (await failed.count()) > 0 ? (await page.getByRole('alert').first().innerText()).trim() : null;
    const panels = error ? [] : await readPanels(page);
    const tape = error || route !== '/flow' ? null : await liveTapePanel(page);
    return { route, pageError: error, panels: tape ? [...panels, tape] : panels, consoleErrors: [] };
  };
  if ((await failed.count()) === 0) {
    await waitForSettledPage(page).catch(() => undefined);
    await expect(page.locator('main [data-testid="retrying"]'))
      .toHaveCount(0, { timeout: 20_000 })
      .catch(() => undefined);
  }
  let reading = await read();
  await expect
    .poll(async () => until((reading = await read())), { timeout: 8_000, intervals: [400] })
    .toBe(true)
    .catch(() => undefined);
  if (process.env.VARIANT_TOUR_VERBOSE === '1') console.log(`${route}: ${Date.now() - started} ms`);
  return { ...reading, consoleErrors: consoleErrors.map(consoleKey) };
}

/** Settled for a baseline: nothing loading and the live tape (if any) has frames, or time is up. */
export function baselineSettled(r: RouteReading): boolean {
  return r.panels.every((p) => !p.loading && (p.name !== LIVE_TAPE || p.rows > 0));
}

/** Settled under a variant: every panel that had data is judged fine (data or drift), or time is up. */
export function variantSettled(base: RouteReading): (r: RouteReading) => boolean {
  return (r) => r.pageError !== null || judgeRoute(base, r).every((v) => v.verdict === '✓' || v.verdict === '⚠');
}
