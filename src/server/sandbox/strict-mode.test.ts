// Integration: a strict sandbox (SANDBOX_STRICT=1) refuses the paths the reference does not publish,
// and answers a published path whose parameters alone are the sandbox's assumption.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarket } from './testing/fake-market';
import type { RouteTable } from './handler';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

const table: RouteTable = {
  'screener.run': () => ({ body: { session: 'latest', results: [] } }),
  'quotes.quote': (ctx) => ({ body: { ticker: ctx.values.ticker, price: 1 } }),
};

describe('strict mode', () => {
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startSandbox({
      port: 0,
      market: createFakeMarket(),
      routeTable: table,
      clock: 'frozen:2026-03-10T15:00:00Z',
      warm: false,
      strict: true,
    });
  });
  afterAll(async () => s.close());

  const get = (path: string) => fetch(`${s.url}${path}`, { headers: { 'x-api-key': SANDBOX_PRO_KEY } });
  const unpublished = async () =>
    ((await (await fetch(`${s.url}/sandbox/stats`)).json()) as { unpublished_requests: number }).unpublished_requests;

  it('answers a published path whose parameters are assumed (the screener) and does not count it', async () => {
    const before = await unpublished();
    const r = await get('/v1/screener');
    expect(r.status).toBe(200);
    expect(await unpublished()).toBe(before);
  });

  it('refuses a path reached only through an MCP tool (the quote) with 404, and counts it', async () => {
    const before = await unpublished();
    const r = await get('/v1/quotes/SPY');
    expect(r.status).toBe(404);
    expect(await unpublished()).toBe(before + 1);
  });
});
