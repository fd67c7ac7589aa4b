// Integration: browser-side sockets on the real BFF, upstream sockets on the real sandbox.
import { DEFAULT_RECONNECT_TIMINGS } from '../../../api/reconnect-policy';
import { nextUtcMidnight } from '../../../api/time-windows';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUSY_MARKET_START,
  call,
  counters,
  sandboxAdmin,
  startTestBff,
  TestSocket,
  until,
  wsUrl,
  type TestBff,
} from '../testing/test-kit';

const WATCHLIST = ['SPY', 'QQQ', 'IWM', 'AAPL', 'NVDA', 'TSLA', 'MSFT', 'AMZN', 'META'];
const HUB = {
  backoffBaseMs: 50,
  backoffCapMs: 200,
  authCooldownMs: 1500,
  connectionLimitPauseMs: 100,
  idleCloseMs: 300,
};

async function streamState(bff: TestBff, endpoint: 'flow' | 'abnormal-trades'): Promise<string> {
  const h = (await call(bff.url, '/api/health')).json<{ streams: Record<string, string> }>();
  return h.streams[endpoint] ?? '';
}

async function subscribed(bff: TestBff, tickers: string[], extra: Record<string, unknown> = {}): Promise<TestSocket> {
  const s = new TestSocket(wsUrl(bff, 'flow'));
  await s.opened();
  s.send({ type: 'subscribe', tickers, ...extra });
  await s.waitFor((f) => f.type === 'subscribed');
  return s;
}

