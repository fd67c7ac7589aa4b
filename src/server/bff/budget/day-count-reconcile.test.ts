// Integration: a key that already spent requests today elsewhere (another tool on the same key, a fresh
// DATA_DIR): the BFF's day count starts at the service's count, read from GET /v1/account/usage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import type { BudgetSnapshot } from './governor';
import { call, midDayClock, startTestBff } from '../testing/test-kit';

const KEY = 'sandbox-pro-key';
const SPENT_ELSEWHERE = 7;

describe('the day count reconciled with the service at start', () => {
  let sandbox: RunningSandbox;
  // The service and the BFF count the same day, far from its turn.
  const budgetNow = midDayClock();
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false, realNow: budgetNow });
  });
  afterAll(async () => sandbox?.close());

  it("starts at the service's count of the day, with the one question it took", async () => {
    for (let i = 0; i < SPENT_ELSEWHERE; i++) {
      const res = await fetch(`${sandbox.url}/v1/volatility/atm?symbols=SPY`, { headers: { 'x-api-key': KEY } });
      expect(res.status).toBe(200);
    }
    const bff = await startTestBff({ env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url }, overrides: { budgetNow } });
    try {
      const b = (await call(bff.url, '/api/budget')).json<BudgetSnapshot>();
      expect(b.day.used).toBeGreaterThanOrEqual(SPENT_ELSEWHERE);
      // The tier probe's usage answer is the reconciliation: start costs one request, not two.
      expect(b.day.used).toBe(SPENT_ELSEWHERE + 1);
      const sent = await fetch(`${sandbox.url}/sandbox/counters`).then(
        (r) => r.json() as Promise<{ requests_total: number }>,
      );
      expect(sent.requests_total).toBe(SPENT_ELSEWHERE + 1);
    } finally {
      await bff.dispose();
    }
  });
});
