/**
 * The fault tour: every fault the sandbox can inject, on the page a trader would be looking at when it
 * happens. Each shows its state and recovers where recovery is possible, with no lost watchlist edit and
 * no duplicate tape row. Faults go to the embedded sandbox's loopback admin routes (the upstream side):
 * the BFF and the page meet them exactly as they would meet the real service's.
 *
 * Runs on a BFF of its own (project `faults`): the refused-key and budget closes stop a stream for every
 * client of the BFF, which would starve the other specs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors, sandboxUrl } from './app-helpers';

test.describe.configure({ mode: 'serial' });

// The statuses this tour provokes on purpose: Chromium logs each refused fetch as a console error.
const PROVOKED = /status of (429|502|503|504)/;

let sandbox = '';

async function admin(request: APIRequestContext, route: string, data?: object): Promise<void> {
  const r = await request.post(`${sandbox}/sandbox/${route}`, data ? { data } : {});
  expect(r.ok(), `${route}: ${await r.text()}`).toBe(true);
}

async function clearFaults(request: APIRequestContext): Promise<void> {
  for (const what of ['faults', 'markers']) await request.delete(`${sandbox}/sandbox/${what}`);
}

interface HubDetail {
  state: string;
  stopped_code: number | null;
  reconnect_scheduled: boolean;
  upstream_sockets: number;
}

async function hub(request: APIRequestContext, endpoint: 'flow' | 'abnormal-trades'): Promise<HubDetail> {
  const h = (await (await request.get('/api/health')).json()) as {
    streams: { detail: Record<string, HubDetail> };
  };
  return h.streams.detail[endpoint]!;
}

/** The page's view of the flow stream (the worker relays its counters, see flow-stream.spec.ts). */
async function tape(page: Page): Promise<{ state: string | null; ids: string[] }> {
  return page.evaluate(() => ({
    state: window.__oaStream?.report?.flow.state ?? null,
    ids: [...(window.__oaStream?.eventIds ?? [])],
  }));
}

