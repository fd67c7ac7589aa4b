// Integration: the stream and alert families of GET /api/metrics on a real BFF and its embedded sandbox.
// A client connects (state, sockets, clients), the upstream drops the socket (a reconnect), the BFF
// restarts with rows of the session stored (the gap read back from the tape, the rows it had already
// deduplicated), and a trader's alert fires.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  anyOrderRule,
  BUSY_MARKET_START,
  call,
  sandboxAdmin,
  startTestBff,
  TestSocket,
  until,
  wsUrl,
} from '../testing/test-kit';
import type { TestBff } from '../testing/test-kit';
import { scrape, type Scrape } from '../testing/metrics-test-kit';

const TICKERS = ['SPY', 'QQQ', 'NVDA', 'TSLA'];
const FAST_HUB = { backoffBaseMs: 50, backoffCapMs: 200, connectionLimitPauseMs: 100, gapPassMaxWaitMs: 1_000 };
const flow = { stream: 'flow' };
/** Each test waits on rows of the live stream: room for a machine several times slower than a laptop. */
const STREAM_TEST_MS = 90_000;

async function subscribedClient(bff: TestBff): Promise<TestSocket> {
  const client = new TestSocket(wsUrl(bff, 'flow'));
  await client.opened();
  client.send({ type: 'subscribe', tickers: TICKERS });
  await client.waitFor((f) => f.type === 'subscribed', 20_000);
  return client;
}

describe('stream state and reconnects', () => {
  let bff: TestBff;
  let client: TestSocket | undefined;
  beforeAll(async () => {
    bff = await startTestBff({ overrides: { hub: FAST_HUB } });
  });
  afterEach(() => {
    client?.close();
    client = undefined;
  });
  afterAll(async () => bff.dispose());

  it(
    'shows the state a stream is in, its sockets and clients, and counts a reconnect after a drop',
    async () => {
      const idle = await scrape(bff);
      expect(idle.value('oa_bff_stream_state', { ...flow, state: 'idle' })).toBe(1);
      expect(idle.value('oa_bff_stream_state', { ...flow, state: 'live' })).toBe(0);
      expect(idle.value('oa_bff_stream_clients', flow)).toBe(0);
      expect(idle.value('oa_bff_stream_role', { ...flow, role: 'single' })).toBe(1);
      expect(idle.value('oa_bff_stream_reconnects_total', flow)).toBe(0);

      client = await subscribedClient(bff);
      const live = await scrape(bff);
      expect(live.value('oa_bff_stream_state', { ...flow, state: 'live' })).toBe(1);
      expect(live.value('oa_bff_stream_state', { ...flow, state: 'idle' })).toBe(0);
      expect(live.value('oa_bff_stream_upstream_sockets', flow)).toBe(1);
      expect(live.value('oa_bff_stream_clients', flow)).toBe(1);

      // The upstream drops the socket (1011): the hub reconnects after its back-off and is live again.
      await sandboxAdmin(bff, 'ws/close', { endpoint: 'flow', code: 1011 });
      let after: Scrape | undefined;
      await until(
        async () => {
          after = await scrape(bff);
          return (
            after.value('oa_bff_stream_state', { ...flow, state: 'live' }) === 1 &&
            (after.value('oa_bff_stream_reconnects_total', flow) ?? 0) >= 1
          );
        },
        20_000,
        'a reconnect, live again',
      );
      expect(after!.value('oa_bff_stream_reconnects_total', { stream: 'abnormal-trades' })).toBe(0);
    },
    STREAM_TEST_MS,
  );
});

describe('rows read back from the tape and rows deduplicated', () => {
  let first: TestBff | undefined;
  let second: TestBff | undefined;
  let client: TestSocket | undefined;
  afterAll(async () => {
    client?.close();
    await first?.stop();
    await second?.dispose();
  });

  it(
    'counts the gap a restart left, read back from the tape, and the stored rows it read again',
    async () => {
      first = await startTestBff({ overrides: { hub: FAST_HUB } });
      client = await subscribedClient(first);
      await until(() => client!.flowRows().length >= 3, 30_000, 'rows stored before the restart');
      client.close();
      await first.stop();

      // Three minutes on: the tape (a minute behind) holds what printed meanwhile, and the last stored rows.
      const later = new Date(Date.parse(BUSY_MARKET_START) + 3 * 60_000).toISOString();
      second = await startTestBff({
        dataDir: first.dataDir,
        env: { SANDBOX_CLOCK: later },
        overrides: { hub: FAST_HUB },
      });
      const before = await scrape(second);
      expect(before.value('oa_bff_stream_rows_gap_filled_total', flow)).toBe(0);
      expect(before.value('oa_bff_stream_rows_deduplicated_total', flow)).toBe(0);
      expect(before.value('oa_bff_stream_rows_kept', flow)).toBeGreaterThanOrEqual(3);

      client = await subscribedClient(second);
      let after: Scrape | undefined;
      await until(
        async () => {
          after = await scrape(second!);
          return (
            (after.value('oa_bff_stream_rows_gap_filled_total', flow) ?? 0) > 0 &&
            (after.value('oa_bff_stream_rows_deduplicated_total', flow) ?? 0) > 0
          );
        },
        30_000,
        'the gap read back',
      );
      expect(after!.value('oa_bff_stream_rows_gap_filled_total', flow)).toBe(second.hubs.flow.status().rows_backfilled);
    },
    STREAM_TEST_MS,
  );
});

describe('alert fires', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ overrides: { alertIvEveryMs: 3_600_000 } });
  });
  afterAll(async () => bff.dispose());

  it(
    'counts a fire by the kind of its rule',
    async () => {
      expect((await scrape(bff)).value('oa_bff_alert_fires_total', { kind: 'flow' })).toBeUndefined();
      const res = await call(bff.url, '/api/alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rule: anyOrderRule('NVDA') }),
      });
      expect(res.status).toBe(201);
      await until(
        async () => ((await scrape(bff)).value('oa_bff_alert_fires_total', { kind: 'flow' }) ?? 0) > 0,
        30_000,
        'a flow fire counted',
      );
    },
    STREAM_TEST_MS,
  );
});
