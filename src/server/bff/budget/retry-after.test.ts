// Integration: an upstream 429 with Retry-After: 15 blocks the BFF for 15 s, not to the end of the minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetSnapshot } from './governor';
import { call, sandboxAdmin, startTestBff, type TestBff } from '../testing/test-kit';

describe('upstream Retry-After', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('blocks exactly until Retry-After and tells the client the true wait', async () => {
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/darkpool/ranking', status: 429, retry_after: 15, count: 1 });
    // Read on the BFF's budget clock, on both sides of the 429 (however long the request took).
    const sent = bff.budgetNow();
    const first = await call(bff.url, '/api/v1/darkpool/ranking');
    const answered = bff.budgetNow();
    expect(first.status).toBe(429);
    const budget = (await call(bff.url, '/api/budget')).json<BudgetSnapshot>();
    // Whatever second of the minute this runs at: the block ends 15 s after the 429, not at the minute's end
    // (blocked_until is in whole seconds).
    expect(budget.blocked_until).not.toBeNull();
    expect(budget.blocked_until! * 1000).toBeGreaterThanOrEqual(sent + 15_000 - 1000);
    expect(budget.blocked_until! * 1000).toBeLessThanOrEqual(answered + 15_000 + 1000);
    // And the window opens then: the budget does not stay spent until the wall-clock minute ends.
    expect(budget.minute.reset).toBeLessThanOrEqual(budget.blocked_until! + 1);
    const refused = await call(bff.url, '/api/v1/volatility/SPY/iv-rank');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(16);
  });
});
