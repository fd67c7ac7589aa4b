// The hub against an upstream that answers the WebSocket handshake with HTTP 429: the rate limit pauses and
// asks again (as after 4008); only a body naming the spent flow-row budget stops the endpoint until 00:00 UTC.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { nextUtcMidnight } from '../../../api/time-windows';
import { StreamHub } from './stream-hub';
import { until } from '../testing/test-kit';

let upstream: http.Server;
let clientServer: WebSocketServer;
let hub: StreamHub | undefined;
/** Handshakes the upstream refused so far. */
let refused = 0;

/** An upstream that answers every upgrade with 429 and `body`. */
async function refusingUpstream(body: string): Promise<string> {
  refused = 0;
  upstream = http.createServer((_req, res) => res.writeHead(404).end());
  upstream.on('upgrade', (_req, socket) => {
    refused++;
    // An upgraded socket has no error listener of Node's: the hub may reset it while the answer is written.
    socket.on('error', () => undefined);
    socket.end(
      'HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nRetry-After: 1\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  return `ws://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1/ws/abnormal-trades`;
}

/** A browser-side client of the hub; abnormal-trades asks the upstream as soon as a client is there. */
async function client(h: StreamHub): Promise<{ ws: WebSocket; closeCode: Promise<number> }> {
  clientServer = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => clientServer.once('listening', r));
  const accepted = new Promise<WebSocket>((r) => clientServer.once('connection', r));
  const ws = new WebSocket(`ws://127.0.0.1:${(clientServer.address() as AddressInfo).port}`);
  const closeCode = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  h.addClient(await accepted);
  await new Promise((r) => ws.once('open', r));
  return { ws, closeCode };
}

afterEach(async () => {
  hub?.close();
  hub = undefined;
  for (const c of clientServer?.clients ?? []) c.terminate();
  await new Promise((r) => clientServer?.close(r));
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
});

describe('a handshake answered with HTTP 429', () => {
  it.each([
    ['an error body', JSON.stringify({ error: 'rate_limited', message: 'too many requests' })],
    ['no body', ''],
  ])(
    'with %s pauses and asks again, as after 4008; the clients stay and the row budget is untouched',
    async (_, body) => {
      const url = await refusingUpstream(body);
      let budgetSpent = false;
      hub = new StreamHub({
        endpoint: 'abnormal-trades',
        upstreamUrl: () => url,
        connectionLimitPauseMs: 100,
        backoffBaseMs: 1,
        backoffCapMs: 1,
        onBudgetExhausted: () => (budgetSpent = true),
      });
      const c = await client(hub);
      await until(() => refused >= 2, 10_000, 'a second handshake after the pause');
      const status = hub.status();
      expect(status.stopped_code).toBeNull();
      expect(status.state).not.toBe('stopped');
      expect(budgetSpent).toBe(false);
      expect(c.ws.readyState).toBe(WebSocket.OPEN);
    },
  );

  it('whose body says flow_row_budget_exhausted stops the endpoint until 00:00 UTC, as 4029', async () => {
    const url = await refusingUpstream(JSON.stringify({ error: 'flow_row_budget_exhausted' }));
    let budgetSpent = false;
    hub = new StreamHub({
      endpoint: 'abnormal-trades',
      upstreamUrl: () => url,
      connectionLimitPauseMs: 100,
      random: () => 0,
      onBudgetExhausted: () => (budgetSpent = true),
    });
    const before = Date.now();
    const c = await client(hub);
    expect(await c.closeCode).toBe(4029);
    const status = hub.status();
    expect(status.stopped_code).toBe(4029);
    // The next 00:00 UTC of the moment it stopped (read on both sides of it: the day may turn between).
    expect([nextUtcMidnight(before), nextUtcMidnight(Date.now())]).toContain(Date.parse(status.stopped_until!));
    expect(status.reconnect_scheduled).toBe(false);
    expect(budgetSpent).toBe(true);
    expect(refused).toBe(1);
  });
});
