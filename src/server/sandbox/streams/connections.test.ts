// The ping/pong keepalive of the stream sockets over a real WebSocket on 127.0.0.1:0.
import WebSocket from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeMarket } from '../testing/fake-market';
import { SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox } from '../server';

let running: RunningSandbox[] = [];
let sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets) ws.terminate();
  sockets = [];
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

async function open(autoPong: boolean): Promise<{ ws: WebSocket; pings: () => number; closed: Promise<number> }> {
  const s = await startSandbox({
    port: 0,
    market: createFakeMarket(),
    clock: 'frozen:2026-03-10T15:00:00Z',
    pingMs: 40,
  });
  running.push(s);
  const ws = new WebSocket(`${s.wsUrl}/v1/ws/abnormal-trades?api_key=${SANDBOX_PRO_KEY}`, { autoPong });
  sockets.push(ws);
  let pings = 0;
  ws.on('ping', () => (pings += 1));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return { ws, pings: () => pings, closed };
}

describe('stream keepalive', () => {
  it('pings open sockets and keeps those that answer with a pong', async () => {
    const c = await open(true);
    // Three pings, each answered, and the socket still open (the keepalive interval is short here).
    await vi.waitFor(() => expect(c.pings()).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 10 });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('terminates a socket that did not answer the previous ping', async () => {
    const c = await open(false);
    // Terminated without a close frame: the client sees 1006 (a socket left open fails on the test's timeout).
    expect(await c.closed).toBe(1006);
    expect(c.pings()).toBeGreaterThanOrEqual(1);
  });
});
