// Integration: the BFF in upstream mode against a standalone sandbox. The upstream socket is closed with
// every code and the upstream restarted while orders flow; what a client received is then compared with
// the REST tape: zero missing, zero duplicated event_id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { BUSY_MARKET_START, startTestBff, TestSocket, until, wsUrl, type TestBff } from '../testing/test-kit';

const TICKERS = ['NVDA', 'QQQ', 'SPY', 'TSLA'];
const KEY = 'sandbox-pro-key';
const GAP_MARKET_START = new Date(Date.parse(BUSY_MARKET_START) + 40_000).toISOString();
/** The test reads the reference tape with a key of its own, so it never spends the BFF's minute. */
const REFERENCE_KEY = 'reference-reader-key';
const KEYS = { [KEY]: 'pro', [REFERENCE_KEY]: 'pro' } as const;
/** The sandbox's tape delay for watchlisted tickers (the reference: 60 s). */
const TAPE_DELAY_MS = 60_000;
const HUB = {
  backoffBaseMs: 50,
  backoffCapMs: 200,
  connectionLimitPauseMs: 100,
  authCooldownMs: 800,
  gapPassMarginMs: 300,
  gapPassMaxWaitMs: 1_000,
};

interface TapeAnswer {
  rows: { event_id: string; ts_ms: number }[];
  next_older_than: string | null;
  data?: { as_of?: string };
}

