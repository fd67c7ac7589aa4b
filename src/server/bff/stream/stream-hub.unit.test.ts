// The hub against a scripted upstream (a bare `ws` server): duplicate frames, slow clients, sessions.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { flowOrderFrame } from '../../../api/testing/stream-fixtures';
import { DriftLog } from '../drift/drift';
import { StreamHub } from './stream-hub';
import { until } from '../testing/test-kit';

let upstream: WebSocketServer;
let upstreamUrl: string;
let upstreamSockets: WebSocket[];
let clientServer: WebSocketServer;
let hub: StreamHub;
/** The tickers of each subscribe the scripted upstream received, in order. */
let upstreamAsks: string[][];
/** While set, the scripted upstream keeps its answers to subscribes (to put two in flight) until released. */
let holdReplies = false;
let heldReplies: (() => void)[] = [];

/** A flow row from the scripted upstream (in the fixture's session unless another is named). */
function row(id: string, ticker: string, ts: number, session?: string): string {
  return flowOrderFrame({ eventId: id, ticker, tsMs: ts, sessionDate: session });
}

function broadcast(text: string): void {
  for (const s of upstreamSockets) s.send(text);
}

type Client = { ws: WebSocket; frames: { type: string; [k: string]: unknown }[] };

/**
 * Everything the hub had to send this client before now has arrived: the hub answers a message it cannot
 * read with an `error` frame, after whatever it was sending, on the same socket.
 */
async function drained(c: Client): Promise<void> {
  const errors = c.frames.filter((f) => f.type === 'error').length;
  c.ws.send(JSON.stringify({ type: 'sentinel' }));
  await until(() => c.frames.filter((f) => f.type === 'error').length > errors);
}

/** A browser-side client connected through a real socket pair (hub side handed to addClient). */
async function client(): Promise<Client> {
  const port = (clientServer.address() as AddressInfo).port;
  const accepted = new Promise<WebSocket>((r) => clientServer.once('connection', r));
  const ws = new WebSocket(`ws://127.0.0.1:${port}`);
  const frames: Client['frames'] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as { type: string }));
  hub.addClient(await accepted);
  await new Promise((r) => ws.once('open', r));
  return { ws, frames };
}

/** Asks the hub for `tickers` and waits for its answer. */
async function subscribe(c: Client, tickers: string[]): Promise<void> {
  c.ws.send(JSON.stringify({ type: 'subscribe', tickers }));
  await until(() => c.frames.some((f) => f.type === 'subscribed'));
}

