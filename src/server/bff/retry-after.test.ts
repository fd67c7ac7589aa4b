// Integration: an upstream 429 with Retry-After: 15 blocks the BFF for 15 s, not to the end of the minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetSnapshot } from './governor';
import { call, sandboxAdmin, startTestBff, type TestBff } from './test-kit';

describe('upstream Retry-After', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('blocks exactly until Retry-After and tells the client the true wait', async () => {
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/darkpool/ranking', status: 429, retry_after: 15, count: 1 });
    const sent = Date.now();
    const first = await call(bff.url, '/api/v1/darkpool/ranking');
    expect(first.status).toBe(429);
    const budget = (await call(bff.url, '/api/budget')).json<BudgetSnapshot>();
    // Whatever second of the minute this runs at: the block ends 15 s after the 429, not at the minute's end.
    expect(budget.blocked_until).not.toBeNull();
    expect(budget.blocked_until! * 1000 - sent).toBeGreaterThanOrEqual(14_000);
    expect(budget.blocked_until! * 1000 - sent).toBeLessThanOrEqual(17_000);
    // And the window opens then: the budget does not stay spent until the wall-clock minute ends.
    expect(budget.minute.reset).toBeLessThanOrEqual(budget.blocked_until! + 1);
    const refused = await call(bff.url, '/api/v1/volatility/SPY/iv-rank');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(16);
  });
});
