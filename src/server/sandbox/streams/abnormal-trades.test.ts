// Integration tests of /v1/ws/abnormal-trades over a real WebSocket on 127.0.0.1:0.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from '../testing/fake-market';
import { SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox } from '../server';
import { connect, type Client } from '../testing/ws-test-client';

const START = Date.parse('2026-03-10T15:00:00Z');
let running: RunningSandbox[] = [];
let clients: Client[] = [];
afterEach(async () => {
  for (const c of clients) c.ws.terminate();
  clients = [];
  await Promise.all(running.map((s) => s.close()));
  running = [];
});

describe('/v1/ws/abnormal-trades', () => {
  it('sends heartbeats, honours a subscribe filter and pushes abnormal trades', async () => {
    const m = createFakeMarket();
    const s = await startSandbox({ port: 0, market: m, clock: new Date(START).toISOString(), heartbeatMs: 100 });
    running.push(s);
    const trade = (ticker: string, at: number, id: string) => ({
      event_id: id,
      ticker,
      side: 'sell' as const,
      premium: 2_500_000,
      timestamp: new Date(at).toISOString(),
      option_symbol: `O:${ticker}261120P00100000`,
      option_type: 'put' as const,
      strike: 100,
      expiration: '2026-11-20',
      contracts: 5000,
      p99_threshold: 1200,
      spot: 101,
      implied_volatility: null,
    });
    m.trades.push(trade('QQQ', START + 700, 'q1'), trade('SPY', START + 800, 's1'));
    const c = connect(s.wsUrl, '/v1/ws/abnormal-trades', SANDBOX_PRO_KEY);
    clients.push(c);
    await c.opened;
    const hb = await c.next('heartbeat', 2000);
    expect(Number.isNaN(Date.parse(String(hb.ts)))).toBe(false);
    c.ws.send(JSON.stringify({ type: 'subscribe', tickers: ['spy'] }));
    expect(await c.next('subscribed')).toEqual({ type: 'subscribed', tickers: ['SPY'] });
    const t = await c.next('abnormal_trade', 5000);
    expect(t.data).toMatchObject({ event_id: 's1', ticker: 'SPY', side: 'sell', implied_volatility: null });
    expect(c.messages.some((x) => x.type === 'abnormal_trade')).toBe(false);
    c.ws.send('[]');
    expect((await c.next('error')).message).toMatch(/unknown message type/);
  });
});