beforeEach(async () => {
  upstreamSockets = [];
  upstreamAsks = [];
  upstream = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  upstream.on('connection', (s) => {
    upstreamSockets.push(s);
    s.on('message', (d) => {
      const m = JSON.parse(d.toString()) as { tickers: string[] };
      const answer = JSON.stringify({
        type: 'subscribed',
        tickers: m.tickers.filter((t) => t !== 'ZZZZ'),
        rejected: m.tickers.filter((t) => t === 'ZZZZ'),
      });
      upstreamAsks.push(m.tickers);
      const reply = (): void => s.send(answer);
      if (holdReplies) heldReplies.push(reply);
      else setTimeout(reply, 0);
    });
  });
  await new Promise((r) => upstream.once('listening', r));
  upstreamUrl = `ws://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  clientServer = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => clientServer.once('listening', r));
});

afterEach(async () => {
  holdReplies = false;
  heldReplies = [];
  hub.close();
  for (const s of [upstream, clientServer]) {
    for (const c of s.clients) c.terminate();
    await new Promise((r) => s.close(r));
  }
});

describe('StreamHub (scripted upstream)', () => {
  it('forwards frames that depart from the reference, records each drifted field, never drops one', async () => {
    const drift = new DriftLog();
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl, drift });
    const c = await client();
    await subscribe(c, ['SPY']);
    const renamed = JSON.parse(row('r1', 'SPY', 1000)) as { data: { order: Record<string, unknown> } };
    renamed.data.order.premium_usd = renamed.data.order.premium;
    delete renamed.data.order.premium;
    const upper = JSON.parse(row('u1', 'SPY', 1001)) as { data: { order: Record<string, unknown> } };
    upper.data.order.direction = 'BUY';
    const anonymous = JSON.parse(row('x', 'SPY', 1002)) as { data: Record<string, unknown> };
    delete anonymous.data.event_id;
    broadcast(JSON.stringify(renamed));
    broadcast(JSON.stringify(upper));
    broadcast(JSON.stringify(anonymous));
    broadcast(JSON.stringify(anonymous)); // the same frame again: deduped by its derived key
    broadcast(JSON.stringify({ type: 'heartbeat', ts: 1_700_000_000_000 }));
    await until(() => c.frames.some((f) => f.type === 'heartbeat'));
    const orders = c.frames.filter((f) => f.type === 'flow_order') as unknown as { data: Record<string, unknown> }[];
    expect(orders).toHaveLength(3);
    expect((orders[0]!.data.order as Record<string, unknown>).premium_usd).toBe(12_000);
    expect((orders[1]!.data.order as Record<string, unknown>).direction).toBe('BUY');
    expect(orders[2]!.data.event_id).toBeUndefined();
    const recorded = drift.list().map((e) => `${e.endpoint} ${e.path}`);
    expect(recorded).toEqual(
      expect.arrayContaining(['ws.flow data.order.premium', 'ws.flow data.order.direction', 'ws.flow data.event_id']),
    );
    expect(drift.list().find((e) => e.path === 'data.event_id')?.count).toBe(2);
    expect(hub.driftFrames).toBe(4);
  });

  it('delivers a row its own watcher cannot take (a frame naming no ticker) to the clients all the same', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    hub.watch(new Set(['SPY']), () => {
      throw new TypeError("Cannot read properties of null (reading 'toUpperCase')");
    });
    const c = await client();
    await subscribe(c, ['SPY']);
    const bare = JSON.parse(row('b1', 'SPY', 1000)) as { data: Record<string, unknown> };
    delete bare.data.ticker;
    broadcast(JSON.stringify(bare));
    broadcast(row('e2', 'SPY', 1001));
    await until(() => c.frames.filter((f) => f.type === 'flow_order').length === 2);
    expect(
      c.frames.filter((f) => f.type === 'flow_order').map((f) => (f.data as { event_id: string }).event_id),
    ).toEqual(['b1', 'e2']);
  });

  it('forwards a row once even when the upstream repeats it (overlap of two sockets)', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const c = await client();
    await subscribe(c, ['SPY', 'ZZZZ']);
    expect(c.frames[0]).toEqual({ type: 'subscribed', tickers: ['SPY'], rejected: ['ZZZZ'] });
    broadcast(row('e1', 'SPY', 1000));
    broadcast(row('e1', 'SPY', 1000));
    broadcast(row('e2', 'QQQ', 1001)); // nobody wants QQQ
    broadcast(row('e3', 'SPY', 1002));
    broadcast(row('e4', 'SPY', 1003)); // the upstream socket is ordered: once e4 is here, nothing is pending
    await until(() => c.frames.some((f) => (f.data as { event_id?: string } | undefined)?.event_id === 'e4'));
    expect(
      c.frames.filter((f) => f.type === 'flow_order').map((f) => (f.data as { event_id: string }).event_id),
    ).toEqual(['e1', 'e3', 'e4']);
  });

  it('judges each upstream answer against the union it answers, so a late answer rejects nothing added since', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const first = await client();
    await subscribe(first, ['IWM']);
    holdReplies = true;
    const a = await client();
    const b = await client();
    const asked = upstreamAsks.length;
    a.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['QQQ', 'AAPL'] }));
    await until(() => upstreamAsks.length > asked, 10_000, "a's union upstream");
    b.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY', 'QQQ', 'AAPL', 'ZZZZ'] }));
    await until(() => upstreamAsks.length > asked + 1, 10_000, "b's union upstream while a's answer is out");
    // Both unions are in flight: the answers arrive now, a's (the late one) first.
    holdReplies = false;
    for (const reply of heldReplies.splice(0)) reply();
    await until(() => [a, b].every((c) => c.frames.some((f) => f.type === 'subscribed')));
    expect(a.frames.find((f) => f.type === 'subscribed')).toEqual({
      type: 'subscribed',
      tickers: ['QQQ', 'AAPL'],
      rejected: [],
    });
    expect(b.frames.find((f) => f.type === 'subscribed')).toEqual({
      type: 'subscribed',
      tickers: ['SPY', 'QQQ', 'AAPL'],
      rejected: ['ZZZZ'],
    });
  });

  it('sends a client no row before its own subscribed answer, even of a ticker another client already reads', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const a = await client();
    await subscribe(a, ['SPY']);
    holdReplies = true;
    const c = await client();
    const asked = upstreamAsks.length;
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY', 'QQQ'] }));
    await until(() => upstreamAsks.length > asked, 10_000, "c's union upstream");
    // A SPY row while c's answer is still out: a reads it, c has not been answered yet.
    broadcast(row('before-answer', 'SPY', 1_000));
    await drained(a);
    holdReplies = false;
    for (const reply of heldReplies.splice(0)) reply();
    await until(() => c.frames.some((f) => f.type === 'subscribed'));
    broadcast(row('after-answer', 'SPY', 2_000));
    await drained(c);
    expect(c.frames.map((f) => f.type).filter((t) => t !== 'error')).toEqual(['subscribed', 'flow_order']);
    expect(a.frames.filter((f) => f.type === 'flow_order')).toHaveLength(2);
  });

  it('terminates a client whose send buffer passes the high-water mark instead of buffering without bound', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl, highWaterBytes: 1 });
    const c = await client();
    await subscribe(c, ['SPY']);
    // Pause reading on the client side so the hub's socket buffer fills up.
    (c.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const closed = new Promise<number>((r) => c.ws.once('close', (code) => r(code)));
    const big = 'x'.repeat(200_000);
    for (let i = 0; i < 200; i++) broadcast(row(`b${i}`, 'SPY', 2000 + i).replace('"sweep"', `"${big}"`));
    await until(() => hub.status().clients === 0, 15_000, 'the slow client dropped');
    (c.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toBe(1006);
    // It got fewer rows than were sent: the hub stopped feeding it rather than queueing them all.
    expect(c.frames.filter((f) => f.type === 'flow_order').length).toBeLessThan(200);
  });

  it('drops the previous session when a new one starts and replays only the current one', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const a = await client();
    await subscribe(a, ['SPY']);
    broadcast(row('old', 'SPY', 1000, '2026-11-19'));
    broadcast(row('new', 'SPY', 2000, '2026-11-20'));
    await until(() => a.frames.filter((f) => f.type === 'flow_order').length === 2);
    expect(hub.status().rows_kept).toBe(1);
    const b = await client();
    b.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'], since_ts_ms: 0 }));
    await until(() => b.frames.some((f) => f.type === 'flow_order'));
    await drained(b);
    expect(
      b.frames.filter((f) => f.type === 'flow_order').map((f) => (f.data as { event_id: string }).event_id),
    ).toEqual(['new']);
  });

  it('shrinks the upstream subscription when a client leaves, and closes the upstream when none is left', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl, idleCloseMs: 200 });
    const seen: string[][] = [];
    upstream.on('connection', (s) =>
      s.on('message', (d) => seen.push((JSON.parse(d.toString()) as { tickers: string[] }).tickers)),
    );
    const a = await client();
    const b = await client();
    await subscribe(a, ['SPY']);
    await subscribe(b, ['QQQ']);
    expect(seen.at(-1)).toEqual(['QQQ', 'SPY']);
    b.ws.close();
    await until(() => seen.at(-1)?.length === 1, 5000, 'resubscribe');
    expect(seen.at(-1)).toEqual(['SPY']);
    // The upstream replaced the subscription (its answer names only SPY): no second socket needed.
    expect(upstreamSockets).toHaveLength(1);
    a.ws.close();
    await until(() => hub.status().upstream_sockets === 0, 5000, 'idle close');
    expect(hub.status().state).toBe('idle');
  });
});

type Frame = { type: string; seq?: number; data?: { event_id: string; ts_ms: number } };
const orderIds = (frames: Frame[]): string[] =>
  frames.filter((f) => f.type === 'flow_order').map((f) => f.data!.event_id);

describe('StreamHub: subscriptions asked, not assumed', () => {
  it('reopens the upstream socket when the service adds on subscribe, losing nothing for the client that stays', async () => {
    // A service whose `subscribe` ADDS to the socket's subscription and answers with all of it.
    const adding = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((r) => adding.once('listening', r));
    const subs = new Map<WebSocket, Set<string>>();
    let n = 0;
    let emitting = false;
    let maxSockets = 0;
    const qqqSent = new Set<string>();
    const spySentAfter: string[] = [];
    let transitionDone = false;
    /** Print a row of `ticker` to every open socket subscribed to it, as the service would. */
    const emit = (ticker: string): void => {
      const id = `${ticker}-${n++}`;
      for (const [s, set] of subs) {
        if (!set.has(ticker) || s.readyState !== WebSocket.OPEN) continue;
        s.send(row(id, ticker, 10_000 + n));
        if (ticker === 'QQQ') qqqSent.add(id);
        if (ticker === 'SPY' && transitionDone) spySentAfter.push(id);
      }
    };
    adding.on('connection', (s) => {
      subs.set(s, new Set());
      maxSockets = Math.max(maxSockets, adding.clients.size);
      s.on('close', () => subs.delete(s));
      s.on('message', (d) => {
        const set = subs.get(s)!;
        for (const t of (JSON.parse(d.toString()) as { tickers: string[] }).tickers) set.add(t);
        // Rows keep printing while subscriptions change (old socket alone, then both sockets).
        if (emitting) for (const t of ['QQQ', 'SPY']) emit(t);
        s.send(JSON.stringify({ type: 'subscribed', tickers: [...set].sort(), rejected: [] }));
      });
    });
    const url = `ws://127.0.0.1:${(adding.address() as AddressInfo).port}`;
    try {
      hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => url });
      const a = await client();
      const b = await client();
      await subscribe(a, ['SPY']);
      await subscribe(b, ['QQQ']);
      emitting = true;
      emit('QQQ');
      emit('SPY');
      a.ws.close();
      // The shrink's answer still names SPY: the hub opens a socket with QQQ only and closes the old one.
      await until(() => subs.size === 1 && [...subs.values()][0]!.size === 1, 5000, 'reopened with the new union');
      await until(() => hub.status().upstream_sockets === 1 && hub.status().state === 'live', 5000, 'one socket');
      expect([...[...subs.values()][0]!]).toEqual(['QQQ']);
      expect(hub.status().subscribed).toEqual(['QQQ']);
      transitionDone = true;
      for (let i = 0; i < 3; i++) {
        emit('SPY');
        emit('QQQ');
      }
      // Every QQQ row printed before, during and after the transition reached b, once.
      await until(() => orderIds(b.frames).length === qqqSent.size, 5000, 'all QQQ rows');
      expect(new Set(orderIds(b.frames))).toEqual(qqqSent);
      expect(orderIds(b.frames)).toHaveLength(qqqSent.size);
      expect(qqqSent.size).toBeGreaterThanOrEqual(6);
      expect(spySentAfter).toEqual([]); // SPY rows no longer reach (nor cost) the hub's socket
      expect(maxSockets).toBeLessThanOrEqual(2);
    } finally {
      hub.close();
      for (const c of adding.clients) c.terminate();
      await new Promise((r) => adding.close(r));
    }
  });

  it('reopens when rows of a dropped ticker keep coming after an answer that named only the new union', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const a = await client();
    const b = await client();
    await subscribe(a, ['SPY']);
    await subscribe(b, ['QQQ']);
    b.ws.close();
    await until(() => hub.status().subscribed.join() === 'SPY', 5000, 'shrink answered');
    expect(upstreamSockets).toHaveLength(1);
    broadcast(row('late-qqq', 'QQQ', 5000)); // the service still sends QQQ: it did not replace
    await until(() => upstreamSockets.length === 2, 5000, 'a new upstream socket');
    await until(() => upstreamSockets[0]!.readyState === WebSocket.CLOSED, 5000, 'the old socket closed');
    expect(hub.status().upstream_sockets).toBe(1);
    broadcast(row('s1', 'SPY', 6000));
    await until(() => orderIds(a.frames).includes('s1'));
    expect(orderIds(a.frames)).toEqual(['s1']);
    // A service that ignores the filter even on a fresh socket: no reopen loop.
    broadcast(row('late-qqq-2', 'QQQ', 6500));
    broadcast(row('s2', 'SPY', 7000));
    await until(() => orderIds(a.frames).includes('s2'));
    expect(upstreamSockets).toHaveLength(2);
  });
});