describe('stream hub: sharing, fan-out and resume', () => {
  // A BFF for each test: the count of upstream sockets must not see another test's still open.
  let bff: TestBff;
  beforeEach(async () => {
    bff = await startTestBff({
      env: { E2E: '1', SANDBOX_CLOCK: BUSY_MARKET_START },
      overrides: { hub: HUB, sandboxHeartbeatMs: 300 },
    });
  });
  afterEach(async () => bff.dispose());

  it('serves three clients from one upstream socket, each with its own subscribed/rejected and only its tickers', async () => {
    const before = await counters(bff);
    const a = await subscribed(bff, ['spy', 'QQQ', 'ZZZZ']);
    const b = await subscribed(bff, WATCHLIST.slice(4));
    const c = await subscribed(bff, WATCHLIST.slice(0, 4));
    expect(a.frames[0]).toEqual({ type: 'subscribed', tickers: ['SPY', 'QQQ'], rejected: ['ZZZZ'] });
    expect(c.frames[0]).toEqual({ type: 'subscribed', tickers: WATCHLIST.slice(0, 4), rejected: [] });
    await until(() => b.flowRows().length > 0 && c.flowRows().length > 0, 25_000, 'rows for b and c');
    const after = await counters(bff);
    expect(after.ws_accepted_total.flow - before.ws_accepted_total.flow).toBe(1);
    expect(after.ws_open.flow).toBe(1);
    expect(a.flowRows().every((r) => r.ticker === 'SPY' || r.ticker === 'QQQ')).toBe(true);
    expect(c.flowRows().every((r) => WATCHLIST.slice(0, 4).includes(r.ticker))).toBe(true);
    expect(b.flowRows().every((r) => WATCHLIST.slice(4).includes(r.ticker))).toBe(true);
    // A row of a ticker both want reaches both (a subscribed before c, so it has all of c's SPY/QQQ rows).
    const aIds = new Set(a.flowRows().map((r) => r.event_id));
    const shared = c.flowRows().filter((r) => r.ticker === 'SPY' || r.ticker === 'QQQ');
    expect(shared.every((r) => aIds.has(r.event_id))).toBe(true);
    for (const s of [a, b, c]) s.close();
  }, 30_000);

  it('sends a reconnecting client the rows it missed exactly once, then live rows', async () => {
    const keeper = await subscribed(bff, WATCHLIST); // keeps the upstream subscription alive during the gap
    const first = await subscribed(bff, WATCHLIST);
    await until(() => first.flowRows().length >= 2, 20_000, 'first rows');
    first.terminate(); // an abrupt drop, as a sleeping laptop would
    const seen = first.flowRows();
    const lastTs = Math.max(...seen.map((r) => r.ts_ms));
    await until(() => keeper.flowRows().filter((r) => r.ts_ms > lastTs).length >= 3, 20_000, 'rows during the gap');

    const second = await subscribed(bff, WATCHLIST, { since_ts_ms: lastTs });
    await until(() => second.flowRows().length >= 3, 5000, 'replayed rows');
    // Some live rows on top: the replay was sent before them, so everything replayed has arrived.
    const liveFrom = keeper.flowRows().length;
    const liveIds = (): Set<string> =>
      new Set(
        keeper
          .flowRows()
          .slice(liveFrom)
          .map((r) => r.event_id),
      );
    await until(() => second.flowRows().some((r) => liveIds().has(r.event_id)), 20_000, 'a live row after the replay');
    const missed = keeper
      .flowRows()
      .filter((r) => r.ts_ms > lastTs)
      .map((r) => r.event_id);
    const got = second.flowRows().map((r) => r.event_id);
    expect(new Set(got).size).toBe(got.length); // each once
    expect(got.filter((id) => seen.some((r) => r.event_id === id))).toEqual([]); // nothing the first socket had
    for (const id of missed) expect(got).toContain(id); // nothing missing

    // An explicit resume on the same socket sends what this socket lacks (the rows before lastTs, which
    // the first socket had), and nothing it already has.
    const n = second.frames.length;
    second.send({ type: 'resume', since_ts_ms: 0 });
    // The hub answers a message it cannot read with an error, after whatever the resume sent.
    second.send({ type: 'sentinel' });
    await second.waitFor((f) => f.type === 'error', 5000, n);
    const again = second.flowRows().map((r) => r.event_id);
    expect(new Set(again).size).toBe(again.length);
    for (const r of seen) expect(again).toContain(r.event_id);
    keeper.close();
    second.close();
  }, 60_000);

  it('resumes by arrival sequence: every row that reached the hub after the last seq seen, exactly once', async () => {
    const withSeq = (s: TestSocket): { id: string; seq: number }[] =>
      s.frames
        .filter((f) => f.type === 'flow_order')
        .map((f) => ({ id: (f.data as { event_id: string }).event_id, seq: f.seq as number }));
    const keeper = await subscribed(bff, WATCHLIST);
    const first = await subscribed(bff, WATCHLIST);
    await until(() => first.flowRows().length >= 2, 20_000, 'first rows');
    first.terminate();
    const seen = withSeq(first);
    expect(seen.every((r) => Number.isSafeInteger(r.seq))).toBe(true);
    const lastSeq = Math.max(...seen.map((r) => r.seq));
    await until(() => withSeq(keeper).filter((r) => r.seq > lastSeq).length >= 3, 20_000, 'rows during the gap');

    const second = await subscribed(bff, WATCHLIST, { since_seq: lastSeq });
    const missed = withSeq(keeper)
      .filter((r) => r.seq > lastSeq)
      .map((r) => r.id);
    const got = (): string[] => withSeq(second).map((r) => r.id);
    await until(() => missed.every((id) => got().includes(id)), 5000, 'every missed row replayed');
    expect(new Set(got()).size).toBe(got().length);
    expect(got().filter((id) => seen.some((r) => r.id === id))).toEqual([]);
    keeper.close();
    second.close();
  }, 60_000);

  it('answers a malformed client message with an error frame', async () => {
    const s = new TestSocket(wsUrl(bff, 'flow'));
    await s.opened();
    s.send({ type: 'unsubscribe' });
    const f = await s.waitFor((x) => x.type === 'error');
    expect(String(f.message)).toMatch(/subscribe/);
    s.close();
  });

  it('fans abnormal-trades heartbeats out to clients over one upstream socket', async () => {
    const before = await counters(bff);
    const x = new TestSocket(wsUrl(bff, 'abnormal-trades'));
    const y = new TestSocket(wsUrl(bff, 'abnormal-trades'));
    await Promise.all([x.opened(), y.opened()]);
    await x.waitFor((f) => f.type === 'heartbeat');
    await y.waitFor((f) => f.type === 'heartbeat');
    const after = await counters(bff);
    expect(after.ws_accepted_total['abnormal-trades'] - before.ws_accepted_total['abnormal-trades']).toBe(1);
    y.send({ type: 'subscribe', tickers: ['SPY'] });
    expect(await y.waitFor((f) => f.type === 'subscribed')).toMatchObject({ tickers: ['SPY'] });
    x.close();
    y.close();
  });

  it('E2E hook: closes the browser-facing sockets of an endpoint with the code given', async () => {
    const s = await subscribed(bff, ['SPY']);
    const r = await call(bff.url, '/api/dev/ws/close', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'flow', code: 4029 }),
    });
    expect(r.json<{ closed: number }>().closed).toBeGreaterThanOrEqual(1);
    expect(await s.closed).toBe(4029);
    const t = await subscribed(bff, ['SPY']);
    await call(bff.url, '/api/dev/ws/close', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'flow', code: 1006 }),
    });
    expect(await t.closed).toBe(1006);
  });
});

