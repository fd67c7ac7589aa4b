// The hub against a scripted upstream (a bare `ws` server): duplicate frames, slow clients, sessions.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { StreamHub } from './stream-hub';
import { sleep, until } from './test-kit';

let upstream: WebSocketServer;
let upstreamUrl: string;
let upstreamSockets: WebSocket[];
let clientServer: WebSocketServer;
let hub: StreamHub;
/** How long the scripted upstream waits before answering a subscribe (to put two in flight). */
let replyDelayMs = 0;

function row(id: string, ticker: string, ts: number, session = '2026-11-20'): string {
  return JSON.stringify({
    type: 'flow_order',
    data: {
      ticker,
      event_id: id,
      session_date: session,
      ts_ms: ts,
      order: {
        timestamp: new Date(ts).toISOString(),
        option_ticker: 'O:SPY261120C00590000',
        option_type: 'call',
        strike: 590,
        expiration: '2026-11-20',
        total_contracts: 100,
        premium: 12_000,
        total_notional: 12_000,
        avg_price: 1.2,
        avg_bid: 1.1,
        avg_ask: 1.3,
        direction: 'buy',
        direction_confidence: 0.8,
        order_type: 'sweep',
        spot_price: 589.5,
        implied_volatility: null,
        delta: 0.5,
        trade_count: 3,
        exchange_count: 2,
        time_span_ms: 40,
        enrich_status: 'complete',
      },
    },
  });
}

function broadcast(text: string): void {
  for (const s of upstreamSockets) s.send(text);
}

/** A browser-side client connected through a real socket pair (hub side handed to addClient). */
async function client(): Promise<{ ws: WebSocket; frames: { type: string; [k: string]: unknown }[] }> {
  const port = (clientServer.address() as AddressInfo).port;
  const accepted = new Promise<WebSocket>((r) => clientServer.once('connection', r));
  const ws = new WebSocket(`ws://127.0.0.1:${port}`);
  const frames: { type: string; [k: string]: unknown }[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as { type: string }));
  hub.addClient(await accepted);
  await new Promise((r) => ws.once('open', r));
  return { ws, frames };
}

beforeEach(async () => {
  upstreamSockets = [];
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
      setTimeout(() => s.send(answer), replyDelayMs);
    });
  });
  await new Promise((r) => upstream.once('listening', r));
  upstreamUrl = `ws://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  clientServer = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => clientServer.once('listening', r));
});

afterEach(async () => {
  replyDelayMs = 0;
  hub.close();
  for (const s of [upstream, clientServer]) {
    for (const c of s.clients) c.terminate();
    await new Promise((r) => s.close(r));
  }
});

describe('StreamHub (scripted upstream)', () => {
  it('forwards a row once even when the upstream repeats it (overlap of two sockets)', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const c = await client();
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY', 'ZZZZ'] }));
    await until(() => c.frames.some((f) => f.type === 'subscribed'));
    expect(c.frames[0]).toEqual({ type: 'subscribed', tickers: ['SPY'], rejected: ['ZZZZ'] });
    broadcast(row('e1', 'SPY', 1000));
    broadcast(row('e1', 'SPY', 1000));
    broadcast(row('e2', 'QQQ', 1001)); // nobody wants QQQ
    broadcast(row('e3', 'SPY', 1002));
    await until(() => c.frames.filter((f) => f.type === 'flow_order').length === 2);
    await sleep(100);
    expect(
      c.frames.filter((f) => f.type === 'flow_order').map((f) => (f.data as { event_id: string }).event_id),
    ).toEqual(['e1', 'e3']);
  });

  it('judges each upstream answer against the union it answers, so a late answer rejects nothing added since', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl });
    const first = await client();
    first.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['IWM'] }));
    await until(() => first.frames.some((f) => f.type === 'subscribed'));
    replyDelayMs = 150;
    const a = await client();
    const b = await client();
    a.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['QQQ', 'AAPL'] }));
    await sleep(20);
    b.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY', 'QQQ', 'AAPL', 'ZZZZ'] }));
    await until(() => b.frames.some((f) => f.type === 'subscribed'));
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

  it('terminates a client whose send buffer passes the high-water mark instead of buffering without bound', async () => {
    hub = new StreamHub({ endpoint: 'flow', upstreamUrl: () => upstreamUrl, highWaterBytes: 1 });
    const c = await client();
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'] }));
    await until(() => c.frames.some((f) => f.type === 'subscribed'));
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
    a.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'] }));
    await until(() => a.frames.some((f) => f.type === 'subscribed'));
    broadcast(row('old', 'SPY', 1000, '2026-11-19'));
    broadcast(row('new', 'SPY', 2000, '2026-11-20'));
    await until(() => a.frames.filter((f) => f.type === 'flow_order').length === 2);
    expect(hub.status().rows_kept).toBe(1);
    const b = await client();
    b.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'], since_ts_ms: 0 }));
    await until(() => b.frames.some((f) => f.type === 'flow_order'));
    await sleep(100);
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
    a.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'] }));
    await until(() => a.frames.some((f) => f.type === 'subscribed'));
    b.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['QQQ'] }));
    await until(() => b.frames.some((f) => f.type === 'subscribed'));
    expect(seen.at(-1)).toEqual(['QQQ', 'SPY']);
    b.ws.close();
    await until(() => seen.at(-1)?.length === 1, 5000, 'resubscribe');
    expect(seen.at(-1)).toEqual(['SPY']);
    a.ws.close();
    await until(() => hub.status().upstream_sockets === 0, 5000, 'idle close');
    expect(hub.status().state).toBe('idle');
  });
});
