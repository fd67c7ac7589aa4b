// The governor waits on the timers and the randomness it is given, not on the real ones: a test (or a
// replayed clock) moves its queue and its shared retries without waiting for them.
import { beforeEach, describe, expect, it } from 'vitest';
import { ownCountOnly, type BudgetCounter } from './budget-counter';
import { Governor } from './governor';
import type { Store } from '../cache/store';
import { storePerTest } from '../testing/store-per-test';
import type { Timers } from './timers';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
const now = (): number => t;
let due: { ms: number; fn: () => void; cancelled: boolean }[];
const timers: Timers = {
  after(ms, fn) {
    const entry = { ms, fn, cancelled: false };
    due.push(entry);
    return () => (entry.cancelled = true);
  },
  every: () => () => undefined,
};

beforeEach(() => {
  t = Date.UTC(2026, 10, 20, 15, 0, 59, 950); // 50 ms before the minute rolls
  due = [];
});

describe('Governor on injected timers', () => {
  it('releases a queued interactive request when its timer fires after the roll', async () => {
    const g = new Governor({ store, scope: 's', tier: 'pro', now, timers, minuteLimit: 1 });
    const first = await g.acquire('interactive');
    if (!first.ok) throw new Error('expected a permit');
    const waiting = g.acquire('interactive');
    first.done({ status: 200, headers: {} });
    const live = due.filter((d) => !d.cancelled);
    // The window opens in 50 ms; the drain is asked for just after it, and nothing runs before.
    expect(live.map((d) => d.ms)).toEqual([55]);
    expect(g.snapshot().queue.interactive).toBe(1);
    t += 60;
    live[0]!.fn();
    expect((await waiting).ok).toBe(true);
  });

  it('retries a full shared window after it opens, spread by the injected randomness', async () => {
    const windowEnd = Date.UTC(2026, 10, 20, 15, 1, 0);
    let claims = 0;
    const counter: BudgetCounter = {
      ...ownCountOnly,
      available: true,
      claim: () => {
        claims++;
        return Promise.resolve(
          claims === 1
            ? { ok: false, reason: 'full', until: windowEnd, dayUsed: 1 }
            : { ok: true, minuteUsed: 1, dayUsed: 2, id: 'x' },
        );
      },
    };
    const g = new Governor({ store, scope: 's', tier: 'pro', now, timers, random: () => 0.5, shared: counter });
    const waiting = g.acquire('interactive');
    await expect.poll(() => due.length).toBe(1);
    // 50 ms to the window's end, 5 ms margin and 10 ms of spread (0.5 of 20).
    expect(due[0]!.ms).toBe(65);
    expect(g.snapshot().queue.interactive).toBe(1);
    t = windowEnd + 15;
    due[0]!.fn();
    expect((await waiting).ok).toBe(true);
    expect(claims).toBe(2);
  });
});
