// The sandbox reads guessed values strictly (its own 422) while the contract forwards them; a sector
// key, name or fund symbol reaches the handler as its sector key; /health ignores a stray api_key.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from './testing/fake-market';
import type { RouteTable } from './handler';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

const PRO = { headers: { 'x-api-key': SANDBOX_PRO_KEY } };

const echo: RouteTable = {
  'darkpool.sector': (ctx) => ({ body: { key: ctx.values.key } }),
  'darkpool.blocks': (ctx) => ({ body: { nbbo_label: ctx.values.nbbo_label ?? null } }),
  'economic.etfFlowSymbol': (ctx) => ({ body: { symbol: ctx.values.symbol } }),
  'economic.eventHistory': (ctx) => ({ body: { periods: ctx.values.periods } }),
};

let running: RunningSandbox | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function call(path: string, init: RequestInit = PRO) {
  running ??= await startSandbox({
    port: 0,
    market: createFakeMarket(),
    routeTable: echo,
    clock: 'frozen:2026-11-20T15:00:00Z',
  });
  const res = await fetch(`${running.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as { detail?: { loc: string[] }[] } & Record<string, unknown> };
}

describe('sandbox strict reading', () => {
  it('accepts a sector key, name or sector fund symbol and hands the handler the key', async () => {
    expect((await call('/v1/darkpool/sector/technology')).body.key).toBe('technology');
    expect((await call('/v1/darkpool/sector/Technology')).body.key).toBe('technology');
    expect((await call('/v1/darkpool/sector/Health%20Care')).body.key).toBe('health_care');
    expect((await call('/v1/darkpool/sector/XLK')).body.key).toBe('technology');
    expect((await call('/v1/darkpool/sector/xlre')).body.key).toBe('real_estate');
    const bad = await call('/v1/darkpool/sector/crypto');
    expect(bad.status).toBe(422);
    expect(bad.body.detail?.[0]?.loc).toEqual(['path', 'key']);
  });

  it('answers 422 itself for an unknown nbbo_label, ETF symbol or periods above 500', async () => {
    expect((await call('/v1/darkpool/blocks?nbbo_label=at_ask')).body.nbbo_label).toBe('at_ask');
    expect((await call('/v1/darkpool/blocks?nbbo_label=sideways')).status).toBe(422);
    expect((await call('/v1/economic/etf-flow/qqq')).body.symbol).toBe('QQQ');
    expect((await call('/v1/economic/etf-flow/AAPL')).status).toBe(422);
    expect((await call('/v1/economic/event-history?periods=500')).body.periods).toBe(500);
    const over = await call('/v1/economic/event-history?periods=501');
    expect(over.status).toBe(422);
    expect(over.body.detail?.[0]?.loc).toEqual(['query', 'periods']);
  });

  it('answers /health with a stray api_key, which needs no authentication', async () => {
    const r = await call('/health?api_key=x', {});
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect((await call('/v1/oi/health?api_key=x', PRO)).status).toBe(401);
  });
});
