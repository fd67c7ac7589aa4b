// The day's count follows the service's usage answer every 15 minutes on the governor's clock, at
// background priority, never with the slots kept for traders, and never across 00:00 UTC.
import { beforeEach, describe, expect, it } from 'vitest';
import { DayCountSync } from './day-count-sync';
import { Governor } from './governor';
import type { Store } from '../cache/store';
import { storePerTest } from '../testing/store-per-test';
import type { UpstreamResponse } from '../upstream/upstream-client';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
const now = (): number => t;

/** A service whose usage answer reports `serviceCount` (or whatever body is given); counts the questions. */
function service(answer: () => unknown, beforeAnswer: () => void = () => undefined) {
  const asked: string[] = [];
  return {
    asked,
    send: (_method: string, path: string): Promise<UpstreamResponse> => {
      asked.push(path);
      beforeAnswer();
      return Promise.resolve({ status: 200, headers: {}, body: Buffer.from(JSON.stringify(answer())) });
    },
  };
}

function governor(extra: Partial<ConstructorParameters<typeof Governor>[0]> = {}): Governor {
  return new Governor({ store, scope: 's', tier: 'pro', now, ...extra });
}

beforeEach(() => {
  t = Date.UTC(2026, 10, 20, 15, 0, 10);
});

describe('DayCountSync', () => {
  it("takes the service's larger count, asks again only after 15 minutes, and counts its own question", async () => {
    const g = governor();
    let serviceCount = 40;
    const s = service(() => ({ tier: 'pro', requests_today: serviceCount, requests_this_minute: 1 }));
    const sync = new DayCountSync({ governor: g, upstream: s });
    await sync.tick();
    expect(s.asked).toEqual(['/v1/account/usage']);
    expect(g.snapshot().day.used).toBe(40);

    serviceCount = 90;
    t += 14 * 60_000;
    await sync.tick();
    expect(s.asked).toHaveLength(1);
    t += 60_000;
    await sync.tick();
    expect(s.asked).toHaveLength(2);
    expect(g.snapshot().day.used).toBe(90);

    // A smaller service count (a count of another day, a lagging replica) never lowers ours.
    serviceCount = 3;
    t += 15 * 60_000;
    await sync.tick();
    expect(g.snapshot().day.used).toBe(91);
  });

  it("never spends the day's last slots on the question (background priority)", async () => {
    store.setDayUsed('s', '2026-11-20', 95);
    const g = governor({ dayLimit: 100 });
    const s = service(() => ({ requests_today: 99 }));
    await new DayCountSync({ governor: g, upstream: s }).tick();
    expect(s.asked).toHaveLength(0);
    expect(g.snapshot().day.used).toBe(95);
  });

  it('stops asking a service whose usage answer reports no day count', async () => {
    const g = governor();
    const s = service(() => ({ tier: 'pro', requests_this_minute: 2 }));
    const sync = new DayCountSync({ governor: g, upstream: s });
    await sync.tick();
    t += 60 * 60_000;
    await sync.tick();
    expect(s.asked).toHaveLength(1);
    expect(g.snapshot().day.used).toBe(1);
  });

  it('does not carry a count asked before 00:00 UTC into the new day', async () => {
    t = Date.UTC(2026, 10, 20, 23, 59, 59, 900);
    const g = governor();
    const s = service(
      () => ({ requests_today: 4000 }),
      () => (t += 200),
    );
    await new DayCountSync({ governor: g, upstream: s }).tick();
    expect(s.asked).toHaveLength(1);
    expect(g.snapshot().day.used).toBe(0);
  });
});

describe('DayCountSync on a small day', () => {
  it("asks a free key's service every 6 hours, not every 15 minutes (2 % of its 200 requests)", async () => {
    const g = governor({ tier: 'free' });
    const s = service(() => ({ requests_today: 10 }));
    const sync = new DayCountSync({ governor: g, upstream: s });
    await sync.tick();
    t += 15 * 60_000;
    await sync.tick();
    expect(s.asked).toHaveLength(1);
    t += 6 * 3600_000 - 15 * 60_000;
    await sync.tick();
    expect(s.asked).toHaveLength(2);
  });
});
