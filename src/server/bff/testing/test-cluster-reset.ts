/**
 * Between integration tests: forget what the instances of one test shared in Redis (a dead holder's
 * lease, the instances' tickers, the last holder's seen-through, the session's recorded rows and
 * readings, the alerts and their fires), so that the next test's instances settle on a holder at once and
 * start from nothing of the previous test's. The budgets stay: they mirror counts the upstream keeps.
 * Test support only; nothing in the app imports it.
 */
import { Redis } from 'ioredis';

const SHARED_BY_A_TEST = ['oa:*:stream:*', 'oa:*:rows-*', 'oa:*:journal:*', 'oa:*:alert*'];

export async function forgetSharedState(redisUrl: string): Promise<void> {
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await r.connect();
    for (const pattern of SHARED_BY_A_TEST) {
      const keys = await r.keys(pattern);
      if (keys.length > 0) await r.del(...keys);
    }
  } finally {
    r.disconnect();
  }
}
