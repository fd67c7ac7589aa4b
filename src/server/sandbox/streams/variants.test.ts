// Integration tests of the answer variants on the two streams over real WebSockets: frame forms,
// a second subscribe adding to the first, and the heartbeat interval. Each case runs a sandbox with the
// variants on beside one with them off, over the same market.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket, fakeOrder, type FakeMarket } from '../testing/fake-market';
import { SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox } from '../server';
import { EXTRA_FIELDS } from '../variant-extra-fields';
import { isNulledRow } from '../variant-nulls';
import type { VariantName } from '../variants';
import { connect, type Client } from '../testing/ws-test-client';

let running: RunningSandbox[] = [];
let clients: Client[] = [];
afterEach(async () => {
  for (const c of clients) c.ws.terminate();
  clients = [];
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

// An ISO clock inside a session runs at 1x, so orders printed just after "now" arrive during the test.
const START = '2026-03-10T15:00:00Z';

async function start(market: FakeMarket, variants: readonly VariantName[], heartbeatMs = 60_000) {
  const s = await startSandbox({ port: 0, market, clock: START, heartbeatMs });
  running.push(s);
  const r = await fetch(`${s.url}/sandbox/variants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variants }),
  });
  expect(r.status).toBe(200);
  return s;
}

async function open(s: RunningSandbox, path: string): Promise<Client> {
  const c = connect(s.wsUrl, path, SANDBOX_PRO_KEY);
  clients.push(c);
  await c.opened;
  return c;
}

async function subscribe(c: Client, tickers: string[]): Promise<Record<string, unknown>> {
  c.ws.send(JSON.stringify({ type: 'subscribe', tickers }));
  return c.next('subscribed');
}

/** The first id of the form `<prefix><n>` that the nulls variant does (or does not) choose. */
function idChosen(prefix: string, chosen: boolean): string {
  for (let n = 0; ; n++) if (isNulledRow({ event_id: `${prefix}${n}` }, undefined) === chosen) return `${prefix}${n}`;
}

describe('stream variants', () => {
  it('flow: a second subscribe adds, frames in letters, upper case, offsets, extra fields and nulls', async () => {
    const m = createFakeMarket();
    const variants: VariantName[] = ['subscribed_adds', 'option_letters', 'enum_case', 'timestamp_forms'];
    const on = await start(m, [...variants, 'extra_fields', 'nulls']);
    const off = await start(m, []);
    const [a, b] = await Promise.all([open(on, '/v1/ws/flow'), open(off, '/v1/ws/flow')]);
    await Promise.all([subscribe(a, ['SPY']), subscribe(b, ['SPY'])]);
    expect(await subscribe(a, ['NVDA'])).toMatchObject({ tickers: ['SPY', 'NVDA'], rejected: [], ...EXTRA_FIELDS });
    expect(await subscribe(b, ['NVDA'])).toEqual({ type: 'subscribed', tickers: ['NVDA'], rejected: [] });
    const [kept, nulled] = [idChosen('kept-', false), idChosen('nulled-', true)];
    const at = Math.max(on.marketNow(), off.marketNow()) + 200;
    m.orders.push(fakeOrder('SPY', at, nulled), fakeOrder('NVDA', at + 1, kept));
    const plain = fakeOrder('NVDA', at + 1, kept);
    expect(await b.next('flow_order', 6000)).toEqual({ type: 'flow_order', data: plain });
    const frames = [await a.next('flow_order', 6000), await a.next('flow_order', 6000)];
    const byId = new Map(frames.map((f) => [(f.data as { event_id: string }).event_id, f]));
    const iso = plain.order.timestamp.replace(/\.\d+Z$/, '+00:00');
    expect(byId.get(kept)).toMatchObject({
      ...EXTRA_FIELDS,
      data: {
        ...EXTRA_FIELDS,
        order: { ...EXTRA_FIELDS, option_type: 'C', direction: 'BUY', order_type: 'SWEEP', timestamp: iso },
      },
    });
    expect(byId.get(kept)!.data).toMatchObject({ order: { implied_volatility: 0.25, avg_price: 2.5 } });
    expect(byId.get(nulled)!.data).toMatchObject({ order: { implied_volatility: null, avg_price: null, strike: 100 } });
  });

  it('abnormal trades: a second subscribe adds, frames without event_id and sides upper-cased', async () => {
    const m = createFakeMarket();
    const on = await start(m, ['subscribed_adds', 'no_event_id', 'enum_case']);
    const off = await start(m, []);
    const [a, b] = await Promise.all([open(on, '/v1/ws/abnormal-trades'), open(off, '/v1/ws/abnormal-trades')]);
    await Promise.all([subscribe(a, ['SPY']), subscribe(b, ['SPY'])]);
    expect(await subscribe(a, ['qqq'])).toEqual({ type: 'subscribed', tickers: ['SPY', 'QQQ'] });
    expect(await subscribe(b, ['qqq'])).toEqual({ type: 'subscribed', tickers: ['QQQ'] });
    const at = Math.max(on.marketNow(), off.marketNow()) + 200;
    const trade = (ticker: string, ms: number) => ({
      ...{ event_id: `${ticker}-1`, ticker, side: 'sell' as const, premium: 2_500_000 },
      ...{ timestamp: new Date(ms).toISOString(), option_symbol: `O:${ticker}261120P00100000` },
      ...{ option_type: 'put' as const, strike: 100, expiration: '2026-11-20', contracts: 5000 },
      ...{ p99_threshold: 1200, spot: 101, implied_volatility: 0.3 },
    });
    m.trades.push(trade('SPY', at), trade('QQQ', at + 1));
    const { event_id: _, ...withoutId } = trade('SPY', at);
    expect(await a.next('abnormal_trade')).toEqual({
      type: 'abnormal_trade',
      data: { ...withoutId, side: 'SELL', option_type: 'PUT' },
    });
    expect((await a.next('abnormal_trade')).data).toMatchObject({ ticker: 'QQQ', side: 'SELL' });
    expect(await b.next('abnormal_trade')).toEqual({ type: 'abnormal_trade', data: trade('QQQ', at + 1) });
  });

  it('heartbeat_interval: heartbeats at a third of the interval, a heartbeat stamp as an offset', async () => {
    const m = createFakeMarket();
    const heartbeatMs = 1500;
    const on = await start(m, ['heartbeat_interval', 'timestamp_forms'], heartbeatMs);
    const off = await start(m, [], heartbeatMs);
    const [a, b] = await Promise.all([open(on, '/v1/ws/abnormal-trades'), open(off, '/v1/ws/abnormal-trades')]);
    const opened = Date.now();
    const order: string[] = [];
    const beats = [a.next('heartbeat').then(() => order.push('on')), b.next('heartbeat').then(() => order.push('off'))];
    const first = await a.next('heartbeat');
    const firstAt = Date.now();
    await Promise.all(beats);
    const offAt = Date.now();
    // Timers of one process fire in the order they are due, however loaded the machine is.
    expect(order).toEqual(['on', 'off']);
    expect(offAt - opened).toBeGreaterThanOrEqual(heartbeatMs - 50);
    expect(firstAt - opened).toBeGreaterThanOrEqual(heartbeatMs / 3 - 50);
    expect(String(first.ts)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });
});