/** The REST tape straight from the sandbox (the reference to compare with), newest first, back to `sinceMs`. */
async function tape(
  sandbox: RunningSandbox,
  session: string,
  sinceMs: number,
): Promise<{ ids: Map<string, number>; asOf: number }> {
  const ids = new Map<string, number>();
  let cursor: string | null = null;
  let asOf = 0;
  for (;;) {
    const qs = new URLSearchParams({ ticker: TICKERS.join(','), session, limit: '2000' });
    if (cursor) qs.set('older_than', cursor);
    const res = await fetch(`${sandbox.url}/v1/options-flow/tape?${qs.toString()}`, {
      headers: { 'X-API-Key': REFERENCE_KEY },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as TapeAnswer;
    asOf ||= Date.parse(page.data?.as_of ?? '') || 0;
    let older = false;
    for (const r of page.rows) {
      if (r.ts_ms < sinceMs) older = true;
      else ids.set(r.event_id, r.ts_ms);
    }
    cursor = page.next_older_than;
    if (older || !cursor) return { ids, asOf };
  }
}

async function marketNow(sandbox: RunningSandbox): Promise<{ now: string; session: string }> {
  return (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { now: string; session: string };
}

async function socketsAccepted(sandbox: RunningSandbox): Promise<number> {
  const c = (await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as { ws_accepted_total: { flow: number } };
  return c.ws_accepted_total.flow;
}

async function setMarketClock(sandbox: RunningSandbox, iso: string): Promise<void> {
  const res = await fetch(`${sandbox.url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clock: iso }),
  });
  expect(res.status).toBe(200);
}

async function closeUpstream(sandbox: RunningSandbox, code: number): Promise<void> {
  const res = await fetch(`${sandbox.url}/sandbox/ws/close`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: 'flow', code }),
  });
  expect(res.status).toBe(200);
}

describe('stream hub: no row lost to a reconnect', () => {
  let sandbox: RunningSandbox;
  let bff: TestBff;
  beforeAll(async () => {
    // Late in a minute: the disruptions end just before the tape's minute-wise `as_of` moves on.
    sandbox = await startSandbox({ port: 0, warm: false, clock: GAP_MARKET_START, keys: KEYS });
    bff = await startTestBff({ env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url }, overrides: { hub: HUB } });
  });
  afterAll(async () => {
    await bff.dispose();
    await sandbox.close();
  });

  it('fills every gap from the REST tape: each close code, a 4001 pause and an upstream restart', async () => {
    const received: { event_id: string; ts_ms: number }[] = [];
    const events: string[] = [];
    const live = (): boolean => bff.hubs.flow.status().state === 'live';
    let client = new TestSocket(wsUrl(bff, 'flow'));
    const collect = (s: TestSocket, from: number): (() => void) => {
      let seen = from;
      const timer = setInterval(() => {
        const rows = s.flowRows();
        received.push(...rows.slice(seen));
        seen = rows.length;
      }, 20);
      return () => {
        clearInterval(timer);
        received.push(...s.flowRows().slice(seen));
      };
    };
    await client.opened();
    client.send({ type: 'subscribe', tickers: TICKERS });
    await client.waitFor((f) => f.type === 'subscribed');
    let stop = collect(client, 0);
    await until(() => received.length >= 3, 30_000, 'first rows');
    const windowStart = Math.max(...received.map((r) => r.ts_ms)) + 5_000;
    const rowsAfter = async (n: number): Promise<void> => {
      const at = received.length;
      await until(() => live() && received.length >= at + n, 30_000, 'rows after the reconnect');
    };

    for (const code of [1006, 4008, 1011, 1000]) {
      const sockets = await socketsAccepted(sandbox);
      events.push(`${code} at ${(await marketNow(sandbox)).now}`);
      await closeUpstream(sandbox, code);
      await until(async () => (await socketsAccepted(sandbox)) > sockets, 10_000, `a new socket after ${code}`);
      await rowsAfter(2);
    }

    // 4001 stops the endpoint for every client; the client comes back after the cool-down and resumes.
    const lastSeen = Math.max(...received.map((r) => r.ts_ms));
    events.push(`4001 at ${(await marketNow(sandbox)).now}`);
    await closeUpstream(sandbox, 4001);
    expect(await client.closed).toBe(4001);
    stop();
    await until(() => bff.hubs.flow.status().state !== 'stopped', 5_000, 'cool-down over');
    client = new TestSocket(wsUrl(bff, 'flow'));
    await client.opened();
    client.send({ type: 'subscribe', tickers: TICKERS, since_ts_ms: lastSeen });
    await client.waitFor((f) => f.type === 'subscribed');
    stop = collect(client, 0);
    await rowsAfter(2);

    // The upstream restarts (same port, same market, the clock where it was).
    const { now } = await marketNow(sandbox);
    const port = sandbox.port;
    events.push(`restart at ${now}`);
    await sandbox.close();
    sandbox = await startSandbox({ port, warm: false, clock: now, keys: KEYS });
    await rowsAfter(3);
    const reconnectedAt = Date.parse((await marketNow(sandbox)).now);

    // The tape is 60 s behind for watchlisted tickers and its as_of moves by the minute: move the sandbox's
    // clock past the point where it covers the restart (the stream then sends the orders in between, as a
    // market that ran on would), rather than waiting for it in real time.
    const { session } = await marketNow(sandbox);
    const coveredAt = Math.ceil(reconnectedAt / 60_000) * 60_000 + TAPE_DELAY_MS + 1_000;
    await setMarketClock(sandbox, new Date(coveredAt).toISOString());
    const reference = await tape(sandbox, session, windowStart);
    expect(reference.asOf).toBeGreaterThan(reconnectedAt);
    const inWindow = [...reference.ids].filter(([, ts]) => ts <= reference.asOf).map(([id]) => id);
    const got = (): Set<string> => new Set([...received, ...client.flowRows()].map((r) => r.event_id));
    await until(() => inWindow.every((id) => got().has(id)), 90_000, 'every tape row delivered').catch(() => undefined);
    stop();

    const ids = received.map((r) => r.event_id);
    const missing = inWindow.filter((id) => !ids.includes(id));
    expect(inWindow.length).toBeGreaterThan(20);
    const at = (id: string): string => new Date(reference.ids.get(id) ?? 0).toISOString();
    expect(
      missing.map((id) => `${id} printed ${at(id)}`),
      events.join('; '),
    ).toEqual([]);
    expect(ids.length - new Set(ids).size).toBe(0);
    expect(bff.hubs.flow.status().rows_backfilled).toBeGreaterThan(0);
    client.close();
  }, 330_000);
});
