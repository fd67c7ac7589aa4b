import { afterEach, describe, expect, it } from 'vitest';
import type { PageToWorker, WorkerToPage } from './protocol';
import { StreamClient, type ClientPort } from './stream-client';
import { useStreamStatus } from './stream-status';

function harness(hidden = false) {
  const sent: PageToWorker[] = [];
  const port: ClientPort = { postMessage: (m) => sent.push(m), onmessage: null };
  const frames: (() => void)[] = [];
  const later: (() => void)[] = [];
  const client = new StreamClient(port, {
    frame: (fn) => frames.push(fn),
    isHidden: () => hidden,
    later: (fn) => later.push(fn),
  });
  const deliver = (msg: WorkerToPage): void => port.onmessage?.({ data: msg } as MessageEvent<WorkerToPage>);
  return { client, sent, frames, later, deliver };
}

// The stream status is a module-wide store the client writes: each test leaves it as it found it.
afterEach(() => useStreamStatus.setState(useStreamStatus.getInitialState(), true));

const row = (id: string, ticker = 'SPY') => ({ event_id: id, ticker, side: 'buy' as const, premium: 1 });

describe('StreamClient', () => {
  it('subscribes per panel and unsubscribes on close', () => {
    const h = harness();
    const p = h.client.subscribe('flow', ['SPY'], () => undefined);
    p.update(['SPY', 'QQQ']);
    p.close();
    expect(h.sent).toEqual([
      { kind: 'subscribe', panel: 'panel-1', endpoint: 'flow', tickers: ['SPY'] },
      { kind: 'subscribe', panel: 'panel-1', endpoint: 'flow', tickers: ['SPY', 'QQQ'] },
      { kind: 'unsubscribe', panel: 'panel-1' },
    ]);
  });

  it('applies every batch that arrived since the last frame in one animation frame', () => {
    const h = harness();
    const got: string[][] = [];
    h.client.subscribe('abnormal', 'all', (rows) => got.push(rows.map((r) => r.event_id)));
    h.deliver({
      kind: 'batch',
      items: [{ panel: 'panel-1', endpoint: 'abnormal', rows: [row('a')], receivedAt: [Date.now()] }],
    });
    h.deliver({
      kind: 'batch',
      items: [{ panel: 'panel-1', endpoint: 'abnormal', rows: [row('b')], receivedAt: [Date.now()] }],
    });
    expect(got).toEqual([]);
    expect(h.frames).toHaveLength(1);
    h.frames[0]!();
    expect(got).toEqual([['a'], ['b']]);
    expect(h.client.debug.delivered.abnormal).toBe(2);
    expect(h.client.debug.batches).toBe(1);
  });

  it('uses a timer instead of animation frames while the tab is hidden', () => {
    const h = harness(true);
    let n = 0;
    h.client.subscribe('flow', ['SPY'], (rows) => (n += rows.length));
    h.deliver({ kind: 'batch', items: [{ panel: 'panel-1', endpoint: 'flow', rows: [row('a')], receivedAt: [0] }] });
    expect(h.frames).toHaveLength(0);
    h.later[0]!();
    expect(n).toBe(1);
  });

  it('sends every subscription again when the worker asks', () => {
    const h = harness();
    h.client.subscribe('flow', ['SPY'], () => undefined);
    h.client.subscribe('abnormal', 'all', () => undefined);
    h.sent.length = 0;
    h.deliver({ kind: 'resync' });
    expect(h.sent.map((m) => m.kind)).toEqual(['subscribe', 'subscribe']);
  });

  it('publishes the worker report to the status store and logs state changes', () => {
    const h = harness();
    const ep = {
      accepted: [],
      rejected: ['ZZZ'],
      lastHeartbeatAt: null,
      socketsOpened: 1,
      received: 0,
      duplicates: 0,
      invalid: 0,
    };
    h.deliver({
      kind: 'report',
      ports: 1,
      report: { flow: { ...ep, state: 'live' }, abnormal: { ...ep, state: 'idle' } },
    });
    h.deliver({
      kind: 'report',
      ports: 1,
      report: {
        flow: { ...ep, state: 'stopped', reason: '4029: budget', closeCode: 4029 },
        abnormal: { ...ep, state: 'idle' },
      },
    });
    expect(useStreamStatus.getState().flow).toMatchObject({
      state: 'stopped',
      reason: '4029: budget',
      rejected: ['ZZZ'],
    });
    expect(h.client.debug.stateLog).toEqual(['flow:live', 'abnormal:idle', 'flow:stopped:4029']);
  });
});
