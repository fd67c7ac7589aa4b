/**
 * The variant tour: a service that answers in forms the reference permits but does not use by default
 * (a list under another key, numbers as strings, upper-case enums, C/P, MCP text blocks, another tape
 * cursor or row names) never takes a page down or blanks a panel without a word. Every route is read
 * with no variant (the baseline), then with variants switched on in the embedded sandbox; each panel
 * that showed data in the baseline must still show it or name the drift.
 *
 * VARIANT_MATRIX=1 instead runs every variant alone over every route and writes a route × variant table
 * to test-results/variant-matrix.md (not run in CI).
 *
 * Runs on a BFF of its own (project `variants`): the variants change the answers of every client.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors, sandboxUrl } from './app-helpers';
import { STATIC_ROUTES, tradedContract } from './tour-helpers';
import {
  baselineSettled,
  clearBffCache,
  hasData,
  judgeRoute,
  knownVariants,
  setVariants,
  variantSettled,
  visit,
  type PanelVerdict,
  type RouteReading,
  type Verdict,
} from './variant-tour-helpers';

const MATRIX = process.env.VARIANT_MATRIX === '1';

/** The variants that broke pages before the app read answers leniently, each run alone in CI. */
const SINGLES = [
  'list_key',
  'numeric_strings',
  'enum_case',
  'option_letters',
  'mcp_text_only',
  'tape_cursor',
  'tape_row_names',
] as const;

let sandbox = '';
/** Every route of the router (routes.tsx): the tour's pages, the alerts and replay pages, a traded contract. */
const routes: string[] = [...STATIC_ROUTES, '/alerts', '/replay/SPY'];

test.beforeAll(async ({ request }) => {
  sandbox = await sandboxUrl(request);
  await setVariants(request, sandbox, []);
  routes.push(`/contract/${encodeURIComponent(await tradedContract(request))}`);
});

test.afterEach(async ({ request }) => {
  await setVariants(request, sandbox, []);
  await clearBffCache(request);
});

async function baseline(page: Page, request: APIRequestContext, errors: string[]): Promise<Map<string, RouteReading>> {
  await setVariants(request, sandbox, []);
  await clearBffCache(request);
  const out = new Map<string, RouteReading>();
  for (const route of routes) out.set(route, await visit(page, route, errors, baselineSettled));
  if (process.env.VARIANT_TOUR_VERBOSE === '1')
    for (const r of out.values()) for (const p of r.panels) console.log(`baseline ${r.route} | ${JSON.stringify(p)}`);
  return out;
}

interface PassResult {
  readonly variant: string;
  readonly verdicts: PanelVerdict[];
  /** Route-level failures: a page error, a console error the baseline did not have. */
  readonly failures: string[];
}

async function pass(
  page: Page,
  request: APIRequestContext,
  errors: string[],
  base: Map<string, RouteReading>,
  variants: readonly string[],
  onRoutes: readonly string[],
): Promise<PassResult> {
  const variant = variants.join('+');
  await setVariants(request, sandbox, variants);
  await clearBffCache(request);
  const baselineErrors = new Set([...base.values()].flatMap((r) => r.consoleErrors));
  const verdicts: PanelVerdict[] = [];
  const failures: string[] = [];
  for (const route of onRoutes) {
    const before = base.get(route)!;
    const now = await visit(page, route, errors, variantSettled(before));
    if (now.pageError && !before.pageError)
      failures.push(`${route} | (page) | ${variant} | 💥 ${now.pageError.replace(/\s+/g, ' ')}`);
    for (const e of now.consoleErrors.filter((m) => !baselineErrors.has(m)))
      failures.push(`${route} | (console) | ${variant} | ${e.slice(0, 200)}`);
    verdicts.push(...judgeRoute(before, now));
    if (process.env.VARIANT_TOUR_VERBOSE === '1')
      for (const p of now.panels) console.log(`${variant} ${route} | ${JSON.stringify(p)}`);
  }
  for (const v of verdicts)
    if (v.verdict === '✗' || v.verdict === '💥')
      failures.push(`${v.route} | ${v.panel} | ${variant} | ${v.verdict} ${v.what}`);
  return { variant, verdicts, failures };
}

function report(result: PassResult): string {
  const ok = result.verdicts.filter((v) => v.verdict === '✓').length;
  const drift = result.verdicts.filter((v) => v.verdict === '⚠').length;
  return [
    `${result.variant}: ${ok} panels with data, ${drift} naming drift, ${result.failures.length} failures`,
    'route | panel | variant | what it showed',
    ...result.failures,
  ].join('\n');
}

/**
 * Routes each single variant can change, so the CI passes stay within a few minutes: the list, number and
 * enum forms touch every answer (every route); C/P only the pages that show option types; the MCP form
 * only the endpoints without a REST path (abnormal rankings, the tide's events, markets, the account);
 * the tape forms only the pages that read the REST tape.
 */
function routesFor(variant: (typeof SINGLES)[number]): string[] {
  const contract = routes.find((r) => r.startsWith('/contract/'))!;
  switch (variant) {
    case 'list_key':
    case 'numeric_strings':
    case 'enum_case':
      return routes;
    case 'option_letters':
      return ['/', '/flow', '/rankings', '/oi/SPY', '/volatility/SPY', '/ticker/SPY', '/alerts', contract];
    case 'mcp_text_only':
      return ['/', '/rankings', '/tide', '/markets', '/account', '/ticker/SPY', '/flow'];
    case 'tape_cursor':
    case 'tape_row_names':
      return ['/', '/flow', '/ticker/SPY', '/alerts', contract];
  }
}

