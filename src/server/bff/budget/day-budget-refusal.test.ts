// Integration: the BFF's own 429 when the day's request budget is spent names the day's budget, its count
// and its reset, so the app does not read it as the minute's budget "retrying in 54,000 s".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../../api/time-windows';
import { call, counters, startTestBff, type TestBff } from '../testing/test-kit';

const DAY_LIMIT = 2;

describe("the BFF's day-budget refusal", () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ overrides: { governor: { dayLimit: DAY_LIMIT } } });
  });
  afterAll(async () => {
    await bff?.dispose();
  });

  it("says the day's budget is spent (used of limit) and resets at 00:00 UTC, without asking upstream", async () => {
    for (const t of ['SPY', 'QQQ'])
      expect((await call(bff.url, `/api/v1/volatility/atm?symbols=${t}`)).status).toBe(200);
    const before = (await counters(bff)).requests_total;
    const res = await call(bff.url, '/api/v1/volatility/atm?symbols=IWM');
    expect(res.status).toBe(429);
    const body = res.json<{ error: string; message: string; used: number; limit: number; resets_at: string }>();
    expect(body.error).toBe('day_budget_exhausted');
    expect(body.message).toBe("the day's budget is spent: 2 of 2 requests; it resets at 00:00 UTC");
    expect(body).toMatchObject({ used: DAY_LIMIT, limit: DAY_LIMIT });
    expect(Date.parse(body.resets_at)).toBe(nextUtcMidnight(bff.budgetNow()));
    expect(body.message).not.toMatch(/minute/);
    expect((await counters(bff)).requests_total).toBe(before);
  });
});