describe('stream hub: upstream close codes', () => {
  // A BFF for each test: a stop (4001/4003 until a cool-down, 4029 until 00:00 UTC) stays with its test.
  let bff: TestBff;
  beforeEach(async () => {
    bff = await startTestBff({ overrides: { hub: HUB } });
  });
  afterEach(async () => bff.dispose());

  for (const code of [4008, 1006]) {
    it(`reconnects after ${code} with backoff and resubscribes; clients stay connected`, async () => {
      const s = await subscribed(bff, WATCHLIST);
      const before = await counters(bff);
      await sandboxAdmin(bff, 'ws/close', { endpoint: 'flow', code });
      await until(
        async () => (await counters(bff)).ws_accepted_total.flow > before.ws_accepted_total.flow,
        10_000,
        'reconnect',
      );
      const rows = s.flowRows().length;
      await until(() => s.flowRows().length > rows, 20_000, 'rows after the reconnect');
      expect(s.closeCode).toBeUndefined();
      expect((await counters(bff)).ws_open.flow).toBe(1);
      s.close();
    }, 40_000);
  }

  for (const code of [4001, 4003]) {
    it(`reports ${code} to clients, closes them with it, and does not retry in a loop`, async () => {
      const s = await subscribed(bff, ['SPY']);
      const before = await counters(bff);
      await sandboxAdmin(bff, 'ws/close', { endpoint: 'flow', code });
      expect(await s.closed).toBe(code);
      expect(s.frames.at(-1)).toMatchObject({ type: 'error' });
      expect(await streamState(bff, 'flow')).toBe('stopped');
      // A client arriving now is told at once, and the upstream is not asked again.
      const late = new TestSocket(wsUrl(bff, 'flow'));
      expect(await late.closed).toBe(code);
      // No attempt is scheduled, so none can come later; and none was made.
      expect(bff.hubs.flow.status()).toMatchObject({ state: 'stopped', reconnect_scheduled: false });
      expect((await counters(bff)).ws_accepted_total.flow).toBe(before.ws_accepted_total.flow);
    }, 20_000);
  }

  it('on 4029 tells clients, closes them with 4029 and waits for 00:00 UTC', async () => {
    const s = await subscribed(bff, ['SPY']);
    const closedAt = Date.now();
    await sandboxAdmin(bff, 'ws/close', { endpoint: 'flow', code: 4029 });
    expect(await s.closed).toBe(4029);
    const h = (await call(bff.url, '/api/health')).json<{
      streams: { detail: { flow: { state: string; stopped_until: string } } };
    }>();
    expect(h.streams.detail.flow.state).toBe('stopped');
    // The next 00:00 UTC of the moment the stream stopped (its hub reads the real clock; the day may turn
    // while the test runs, so either side of that moment names it).
    // The shared reconnect policy spreads the return over the first 30 s after the reset.
    const stoppedUntil = Date.parse(h.streams.detail.flow.stopped_until);
    const spread = DEFAULT_RECONNECT_TIMINGS.budgetResetSpreadMs;
    const midnights = [nextUtcMidnight(closedAt), nextUtcMidnight(Date.now())];
    expect(
      midnights.some((m) => stoppedUntil >= m && stoppedUntil < m + spread),
      `stopped until ${h.streams.detail.flow.stopped_until}`,
    ).toBe(true);
    const late = new TestSocket(wsUrl(bff, 'flow'));
    expect(await late.closed).toBe(4029);
  });
});
