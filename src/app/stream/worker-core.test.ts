import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RECONNECT_TIMINGS } from '../../api/reconnect-policy';
import type { FlowOrderMessage } from '../../api/stream';
import { flowOrderMessage } from '../../api/testing/stream-fixtures';
import type { FlowOrderRow, StreamEndpoint, WorkerToPage } from './protocol';
import { RESUME_MARGIN_MS, StreamWorkerCore, type SocketLike } from './worker-core';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code, reason: '' }));
  }
  // server side
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(msg: unknown): void {
    this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) });
  }
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

function order(ticker: string, id: string, ts: number): FlowOrderMessage {
  return flowOrderMessage({ ticker, eventId: id, tsMs: ts });
}

function setup(portTimeoutMs = 1e9) {
  const sockets: FakeSocket[] = [];
  const core = new StreamWorkerCore({
    url: (e: StreamEndpoint) => `ws://bff/api/ws/${e}`,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    idleCloseMs: 1000,
    portTimeoutMs,
  });
  const inbox: Record<string, WorkerToPage[]> = {};
  const addPort = (id: string): void => {
    inbox[id] = [];
    core.connectPort(id, { postMessage: (m) => inbox[id]!.push(m) });
  };
  const rowsOf = (port: string, panel: string): string[] =>
    inbox[port]!.flatMap((m) =>
      m.kind === 'batch' ? m.items.filter((i) => i.panel === panel).flatMap((i) => i.rows.map((r) => r.event_id)) : [],
    );
  const lastReport = (port: string) => {
    const reports = inbox[port]!.filter((m) => m.kind === 'report');
    const r = reports.at(-1);
    if (!r || r.kind !== 'report') throw new Error('no report');
    return r.report;
  };
  return { core, sockets, addPort, inbox, rowsOf, lastReport };
}

/** One port per key (p1, p2, …), each with a tape panel that follows its tickers on the flow stream. */
function tapes(tickersByPort: Record<string, string[]>, portTimeoutMs?: number): ReturnType<typeof setup> {
  const t = setup(portTimeoutMs);
  const ports = Object.entries(tickersByPort);
  for (const [port] of ports) t.addPort(port);
  for (const [port, tickers] of ports)
    t.core.handle(port, { kind: 'subscribe', panel: 'tape', endpoint: 'flow', tickers });
  return t;
}

