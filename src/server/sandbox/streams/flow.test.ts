// Integration tests of the stream endpoints over real WebSockets on 127.0.0.1:0 (ws client).
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket, fakeOrder, type FakeMarket } from '../testing/fake-market';
import { SANDBOX_FREE_KEY, SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server';
import { flowLagMs } from './flow';
import { connect, type Client } from '../testing/ws-test-client';

let running: RunningSandbox[] = [];
let clients: Client[] = [];
function open(s: RunningSandbox, path: string, key?: string): Client {
  const c = connect(s.wsUrl, path, key);
  clients.push(c);
  return c;
}
afterEach(async () => {
  for (const c of clients) c.ws.terminate();
  clients = [];
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

// An ISO clock inside a session runs at 1x, so orders printed just after "now" arrive during the test.
const START = Date.parse('2026-03-10T15:00:00Z');

async function start(market: FakeMarket, opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, market, clock: new Date(START).toISOString(), heartbeatMs: 100, ...opts });
  running.push(s);
  return s;
}

async function counters(s: RunningSandbox): Promise<Record<string, unknown>> {
  return (await fetch(`${s.url}/sandbox/counters`)).json() as Promise<Record<string, unknown>>;
}

describe('stream close codes', () => {
  it('closes 4001 without a key or with a bad one, 4003 for a free key', async () => {
    const s = await start(createFakeMarket());
    expect(await open(s, '/v1/ws/flow').closed).toBe(4001);
    expect(await open(s, '/v1/ws/abnormal-trades', 'nope').closed).toBe(4001);
    expect(await open(s, '/v1/ws/flow', SANDBOX_FREE_KEY).closed).toBe(4003);
  });

  it('closes the third socket of one key on one endpoint with 4008; endpoints count separately', async () => {
    const s = await start(createFakeMarket());
    const a = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    const b = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    await Promise.all([a.opened, b.opened]);
    expect(await open(s, '/v1/ws/flow', SANDBOX_PRO_KEY).closed).toBe(4008);
    const other = open(s, '/v1/ws/abnormal-trades', SANDBOX_PRO_KEY);
    await other.opened;
    await other.next('heartbeat');
    const c = await counters(s);
    expect(c.ws_open).toEqual({ flow: 2, 'abnormal-trades': 1 });
    const health = (await (await fetch(`${s.url}/health`)).json()) as { ws_connections: number };
    expect(health.ws_connections).toBe(3);
  });

  it('closes 4029 at connect when the flow-row budget is spent', async () => {
    const s = await start(createFakeMarket());
    await fetch(`${s.url}/sandbox/flow-rows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"remaining":0}',
    });
    expect(await open(s, '/v1/ws/flow', SANDBOX_PRO_KEY).closed).toBe(4029);
  });

  it('closes every socket of an endpoint with the admin code, 1006 abruptly', async () => {
    const s = await start(createFakeMarket());
    const a = open(s, '/v1/ws/abnormal-trades', SANDBOX_PRO_KEY);
    const f = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    await Promise.all([a.opened, f.opened]);
    const post = (body: unknown) =>
      fetch(`${s.url}/sandbox/ws/close`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post({ endpoint: 'abnormal-trades', code: 4001 });
    expect(await a.closed).toBe(4001);
    await post({ endpoint: 'flow', code: 1006 });
    expect(await f.closed).toBe(1006);
  });
});

describe('/v1/ws/flow', () => {
  it('sends nothing before subscribe, then subscribed with rejected, then flow_order 1-3 s behind, null IV kept', async () => {
    const m = createFakeMarket();
    const t0 = Date.now();
    const s = await start(m);
    // printed 300 ms and 600 ms after the start: NVDA with IV not observed, and one off the watchlist
    m.orders.push(
      fakeOrder('NVDA', START + 300, 'ev-null-iv', null),
      fakeOrder('T005', START + 350, 'ev-off'),
      fakeOrder('SPY', START + 600, 'ev-spy'),
    );
    const c = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    await c.opened;
    // A message the server cannot read is answered with an error: anything it had pushed before
    // subscribe would arrive ahead of that answer.
    c.ws.send(JSON.stringify({ type: 'bogus' }));
    await c.next('error'); // taken out of the list
    expect(c.messages).toEqual([]);
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['nvda', 'SPY', 'T005'] }));
    expect(await c.next('subscribed')).toEqual({ type: 'subscribed', tickers: ['NVDA', 'SPY'], rejected: ['T005'] });
    const first = await c.next('flow_order', 5000);
    const arrivedAt = Date.now();
    const data = first.data as { event_id: string; order: { implied_volatility: unknown; delta: unknown } };
    expect(data.event_id).toBe('ev-null-iv');
    expect(data.order.implied_volatility).toBeNull();
    expect(data.order.delta).toBeNull();
    // clock started at test start; the print was at +300 ms, so it arrives at least its lag later
    expect(flowLagMs('ev-null-iv')).toBeGreaterThanOrEqual(1000);
    expect(flowLagMs('ev-null-iv')).toBeLessThanOrEqual(3000);
    const second = await c.next('flow_order', 5000);
    expect((second.data as { event_id: string }).event_id).toBe('ev-spy');
    // the ISO clock started at about t0: the print at +300 ms arrives its lag (1-3 s) later, within a tick
    const behind = arrivedAt - (t0 + 300);
    expect(behind).toBeGreaterThanOrEqual(flowLagMs('ev-null-iv') - 250);
    expect(behind).toBeLessThanOrEqual(3000 + 800);
    const cn = await counters(s);
    expect(cn.flow_rows_used).toBe(2);
    expect(c.messages.filter((x) => x.type === 'flow_order')).toEqual([]); // once each
  });

  it('closes 4029 when the budget runs out while streaming', async () => {
    const m = createFakeMarket();
    const s = await start(m);
    m.orders.push(fakeOrder('SPY', START + 200, 'a'), fakeOrder('SPY', START + 250, 'b'));
    await fetch(`${s.url}/sandbox/flow-rows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"remaining":1}',
    });
    const c = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['SPY'] }));
    await c.next('flow_order', 5000);
    expect(await c.closed).toBe(4029);
  });

  it('answers error on invalid JSON and on an unknown message type', async () => {
    const s = await start(createFakeMarket());
    const c = open(s, '/v1/ws/flow', SANDBOX_PRO_KEY);
    await c.opened;
    c.ws.send('{nope');
    expect((await c.next('error')).message).toMatch(/JSON/);
    c.ws.send(JSON.stringify({ type: 'unsubscribe' }));
    expect((await c.next('error')).message).toMatch(/unknown message type/);
  });
});
