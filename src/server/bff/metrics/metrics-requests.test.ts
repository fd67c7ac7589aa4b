// Integration: GET /api/metrics of a real BFF and its embedded sandbox. Each family of the REST side moves
// when its event happens: an answer by cache outcome, an upstream status or failure, the budgets, the
// flow rows, a drifted field; and the shared store reads absent without REDIS_URL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, counters, midDayClock, sandboxAdmin, startTestBff, until, type TestBff } from '../testing/test-kit';
import { scrape, type Scrape } from '../testing/metrics-test-kit';

const CANDLES = '/api/v1/quotes/AAPL/candles?interval=15m';
const requests = (s: Scrape, cache: string, endpoint = 'quotes.candles'): number =>
  s.value('oa_bff_requests_total', { endpoint, cache }) ?? 0;

describe('metrics of the REST side', () => {
  let bff: TestBff;
  // The cache's clock, fixed mid-session (Wed 2026-11-18 11:00 ET): a non-immutable answer dies when the
  // calendar's current session changes, so a real clock read before the open and moved 2 h later (past it)
  // would drop the copy the stale-if-error test needs: the test passed or failed with the hour.
  let cacheNow = Date.parse('2026-11-18T16:00:00Z');
  // The budgets' clock stands still: no minute window turns between two scrapes of a test.
  const budgetAt = midDayClock()();
  beforeAll(async () => {
    bff = await startTestBff({
      overrides: { cacheNow: () => cacheNow, budgetNow: () => budgetAt, upstreamTimeoutMs: 1500 },
    });
  });
  afterEach(async () => {
    for (const route of ['faults', 'renames']) await fetch(`${bff.sandboxUrl}/sandbox/${route}`, { method: 'DELETE' });
  });
  afterAll(async () => bff.dispose());

  it('counts every answer by endpoint id and the X-Cache outcome it carried: MISS, HIT, COALESCED, STALE', async () => {
    const before = await scrape(bff);
    expect((await call(bff.url, CANDLES)).headers.get('x-cache')).toBe('MISS');
    expect((await call(bff.url, CANDLES)).headers.get('x-cache')).toBe('HIT');
    const afterTwo = await scrape(bff);
    expect(requests(afterTwo, 'MISS') - requests(before, 'MISS')).toBe(1);
    expect(requests(afterTwo, 'HIT') - requests(before, 'HIT')).toBe(1);

    // The upstream holds its answer 4 s: a request made once the first has reached it waits on that one.
    const msft = '/api/v1/quotes/MSFT/candles';
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/MSFT/candles', delay_ms: 4000, count: 1 });
    const asked = async (): Promise<number> => (await counters(bff)).requests_by_endpoint['quotes.candles'] ?? 0;
    const askedBefore = await asked();
    const first = call(bff.url, msft);
    await until(async () => (await asked()) > askedBefore, 4000, 'the first request upstream');
    expect((await call(bff.url, msft)).headers.get('x-cache')).toBe('COALESCED');
    expect((await first).headers.get('x-cache')).toBe('MISS');
    const afterBurst = await scrape(bff);
    expect(requests(afterBurst, 'MISS') - requests(afterTwo, 'MISS')).toBe(1);
    expect(requests(afterBurst, 'COALESCED') - requests(afterTwo, 'COALESCED')).toBe(1);

    // Far past its freshness, the copy is served when the upstream fails.
    cacheNow += 2 * 3600_000;
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/AAPL/candles', status: 502, count: 1 });
    expect((await call(bff.url, CANDLES)).headers.get('x-cache')).toBe('STALE');
    expect(requests(await scrape(bff), 'STALE') - requests(afterBurst, 'STALE')).toBe(1);
  });

  it('counts upstream answers by status code, and requests that got none by kind', async () => {
    const code = (s: Scrape, c: string): number => s.value('oa_bff_upstream_responses_total', { code: c }) ?? 0;
    const timeouts = (s: Scrape): number => s.value('oa_bff_upstream_failures_total', { kind: 'timeout' }) ?? 0;
    const before = await scrape(bff);
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/volatility/*/iv-rank', status: 404, count: 1 });
    expect((await call(bff.url, '/api/v1/volatility/QQQ/iv-rank')).status).toBe(404);
    expect((await call(bff.url, '/api/v1/volatility/IWM/iv-rank')).status).toBe(200);
    const after = await scrape(bff);
    expect(code(after, '404') - code(before, '404')).toBe(1);
    expect(code(after, '200') - code(before, '200')).toBe(1);

    await sandboxAdmin(bff, 'faults', { pattern: '/v1/quotes/META', delay_ms: 3000, count: 1 });
    expect((await call(bff.url, '/api/v1/quotes/META')).status).toBe(504);
    expect(timeouts(await scrape(bff)) - timeouts(after)).toBe(1);
  });

  it('shows the minute and day budget used, and the day projected, moving with upstream requests', async () => {
    const before = await scrape(bff);
    for (const t of ['SPY', 'QQQ', 'IWM'])
      expect((await call(bff.url, `/api/v1/volatility/atm?symbols=${t}`)).status).toBe(200);
    const after = await scrape(bff);
    for (const name of ['oa_bff_minute_requests_used', 'oa_bff_day_requests_used']) {
      expect(after.value(name)! - before.value(name)!, name).toBeGreaterThanOrEqual(3);
    }
    expect(after.value('oa_bff_day_requests_projected')).toBeGreaterThan(
      before.value('oa_bff_day_requests_projected')!,
    );
    expect(after.value('oa_bff_day_requests_limit')).toBeGreaterThan(0);
    expect(after.value('oa_bff_minute_requests_limit')).toBeGreaterThan(0);
    expect(after.value('oa_bff_pacing_slowed_factor')).toBe(1);
    expect(after.value('oa_bff_pacing_paused')).toBe(0);
  });

  it('shows the flow rows used once a flow-row endpoint has answered', async () => {
    const before = (await scrape(bff)).value('oa_bff_flow_rows_used') ?? 0;
    const tape = await call(bff.url, '/api/v1/options-flow/tape?ticker=SPY&limit=5');
    expect(tape.status).toBe(200);
    const after = await scrape(bff);
    expect(after.value('oa_bff_flow_rows_used')).toBeGreaterThan(before);
    expect(after.value('oa_bff_flow_rows_limit')).toBeGreaterThan(after.value('oa_bff_flow_rows_used')!);
  });

  it('shows each drifted field once by endpoint id and counts the answers it drifted in', async () => {
    const fields = (s: Scrape): number | undefined => s.value('oa_bff_drift_fields', { endpoint: 'gex.levels' });
    const seen = (s: Scrape): number | undefined =>
      s.value('oa_bff_drift_observations_total', { endpoint: 'gex.levels' });
    expect(fields(await scrape(bff))).toBeUndefined();
    await sandboxAdmin(bff, 'renames', { pattern: '/v1/gex/*/levels', from: 'gamma_flip', to: 'gamma_flip_level' });
    expect((await call(bff.url, '/api/v1/gex/2026-11-19/SPY/levels')).status).toBe(200);
    const once = await scrape(bff);
    expect(fields(once)).toBe(1);
    expect(seen(once)).toBe(1);
    expect((await call(bff.url, '/api/v1/gex/2026-11-18/SPY/levels')).status).toBe(200);
    const twice = await scrape(bff);
    expect(fields(twice)).toBe(1);
    expect(seen(twice)).toBe(2);
  });

  it('reads the shared store as absent without REDIS_URL', async () => {
    const s = await scrape(bff);
    expect(s.value('oa_bff_shared_store_state', { state: 'absent' })).toBe(1);
    expect(s.value('oa_bff_shared_store_state', { state: 'up' })).toBe(0);
  });
});

describe('pacing factor', () => {
  let bff: TestBff;
  beforeAll(async () => {
    // A small day with six hours of session left: a few background refreshes already outrun it.
    bff = await startTestBff({
      env: { SANDBOX_CLOCK: 'frozen:2026-11-20T15:00:00Z' },
      overrides: { governor: { dayLimit: 60, reserve: 5 } },
    });
  });
  afterAll(async () => bff.dispose());

  it('moves above 1 when background refreshes would spend more than the day has left', async () => {
    expect((await scrape(bff)).value('oa_bff_pacing_slowed_factor')).toBe(1);
    const background = { headers: { 'X-Priority': 'background' } };
    for (const t of ['SPY', 'QQQ', 'IWM']) await call(bff.url, `/api/v1/volatility/atm?symbols=${t}`, background);
    const s = await scrape(bff);
    expect(s.value('oa_bff_pacing_slowed_factor')).toBeGreaterThan(1);
    expect(s.value('oa_bff_pacing_paused')).toBe(0);
  });
});