describe('StreamWorkerCore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one socket per endpoint for all ports and subscribes to the merged tickers', () => {
    const t = tapes({ p1: ['SPY'], p2: ['QQQ', 'SPY'] });
    expect(t.sockets).toHaveLength(1);
    t.sockets[0]!.open();
    expect(t.sockets[0]!.sent).toEqual([{ type: 'subscribe', tickers: ['QQQ', 'SPY'] }]);
    t.core.handle('p2', { kind: 'subscribe', panel: 'more', endpoint: 'flow', tickers: ['AAPL'] });
    expect(t.sockets[0]!.sent.at(-1)).toEqual({ type: 'subscribe', tickers: ['AAPL', 'QQQ', 'SPY'] });
    expect(t.sockets).toHaveLength(1);
  });

  it('routes each row to the panels that want its ticker, in batches', () => {
    const t = tapes({ p1: ['SPY'], p2: ['QQQ', 'SPY'] });
    const s = t.sockets[0]!;
    s.open();
    s.frame({ type: 'subscribed', tickers: ['QQQ', 'SPY'], rejected: [] });
    s.frame(order('SPY', 'a', 1));
    s.frame(order('QQQ', 'b', 2));
    s.frame(order('SPY', 'c', 3));
    vi.advanceTimersByTime(20);
    expect(t.rowsOf('p1', 'tape')).toEqual(['a', 'c']);
    expect(t.rowsOf('p2', 'tape')).toEqual(['a', 'b', 'c']);
    // One batch message per port for the three rows.
    expect(t.inbox.p2!.filter((m) => m.kind === 'batch')).toHaveLength(1);
    expect(t.lastReport('p1').flow.state).toBe('live');
  });

  it('delivers frames read leniently and lists their drifted fields in the status report', () => {
    const t = tapes({ p1: ['SPY'] });
    t.core.handle('p1', { kind: 'subscribe', panel: 'big', endpoint: 'abnormal', tickers: 'all' });
    const [flow, abnormal] = [t.sockets[0]!, t.sockets[1]!];
    flow.open();
    abnormal.open();
    const upper = order('SPY', 'a', 1);
    flow.frame({ ...upper, data: { ...upper.data, order: { ...upper.data.order, direction: 'BUY', venue: 'X' } } });
    // No event_id on an abnormal trade (the reference does not fix one): still delivered, twice-sent once.
    const trade = { type: 'abnormal_trade', data: { ticker: 'SPY', side: 'SELL', premium: 5e6 } };
    abnormal.frame(trade);
    abnormal.frame(trade);
    vi.advanceTimersByTime(600);
    expect(t.rowsOf('p1', 'tape')).toEqual(['a']);
    expect(t.rowsOf('p1', 'big')).toHaveLength(1);
    const r = t.lastReport('p1');
    expect(r.flow.drift).toEqual(['data.order.direction']);
    expect(r.abnormal.drift).toEqual(['data.side']);
    expect(r.abnormal.duplicates).toBe(1);
  });

  it('drops duplicates and invalid frames, and counts them', () => {
    const t = tapes({ p1: ['SPY'] });
    const s = t.sockets[0]!;
    s.open();
    s.frame(order('SPY', 'a', 1));
    s.frame(order('SPY', 'a', 1));
    // Unreadable: no data object, no type, not JSON.
    s.frame('{"type":"flow_order"}');
    s.frame('{"data":{"ticker":"SPY"}}');
    s.frame('not json');
    vi.advanceTimersByTime(600);
    expect(t.rowsOf('p1', 'tape')).toEqual(['a']);
    const r = t.lastReport('p1').flow;
    expect(r.received).toBe(2);
    expect(r.duplicates).toBe(1);
    expect(r.invalid).toBe(3);
  });

  it('keeps a row whose frame drifts: values read leniently, unreadable ones null, drift on the row and in the report', () => {
    const t = tapes({ p1: ['SPY'] });
    const s = t.sockets[0]!;
    s.open();
    const written = order('SPY', 'x', 1_000);
    const { delta: _delta, ...withoutDelta } = written.data.order;
    const drifted = { ...withoutDelta, option_type: 'C', direction: 'BUY', premium: '12000.50', strike: 'n/a' };
    const { event_id: _id, ...withoutId } = written.data;
    const frame = JSON.stringify({ type: 'flow_order', data: { ...withoutId, order: drifted } });
    s.frame(frame);
    s.frame(frame); // sent twice, no event_id: one row, keyed by contract, time, size and price
    s.frame('{"type":"flow_order","data":{"ticker":"spy"}}'); // nothing but a ticker: still a row
    vi.advanceTimersByTime(600);
    const rows = t.inbox
      .p1!.flatMap((m) => (m.kind === 'batch' ? m.items.flatMap((i) => i.rows) : []))
      .filter((r) => 'order' in r);
    expect(rows).toHaveLength(2);
    const [row, bare] = rows as FlowOrderRow[];
    expect(row!.event_id).toBe(`derived:${drifted.option_ticker}|1000|100|1.2`);
    expect(row!.order).toMatchObject({
      option_type: 'call',
      direction: 'buy',
      premium: 12_000.5,
      strike: null,
      delta: null,
    });
    expect([...row!.drift!].sort()).toEqual([
      'data.event_id',
      'data.order.delta',
      'data.order.direction',
      'data.order.option_type',
      'data.order.premium',
      'data.order.strike',
    ]);
    expect(bare).toMatchObject({ ticker: 'SPY', order: { premium: null, option_type: null } });
    const r = t.lastReport('p1').flow;
    expect(r.duplicates).toBe(1);
    expect(r.invalid).toBe(0);
    expect(r.drift).toEqual(expect.arrayContaining(['data.order.option_type', 'data.order.premium', 'data.ts_ms']));
  });

  /** Rows as [event_id, ts_ms]. */
  type Rows = readonly (readonly [string, number])[];
  it.each<{ name: string; seen: Rows; resumeSince: number; replayed: Rows; shown: string[] }>([
    {
      name: 'reconnects after an abrupt close, resubscribes and resumes from the newest row seen',
      seen: [
        ['a', 50_000],
        ['b', 60_000],
      ],
      resumeSince: Math.max(0, 60_000 - RESUME_MARGIN_MS),
      // The replay overlaps what was already delivered: only the new row goes through.
      replayed: [
        ['b', 60_000],
        ['c', 61_000],
      ],
      shown: ['a', 'b', 'c'],
    },
    {
      name: 'resumes far enough back that a row printed earlier but delivered late is replayed, and only once',
      seen: [
        ['a', 150_000],
        ['b', 160_000],
      ],
      resumeSince: 160_000 - RESUME_MARGIN_MS,
      // Printed at 140 s (older than the newest seen minus a few seconds), delivered after the drop: the
      // hub replays it, with the rows the worker already has, which are not shown twice.
      replayed: [
        ['a', 150_000],
        ['late', 140_000],
        ['b', 160_000],
      ],
      shown: ['a', 'b', 'late'],
    },
  ])('$name', ({ seen, resumeSince, replayed, shown }) => {
    const t = tapes({ p1: ['SPY'] });
    const s1 = t.sockets[0]!;
    s1.open();
    s1.frame({ type: 'subscribed', tickers: ['SPY'], rejected: [] });
    for (const [id, ts] of seen) s1.frame(order('SPY', id, ts));
    s1.drop(1006);
    expect(t.lastReport('p1').flow.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(t.sockets).toHaveLength(2);
    const s2 = t.sockets[1]!;
    s2.open();
    expect(s2.sent).toEqual([
      { type: 'subscribe', tickers: ['SPY'] },
      { type: 'resume', since_ts_ms: resumeSince },
    ]);
    s2.frame({ type: 'subscribed', tickers: ['SPY'], rejected: [] });
    for (const [id, ts] of replayed) s2.frame(order('SPY', id, ts));
    vi.advanceTimersByTime(20);
    expect(t.rowsOf('p1', 'tape')).toEqual(shown);
    expect(t.lastReport('p1').flow.state).toBe('live');
    expect(t.lastReport('p1').flow.socketsOpened).toBe(2);
  });

  it('stops with the reason on 4029 and comes back after 00:00 UTC', () => {
    vi.setSystemTime(Date.UTC(2026, 8, 14, 23, 0, 0));
    const t = tapes({ p1: ['SPY'] });
    t.sockets[0]!.open();
    t.sockets[0]!.drop(4029);
    const r = t.lastReport('p1').flow;
    expect(r.state).toBe('stopped');
    expect(r.reason).toMatch(/4029.*budget/);
    expect(r.retryAt).toBeGreaterThanOrEqual(Date.UTC(2026, 8, 15));
    vi.advanceTimersByTime(59 * 60_000);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(60_000 + 30_000);
    expect(t.sockets).toHaveLength(2);
  });

  it('on 4008 shows the stream stopped and asks again only after the connection-limit pause', () => {
    const t = tapes({ p1: ['SPY'] });
    t.sockets[0]!.open();
    t.sockets[0]!.drop(4008);
    expect(t.lastReport('p1').flow).toMatchObject({ state: 'stopped', closeCode: 4008 });
    expect(t.lastReport('p1').flow.reason).toMatch(/4008.*connection limit/);
    // A lost connection would be back within the backoff (random 0.5 → 250 ms); a taken slot waits longer.
    vi.advanceTimersByTime(DEFAULT_RECONNECT_TIMINGS.connectionLimitPauseMs - 1);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(DEFAULT_RECONNECT_TIMINGS.baseMs);
    expect(t.sockets).toHaveLength(2);
  });

  it('stops for good on 4001 and 4003 until a page asks to retry', () => {
    const t = setup();
    t.addPort('p1');
    t.core.handle('p1', { kind: 'subscribe', panel: 'a', endpoint: 'abnormal', tickers: 'all' });
    t.sockets[0]!.open();
    expect(t.lastReport('p1').abnormal.state).toBe('live');
    t.sockets[0]!.drop(4003);
    expect(t.lastReport('p1').abnormal).toMatchObject({ state: 'stopped', closeCode: 4003 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(t.sockets).toHaveLength(1);
    t.core.handle('p1', { kind: 'retry', endpoint: 'abnormal' });
    expect(t.sockets).toHaveLength(2);
  });

  it('reports the rejected tickers and the heartbeat', () => {
    const t = tapes({ p1: ['SPY', 'ZZZZ'] });
    t.sockets[0]!.open();
    t.sockets[0]!.frame({ type: 'subscribed', tickers: ['SPY'], rejected: ['ZZZZ'] });
    expect(t.lastReport('p1').flow.rejected).toEqual(['ZZZZ']);
    t.core.handle('p1', { kind: 'subscribe', panel: 'ab', endpoint: 'abnormal', tickers: 'all' });
    t.sockets[1]!.open();
    t.sockets[1]!.frame({ type: 'heartbeat', ts: new Date().toISOString() });
    vi.advanceTimersByTime(600);
    expect(t.lastReport('p1').abnormal.lastHeartbeatAt).toBe(Date.now() - 600);
  });

  it('gives a panel that joins late the rows the socket already carried', () => {
    const t = tapes({ p1: ['SPY', 'QQQ'] });
    const s = t.sockets[0]!;
    s.open();
    s.frame(order('SPY', 'a', 1));
    s.frame(order('QQQ', 'b', 2));
    vi.advanceTimersByTime(20);
    t.addPort('p2');
    t.core.handle('p2', { kind: 'subscribe', panel: 'tape', endpoint: 'flow', tickers: ['QQQ'] });
    expect(t.rowsOf('p2', 'tape')).toEqual(['b']);
  });

  it('keeps streaming to the other port when one leaves, and closes the socket when none is left', async () => {
    const t = tapes({ p1: ['SPY'], p2: ['SPY'] });
    const s = t.sockets[0]!;
    s.open();
    t.core.handle('p1', { kind: 'bye' });
    s.frame(order('SPY', 'a', 1));
    vi.advanceTimersByTime(20);
    expect(t.rowsOf('p2', 'tape')).toEqual(['a']);
    expect(t.rowsOf('p1', 'tape')).toEqual([]);
    t.core.handle('p2', { kind: 'unsubscribe', panel: 'tape' });
    vi.advanceTimersByTime(1000);
    expect(s.closedWith).toBe(1000);
    await Promise.resolve();
    expect(t.lastReport('p2').flow.state).toBe('idle');
    expect(t.sockets).toHaveLength(1);
  });

  it('drops a port that stays silent', () => {
    const t = tapes({ p1: ['SPY'] }, 20_000);
    expect(t.core.portCount).toBe(1);
    vi.advanceTimersByTime(200_000);
    expect(t.core.portCount).toBe(0);
  });

  it('routes injected frames through the same path as socket frames', () => {
    const t = tapes({ p1: ['SPY'] });
    t.core.handle('p1', {
      kind: 'inject',
      endpoint: 'flow',
      frames: [JSON.stringify(order('SPY', 'x', 1)), JSON.stringify(order('SPY', 'x', 1))],
    });
    vi.advanceTimersByTime(20);
    expect(t.rowsOf('p1', 'tape')).toEqual(['x']);
  });
});
