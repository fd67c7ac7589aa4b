/**
 * The shared stream worker end to end, against the real BFF and its sandbox: two tabs of one context
 * share one socket per endpoint and see the same rows; closing a tab leaves the other streaming; a
 * forced 1006 close resumes with no duplicate and no missing event_id; a 4029 close shows why it stopped.
 * Playwright cannot see inside a SharedWorker, so the worker relays its counters to each page
 * (`window.__oaStream`), and the BFF's /api/health counts the browser-facing sockets.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import WebSocket from 'ws';

interface PageStream {
  state: string | null;
  socketsOpened: number;
  ports: number;
  ids: string[];
  stateLog: string[];
  duplicates: number;
}

async function streamOf(page: Page): Promise<PageStream> {
  return page.evaluate(() => {
    const s = window.__oaStream;
    return {
      state: s?.report?.flow.state ?? null,
      socketsOpened: s?.report?.flow.socketsOpened ?? 0,
      ports: s?.ports ?? 0,
      ids: [...(s?.eventIds ?? [])],
      stateLog: [...(s?.stateLog ?? [])],
      duplicates: s?.report?.flow.duplicates ?? 0,
    };
  });
}

async function openTape(page: Page): Promise<void> {
  await page.goto('/flow');
  await expect(page.getByTestId('flow-stream-state')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
}

async function waitForRows(page: Page, atLeast: number, timeout = 45_000): Promise<void> {
  await expect
    .poll(async () => (await streamOf(page)).ids.length, { timeout, intervals: [500] })
    .toBeGreaterThanOrEqual(atLeast);
}

interface StreamDetail {
  clients: number;
  upstream_sockets: number;
}

async function flowHub(request: APIRequestContext): Promise<StreamDetail> {
  const h = (await (await request.get('/api/health')).json()) as { streams: { detail: { flow: StreamDetail } } };
  return h.streams.detail.flow;
}

async function devClose(request: APIRequestContext, code: number): Promise<void> {
  const r = await request.post('/api/dev/ws/close', { data: { endpoint: 'flow', code } });
  expect(r.ok(), await r.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('two tabs share one socket per endpoint and receive the same rows; closing one leaves the other streaming', async ({
  context,
  request,
}) => {
  const a = await context.newPage();
  await openTape(a);
  const b = await context.newPage();
  await openTape(b);

  // One socket from the browser to the BFF for both tabs.
  await expect.poll(async () => (await flowHub(request)).clients).toBe(1);
  for (const p of [a, b]) {
    await expect.poll(async () => (await streamOf(p)).ports).toBe(2);
    expect((await streamOf(p)).socketsOpened).toBe(1);
  }

  await waitForRows(b, 3);
  // Sentinel: the first tab has every row the second has seen so far (same socket, same rows).
  const seenByB = (await streamOf(b)).ids;
  await expect
    .poll(async () => {
      const inA = new Set((await streamOf(a)).ids);
      return seenByB.filter((id) => !inA.has(id));
    })
    .toEqual([]);
  const [sa, sb] = [await streamOf(a), await streamOf(b)];
  // From the moment the second tab joined, both got the same rows in the same order.
  const start = sa.ids.indexOf(sb.ids[0]!);
  expect(start).toBeGreaterThanOrEqual(0);
  const n = Math.min(sa.ids.length - start, sb.ids.length);
  expect(n).toBeGreaterThanOrEqual(3);
  expect(sa.ids.slice(start, start + n)).toEqual(sb.ids.slice(0, n));
  // The rows are on screen in both tabs.
  for (const p of [a, b]) await expect(p.locator(`[data-event-id="${sb.ids[0]}"]`)).toHaveCount(1);

  // Close the first tab: the second keeps streaming on the same socket.
  const before = (await streamOf(b)).ids.length;
  await a.close();
  await waitForRows(b, before + 2);
  const after = await streamOf(b);
  expect(after.socketsOpened).toBe(1);
  expect(after.state).toBe('live');
  expect((await flowHub(request)).clients).toBe(1);
  await expect.poll(async () => (await streamOf(b)).ports, { timeout: 10_000 }).toBe(1);
});

test('an abrupt close (1006) reconnects and resumes with no duplicate and no missing event_id', async ({
  page,
  request,
  baseURL,
}) => {
  await openTape(page);
  const tickers = await page.evaluate(() => [...(window.__oaTape?.tickers ?? [])]);
  expect(tickers.length).toBeGreaterThan(0);

  // An independent reference client on the same tickers, resuming by itself after the close.
  const reference = new Map<string, number>();
  let newest = 0;
  let stop = false;
  const connect = (resume: boolean): WebSocket => {
    const ws = new WebSocket(`${baseURL!.replace(/^http/, 'ws')}/api/ws/flow`, { headers: { Origin: baseURL! } });
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'subscribe', tickers }));
      if (resume && newest > 0) ws.send(JSON.stringify({ type: 'resume', since_ts_ms: newest - 10_000 }));
    });
    ws.on('message', (d) => {
      if (stop) return;
      const m = JSON.parse(String(d)) as { type: string; data?: { event_id: string; ts_ms: number } };
      if (m.type === 'flow_order' && m.data) {
        reference.set(m.data.event_id, m.data.ts_ms);
        newest = Math.max(newest, m.data.ts_ms);
      }
    });
    ws.on('close', () => {
      if (!stop) refWs = connect(true);
    });
    return ws;
  };
  let refWs = connect(false);
  await waitForRows(page, 2);
  await expect.poll(() => reference.size, { timeout: 30_000 }).toBeGreaterThan(0);

  await devClose(request, 1006);
  // The page saw the drop and came back by itself, on a new socket.
  await expect
    .poll(async () => (await streamOf(page)).stateLog.join(' '), { timeout: 20_000 })
    .toMatch(/flow:reconnecting:1006.*flow:live/);
  const s1 = await streamOf(page);
  expect(s1.socketsOpened).toBe(2);
  const idsAtReconnect = s1.ids.length;
  await waitForRows(page, idsAtReconnect + 3, 60_000);

  stop = true;
  refWs.close();
  // No missing: everything the reference saw (it joined after the page) reaches the page.
  await expect
    .poll(async () => {
      const got = new Set((await streamOf(page)).ids);
      return [...reference.keys()].filter((id) => !got.has(id));
    })
    .toEqual([]);
  const s2 = await streamOf(page);
  // No duplicate: every event_id reached the page once.
  expect(new Set(s2.ids).size).toBe(s2.ids.length);
  expect(reference.size).toBeGreaterThanOrEqual(3);
});

test('a 4029 close shows the stream stopped with the budget reason, and it can be restarted', async ({
  page,
  request,
}) => {
  await openTape(page);
  await devClose(request, 4029);
  const badge = page.getByTestId('flow-stream-state');
  await expect(badge).toHaveAttribute('data-state', 'stopped');
  await expect(badge).toContainText('4029');
  await expect(badge).toContainText('flow-row budget exhausted');
  await expect(badge).toContainText('next try');
  // The status bar reads the same store.
  const s = await streamOf(page);
  expect(s.state).toBe('stopped');
  // Nothing reconnects on its own before 00:00 UTC: the one retry scheduled is just after the next
  // UTC midnight (a jitter of up to 30 s), measured on the page's clock, not after a fixed sleep.
  const { retryAt, now } = await page.evaluate(() => ({
    retryAt: window.__oaStream?.report?.flow.retryAt ?? null,
    now: Date.now(),
  }));
  const d = new Date(now);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  expect(retryAt).not.toBeNull();
  expect(retryAt!).toBeGreaterThanOrEqual(midnight - 5_000);
  expect(retryAt!).toBeLessThanOrEqual(midnight + 35_000);
  expect((await streamOf(page)).socketsOpened).toBe(1);
  await badge.getByRole('button', { name: 'Try now' }).click();
  await expect(badge).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
});
