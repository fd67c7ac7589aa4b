// The BFF refuses only what the reference bounds: a guessed value (nbbo_label, a sector fund symbol,
// an ETF symbol, periods above 500) goes upstream, and the upstream's own answer, 422 included, is shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, counters, startTestBff, type TestBff } from '../testing/test-kit';

let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff({ env: { SANDBOX_CLOCK: 'frozen:2026-11-20T17:00:00Z' } });
});
afterAll(async () => {
  await bff.dispose();
});

async function upstreamCalls(id: string): Promise<number> {
  return (await counters(bff)).requests_by_endpoint[id] ?? 0;
}

describe('published bounds only', () => {
  it('forwards guessed values upstream and relays the upstream 422', async () => {
    const before = await upstreamCalls('darkpool.blocks');
    const r = await call(bff.url, '/api/v1/darkpool/blocks?nbbo_label=sideways');
    expect(r.status).toBe(422);
    expect(r.json()).toMatchObject({ detail: [{ loc: ['query', 'nbbo_label'] }] });
    expect(await upstreamCalls('darkpool.blocks')).toBe(before + 1);

    const etf = await call(bff.url, '/api/v1/economic/etf-flow/DIA');
    expect(etf.status).toBe(422);
    expect(await upstreamCalls('economic.etfFlowSymbol')).toBe(1);
    const periods = await call(bff.url, '/api/v1/economic/event-history?periods=501');
    expect(periods.status).toBe(422);
    expect(await upstreamCalls('economic.eventHistory')).toBe(1);
  });

  it('reaches a sector by its sector fund symbol', async () => {
    const r = await call(bff.url, '/api/v1/darkpool/sector/XLK');
    expect(r.status).toBe(200);
  });

  it('still answers a published bound itself, without an upstream request', async () => {
    const before = await upstreamCalls('darkpool.sector');
    const r = await call(bff.url, '/api/v1/darkpool/sector/technology?limit=301');
    expect(r.status).toBe(422);
    expect(await upstreamCalls('darkpool.sector')).toBe(before);
  });
});
