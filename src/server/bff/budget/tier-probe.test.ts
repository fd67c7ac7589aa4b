// Integration: a standalone sandbox as the upstream; the BFF asks it for the key's tier at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import type { BudgetSnapshot } from './governor';
import { call, startTestBff } from '../testing/test-kit';

describe('tier in upstream mode', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false });
  });
  afterAll(async () => sandbox.close());

  it.each([
    ['sandbox-free-key', 'free', 10, 200],
    ['sandbox-pro-key', 'pro', 60, 5000],
  ] as const)('learns %s is %s before the first page, and budgets follow', async (key, tier, minute, day) => {
    const bff = await startTestBff({ env: { OA_API_KEY: key, OA_BASE_URL: sandbox.url } });
    try {
      const b = (await call(bff.url, '/api/budget')).json<BudgetSnapshot>();
      expect(b.tier).toBe(tier);
      expect(b.minute.limit).toBe(minute);
      expect(b.day.limit).toBe(day);
      // The question itself is one request of the day's budget.
      expect(b.day.used).toBe(1);
    } finally {
      await bff.dispose();
    }
  });
});