test('every page under the variants that broke pages keeps its data or names the drift', async ({ page, request }) => {
  test.skip(MATRIX, 'VARIANT_MATRIX=1 runs the matrix instead');
  test.setTimeout(10 * 60_000);
  const errors = collectConsoleErrors(page);
  const base = await test.step('baseline, no variant', () => baseline(page, request, errors));
  // The baseline itself: every page opens, and the tour has panels with data to compare.
  // A page that fails with no variant has nothing to compare: reported here, its panels not asserted below.
  const pageErrors = [...base.values()].filter((r) => r.pageError).map((r) => `${r.route}: ${r.pageError}`);
  expect.soft(pageErrors, 'baseline page errors').toEqual([]);
  const withData = [...base.values()].flatMap((r) => r.panels.filter(hasData).map((p) => `${r.route} ${p.name}`));
  expect(withData.length, 'panels with data in the baseline').toBeGreaterThan(routes.length);

  const all = await test.step('all variants together', async () =>
    pass(page, request, errors, base, await knownVariants(request, sandbox), routes));
  console.log(report(all));
  expect.soft(all.failures, report(all)).toEqual([]);
  for (const variant of SINGLES) {
    const result = await test.step(variant, () => pass(page, request, errors, base, [variant], routesFor(variant)));
    console.log(report(result));
    expect.soft(result.failures, report(result)).toEqual([]);
  }
});

test('the watchlist under list_key: the service’s symbols shown, an add refused with the drift named, nothing saved', async ({
  page,
  request,
}) => {
  test.skip(MATRIX, 'VARIANT_MATRIX=1 runs the matrix instead');
  const key = { 'X-API-Key': 'sandbox-pro-key' };
  const sandboxList = async (): Promise<string[]> => {
    const r = await request.get(`${sandbox}/v1/quotes/watchlist`, { headers: key });
    expect(r.ok()).toBe(true);
    const body = (await r.json()) as Record<string, unknown>;
    const list = body.symbols ?? body.tickers ?? body.results;
    expect(Array.isArray(list), `a list in ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
    return [...(list as string[])].sort();
  };
  const before = await sandboxList();
  expect(before.length).toBeGreaterThan(0);
  const symbol = ['XLRE', 'XLU', 'XBI', 'ARKK', 'SMH', 'EFA'].find((s) => !before.includes(s))!;

  await setVariants(request, sandbox, ['list_key']);
  await clearBffCache(request);
  await page.goto('/watchlist');
  const table = page.getByRole('table', { name: 'Watchlist symbols' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  for (const s of before) await expect(page.getByTestId(`watchlist-row-${s}`)).toBeVisible();
  await expect
    .soft(page.locator('main [data-testid="contract-drift"]').first(), 'the page names the drift')
    .toContainText(/symbols|tickers/);

  await page.getByLabel('Symbol to add').fill(symbol);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('toasts').getByRole('alert')).toContainText(
    new RegExp(`${symbol} was not saved.*contract drift`),
  );
  await expect(page.getByTestId(`watchlist-row-${symbol}`)).toBeHidden();
  expect(await sandboxList()).toEqual(before);

  // And through the dashboard, with the variant off: the same list, nothing added.
  await setVariants(request, sandbox, []);
  await clearBffCache(request);
  const bff = (await (await request.get('/api/v1/quotes/watchlist')).json()) as { symbols: string[] };
  expect([...bff.symbols].sort()).toEqual(before);
});

const MARKS: readonly Verdict[] = ['💥', '✗', '⚠', '✓'];

test('matrix: every variant alone over every route (VARIANT_MATRIX=1)', async ({ page, request }) => {
  test.skip(!MATRIX, 'set VARIANT_MATRIX=1 to write test-results/variant-matrix.md');
  const variants = await knownVariants(request, sandbox);
  test.setTimeout((variants.length + 1) * routes.length * 30_000);
  const errors = collectConsoleErrors(page);
  const base = await baseline(page, request, errors);
  const results: PassResult[] = [];
  for (const v of variants) results.push(await test.step(v, () => pass(page, request, errors, base, [v], routes)));

  const cell = (route: string, r: PassResult): string => {
    const mine = r.verdicts.filter((v) => v.route === route);
    if (r.failures.some((f) => f.startsWith(`${route} | (page)`))) return '💥';
    const worst = MARKS.find((m) => mine.some((v) => v.verdict === m)) ?? '·';
    const consoleErrors = r.failures.filter((f) => f.startsWith(`${route} | (console)`)).length;
    return `${worst}${consoleErrors > 0 ? ` (${consoleErrors} console)` : ''}`;
  };
  const lines = [
    '# Variant matrix',
    '',
    `${new Date().toISOString()} — ✓ data, ⚠ drift named, ✗ broke silently, 💥 page error; worst panel of each route (· no panel with data in the baseline).`,
    '',
    `| route | ${variants.join(' | ')} |`,
    `| --- | ${variants.map(() => '---').join(' | ')} |`,
    ...routes.map((route) => `| ${decodeURIComponent(route)} | ${results.map((r) => cell(route, r)).join(' | ')} |`),
    '',
    '## Failures',
    '',
    'route | panel | variant | what it showed',
    '--- | --- | --- | ---',
    ...results.flatMap((r) => r.failures),
    '',
  ];
  const file = path.join('test-results', 'variant-matrix.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
  console.log(lines.join('\n'));
});