describe('StreamHub: replay by arrival sequence', () => {
  it('tells each row its seq and replays, on resume, a row printed before the last one seen but arrived later', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const a = await client();
    await subscribe(a, ['SPY']);
    broadcast(row('r1', 'SPY', 50_000));
    broadcast(row('r2', 'SPY', 60_000));
    await until(() => orderIds(a.frames as Frame[]).length === 2);
    const seen = (a.frames as Frame[]).filter((f) => f.type === 'flow_order');
    expect(seen[1]!.seq).toBeGreaterThan(seen[0]!.seq!);
    // The upstream's fields are forwarded as received; seq is an extra top-level field.
    const { seq: _seq, ...upstreamFields } = seen[0]!;
    expect(upstreamFields).toEqual(JSON.parse(row('r1', 'SPY', 50_000)));
    a.ws.terminate();
    const lastSeq = seen[1]!.seq!;
    // Printed at 45 s (before the last row seen, older than last ts − 10 s), delivered after enrichment.
    broadcast(row('late', 'SPY', 45_000));
    broadcast(row('r3', 'SPY', 61_000));
    await until(() => hub.status().rows_kept === 4);

    const back = await client();
    back.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'] }));
    back.ws.send(JSON.stringify({ type: 'resume', since_seq: lastSeq }));
    await until(() => orderIds(back.frames as Frame[]).length === 2, 5000, 'replayed rows');
    await drained(back);
    expect(orderIds(back.frames as Frame[])).toEqual(['late', 'r3']);

    // since_ts_ms keeps working (rows printed after it).
    const byTs = await client();
    byTs.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'], since_ts_ms: 55_000 }));
    await until(() => orderIds(byTs.frames as Frame[]).length === 2, 5000, 'replayed by ts');
    expect(orderIds(byTs.frames as Frame[])).toEqual(['r2', 'r3']);
  });
});