async function rowsReach(page: Page, n: number): Promise<void> {
  await expect.poll(async () => (await tape(page)).ids.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(n);
}

/** `n` distinct contracts with recorded orders of `ticker`, read from the tape as a client would. */
async function tradedContracts(request: APIRequestContext, ticker: string, n: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/options-flow/tape?ticker=${ticker}&limit=100`);
      type Row = { option_ticker?: string; option_symbol?: string };
      const body = res.ok() ? ((await res.json()) as { rows?: Row[] }) : {};
      const symbols = (body.rows ?? []).map((r) => r.option_ticker ?? r.option_symbol);
      found = [...new Set(symbols.filter((s): s is string => !!s))];
      return found.length;
    })
    .toBeGreaterThanOrEqual(n);
  return found.slice(0, n);
}

/** Every panel of the page settled: no skeleton, no retry notice, no error. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('retrying')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.beforeAll(async ({ request }) => {
  sandbox = await sandboxUrl(request);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test.describe('REST faults', () => {
  test('429 with Retry-After: the panel says rate limited and retries when told, then shows data', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await admin(request, 'faults', { pattern: '/v1/oi/XLU/latest', status: 429, count: 1, retry_after: 2 });
    await page.goto('/oi/XLU');
    await expect(page.getByTestId('retrying').first()).toContainText('429');
    await expect(page.getByTestId('oi-latest')).toBeVisible({ timeout: 30_000 });
    await settled(page);
    expect(errors.filter((e) => !PROVOKED.test(e))).toEqual([]);
  });

  test('502 from the upstream: retrying, then data', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await admin(request, 'faults', { pattern: '/v1/oi/XLV/latest', status: 502, count: 2 });
    await page.goto('/oi/XLV');
    await expect(page.getByTestId('retrying').first()).toContainText('502');
    await expect(page.getByTestId('oi-latest')).toBeVisible({ timeout: 30_000 });
    await settled(page);
    expect(errors.filter((e) => !PROVOKED.test(e))).toEqual([]);
  });

  test('an answer slower than the timeout: the BFF gives up (504), the page retries and gets data', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await admin(request, 'faults', { pattern: '/v1/oi/XLB/latest', delay_ms: 20_000, count: 1 });
    await page.goto('/oi/XLB');
    await expect(page.getByTestId('retrying').first()).toContainText('504', { timeout: 40_000 });
    await expect(page.getByTestId('oi-latest')).toBeVisible({ timeout: 30_000 });
    await settled(page);
  });

  test('the time profile answers 503 while the session is built: the page counts down, then draws it', async ({
    page,
    request,
  }) => {
    await admin(request, 'faults', {
      pattern: '/v1/darkpool/time-profile/XLE',
      status: 503,
      count: 1,
      retry_after: 3,
    });
    await page.goto('/darkpool/XLE');
    await expect(page.getByTestId('profile-building')).toContainText(/Session still being built — retrying in \d+ s/);
    await expect(page.getByTestId('time-profile-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('profile-building')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a tape answer marked degraded says so and is fetched again until it is not', async ({ page, request }) => {
    const [occ] = await tradedContracts(request, 'XLK', 1);
    await admin(request, 'markers', {
      pattern: `/v1/options-flow/contract/*${occ!.replace(/^O:/, '')}`,
      degraded: true,
      count: 1,
    });
    await page.goto(`/contract/${occ}`);
    const flow = page.getByTestId('contract-flow');
    await expect(flow.getByText('feed degraded')).toBeVisible({ timeout: 30_000 });
    // The reference's advice is to retry a degraded answer after a few seconds: the mark goes away.
    await expect(flow.getByText('feed degraded')).toHaveCount(0, { timeout: 30_000 });
    await expect(flow.getByRole('table').locator('tbody tr').first()).toBeVisible();
  });

  test('an empty live window (stale_live_window) says the market is closed and links its session', async ({
    page,
    request,
  }) => {
    const [, occ] = await tradedContracts(request, 'XLK', 2);
    await admin(request, 'markers', {
      pattern: `/v1/options-flow/contract/*${occ!.replace(/^O:/, '')}`,
      stale_live_window: true,
    });
    await page.goto(`/contract/${occ}`);
    const flow = page.getByTestId('contract-flow');
    await expect(flow.getByText('market closed')).toBeVisible({ timeout: 30_000 });
    await expect(flow.getByRole('link', { name: /^open \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  });

  test('a watchlist save refused by a 502 is rolled back visibly; saved again, it survives a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/watchlist');
    await expect(page.getByRole('table', { name: 'Watchlist symbols' })).toBeVisible({ timeout: 30_000 });
    const symbol = 'XLRE';
    const row = page.getByTestId(`watchlist-row-${symbol}`);
    await expect(row).toBeHidden();
    // The upstream refuses the next save (the real 502 path: sandbox → BFF → page, no route mocking).
    await admin(request, 'faults', { pattern: '/v1/quotes/watchlist', method: 'PUT', status: 502, count: 1 });
    const add = async (): Promise<void> => {
      await page.getByLabel('Symbol to add').fill(symbol);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    };
    await add();
    await expect(page.getByRole('alert').filter({ hasText: `Adding ${symbol} was undone` })).toBeVisible();
    await expect(row).toBeHidden();
    await add();
    await expect(row).toBeVisible();
    await page.reload();
    await expect(row).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('stream closes from the upstream', () => {
  async function openTape(page: Page): Promise<void> {
    await page.goto('/flow');
    await expect(page.getByTestId('flow-stream-state')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
    await rowsReach(page, 3);
  }

  async function closeUpstream(request: APIRequestContext, endpoint: string, code: number): Promise<void> {
    await admin(request, 'ws/close', { endpoint, code });
  }

  for (const [code, what] of [
    [1006, 'an abrupt drop'],
    [1001, 'an upstream restart (going away)'],
    [1011, 'an upstream internal error'],
  ] as const) {
    test(`${code}, ${what}: the hub reconnects by itself and the tape goes on with no duplicate row`, async ({
      page,
      request,
    }) => {
      await openTape(page);
      const before = (await tape(page)).ids.length;
      await closeUpstream(request, 'flow', code);
      // Rows keep coming on a new upstream socket; the page's own socket to the BFF was never dropped.
      await rowsReach(page, before + 3);
      const after = await tape(page);
      expect(after.state).toBe('live');
      expect(new Set(after.ids).size).toBe(after.ids.length);
      expect((await hub(request, 'flow')).upstream_sockets).toBe(1);
    });
  }

  test('4008, connection limit: the hub pauses before asking again, then the tape resumes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openTape(page);
    await closeUpstream(request, 'flow', 4008);
    await expect.poll(async () => (await hub(request, 'flow')).reconnect_scheduled).toBe(true);
    const before = (await tape(page)).ids.length;
    await rowsReach(page, before + 3);
    const after = await tape(page);
    expect(new Set(after.ids).size).toBe(after.ids.length);
  });

  test('4003 (key refused) stops one endpoint with its reason and no retry loop; 4029 stops the tape till 00:00 UTC', async ({
    page,
    request,
  }) => {
    await page.goto('/flow');
    const heartbeat = page.getByTestId('abnormal-heartbeat');
    await expect(heartbeat).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
    await closeUpstream(request, 'abnormal-trades', 4003);
    await expect(heartbeat).toHaveAttribute('data-state', 'stopped');
    await expect(heartbeat).toContainText('4003');
    await expect.poll(async () => (await hub(request, 'abnormal-trades')).stopped_code).toBe(4003);
    const stopped = await hub(request, 'abnormal-trades');
    expect(stopped.reconnect_scheduled).toBe(false);
    expect(stopped.upstream_sockets).toBe(0);
    // The flow stream of the same key is another endpoint: it goes on.
    const badge = page.getByTestId('flow-stream-state');
    await expect(badge).toHaveAttribute('data-state', 'live');
    const before = (await tape(page)).ids.length;
    await rowsReach(page, before + 1);

    await closeUpstream(request, 'flow', 4029);
    await expect(badge).toHaveAttribute('data-state', 'stopped');
    await expect(badge).toContainText('4029');
    await expect.poll(async () => (await hub(request, 'flow')).stopped_code).toBe(4029);
    const spent = (await (await request.get('/api/health')).json()) as {
      streams: { detail: { flow: { stopped_until: string | null } } };
    };
    // The row budget resets at 00:00 UTC: the hub does not ask again before then.
    const until = Date.parse(spent.streams.detail.flow.stopped_until ?? '');
    const now = Date.now();
    const d = new Date(now);
    expect(until).toBeGreaterThanOrEqual(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
    const ids = (await tape(page)).ids;
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('after its cool-down a refused endpoint is asked again and streams; 4001 then stops it with its reason', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // The refused key's cool-down (60 s in service, 8 s on this BFF) ends on the BFF's clock; then a new client's subscription asks again.
    await expect
      .poll(async () => (await hub(request, 'abnormal-trades')).stopped_code, { timeout: 100_000, intervals: [2_000] })
      .toBeNull();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/flow');
    const heartbeat = page.getByTestId('abnormal-heartbeat');
    await expect(heartbeat).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
    await expect.poll(async () => (await hub(request, 'abnormal-trades')).upstream_sockets).toBe(1);
    await closeUpstream(request, 'abnormal-trades', 4001);
    await expect(heartbeat).toHaveAttribute('data-state', 'stopped');
    await expect(heartbeat).toContainText('4001');
    await expect.poll(async () => (await hub(request, 'abnormal-trades')).stopped_code).toBe(4001);
    expect((await hub(request, 'abnormal-trades')).reconnect_scheduled).toBe(false);
    await context.close();
  });
});
