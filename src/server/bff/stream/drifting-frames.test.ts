// Integration: a sandbox that sends its flow frames in forms the reference permits but does not write
// (C/P option types, upper-case enums, extra fields) behind the real BFF hub, then the app's stream worker
// fed what the BFF client received. Every row the sandbox streamed reaches the client and the worker's
// panel, the drift is recorded in /api/health, and the worker names it on each row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowOrderRow } from '../../../app/stream/protocol';
import { StreamWorkerCore } from '../../../app/stream/worker-core';
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

const TICKERS = ['SPY', 'QQQ', 'NVDA', 'TSLA', 'AAPL'];
const VARIANTS = ['option_letters', 'enum_case', 'no_event_id', 'extra_fields'];

interface HealthDrift {
  drift: { endpoint: string; path: string; problem: string }[];
}

describe('stream frames that drift from the reference', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1', SANDBOX_CLOCK: BUSY_MARKET_START } });
    await sandboxAdmin(bff, 'variants', { variants: VARIANTS });
  });
  afterAll(async () => bff.dispose());

  it('reach the client and the app worker, none dropped, with the drift recorded and named', async () => {
    const before = (await counters(bff)).flow_rows_used;
    const client = new TestSocket(wsUrl(bff, 'flow'));
    await client.opened();
    client.send({ type: 'subscribe', tickers: TICKERS });
    await client.waitFor((f) => f.type === 'subscribed');
    await until(() => client.flowRows().length >= 5, 30_000, 'five rows');

    // Every row the sandbox charged and sent (only this socket streams) reaches the client, once each.
    const streamed = (await counters(bff)).flow_rows_used - before;
    await until(() => client.flowRows().length >= streamed, 15_000, `all ${streamed} streamed rows at the client`);
    const rows = client.frames.filter((f) => f.type === 'flow_order');
    const ids = rows.map((f) => (f.data as { event_id: string }).event_id);
    expect(new Set(ids).size).toBe(ids.length);
    // Forwarded as received: the letters, the case and the extra fields are the service's.
    const order = (rows[0]!.data as { order: Record<string, unknown> }).order;
    expect(['C', 'P']).toContain(order.option_type);
    expect(['BUY', 'SELL', 'NEUTRAL']).toContain(order.direction);

    const health = (await call(bff.url, '/api/health')).json<HealthDrift>();
    const recorded = health.drift.filter((d) => d.endpoint === 'ws.flow').map((d) => d.path);
    expect(recorded).toEqual(expect.arrayContaining(['data.order.option_type', 'data.order.direction']));

    // The app's worker, fed what the BFF client received: every row reaches the tape panel, read and marked.
    const delivered: FlowOrderRow[] = [];
    const core = new StreamWorkerCore({
      url: () => 'ws://unused',
      createSocket: () => ({
        readyState: 0,
        send: () => undefined,
        close: () => undefined,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
      }),
      batchIntervalMs: 5,
    });
    try {
      core.connectPort('tab', {
        postMessage: (m) => {
          if (m.kind === 'batch') for (const i of m.items) delivered.push(...(i.rows as FlowOrderRow[]));
        },
      });
      core.handle('tab', { kind: 'subscribe', panel: 'tape', endpoint: 'flow', tickers: TICKERS });
      core.handle('tab', { kind: 'inject', endpoint: 'flow', frames: rows.map((f) => JSON.stringify(f)) });
      await until(() => delivered.length >= rows.length, 5_000, 'every row at the tape panel');
      expect(delivered.map((r) => r.event_id)).toEqual(ids);
      expect(delivered.every((r) => r.order.option_type === 'call' || r.order.option_type === 'put')).toBe(true);
      expect(delivered.every((r) => r.drift?.includes('data.order.option_type'))).toBe(true);
      expect(core.report().flow.invalid).toBe(0);
      expect(core.report().flow.drift).toEqual(
        expect.arrayContaining(['data.order.option_type', 'data.order.direction']),
      );
    } finally {
      core.dispose();
      client.close();
    }
  }, 60_000);
});
