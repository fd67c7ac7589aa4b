import { beforeEach, describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../api/time-windows';
import { Governor, type Permit, type Refusal } from './governor';
import type { Store } from '../cache/store';
import { storePerTest } from '../testing/store-per-test';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
const now = (): number => t;

beforeEach(() => {
  t = Date.UTC(2026, 10, 20, 15, 0, 10); // 10 s into a minute
});

function gov(extra: Partial<ConstructorParameters<typeof Governor>[0]> = {}): Governor {
  return new Governor({ store, scope: 's', tier: 'pro', now, ...extra });
}

describe('Governor', () => {
  it('admits up to the minute limit, keeps a reserve from background work, then refuses with an honest Retry-After', async () => {
    const g = gov({ minuteLimit: 5, reserve: 2, maxInteractiveWaitMs: 10_000 });
    const bg: (Permit | Refusal)[] = [];
    for (let i = 0; i < 4; i++) bg.push(await g.acquire('background'));
    expect(bg.map((p) => p.ok)).toEqual([true, true, true, false]);
    const i1 = await g.acquire('interactive');
    const i2 = await g.acquire('interactive');
    expect(i1.ok && i2.ok).toBe(true);
    // The window is full and resets in 50 s: more than the 10 s an interactive request may wait.
    const r = await g.acquire('interactive');
    expect(r).toEqual({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 50 });
    expect(g.snapshot().minute).toEqual({
      limit: 5,
      remaining: 0,
      reset: Math.ceil(Date.UTC(2026, 10, 20, 15, 1, 0) / 1000),
    });
  });

  it('queues interactive requests that fit in the wait and releases them when the window rolls', async () => {
    t = Date.UTC(2026, 10, 20, 15, 0, 59, 950); // 50 ms before the minute rolls
    const g = gov({ minuteLimit: 1 });
    const first = await g.acquire('interactive');
    if (!first.ok) throw new Error('expected a permit');
    const waiting = g.acquire('interactive');
    expect(g.snapshot().queue.interactive).toBe(1);
    first.done({ status: 200, headers: {} });
    t += 100;
    const p = await waiting;
    expect(p.ok).toBe(true);
  });

  it('counts a request still in flight at the roll in the new window too (it may land there upstream)', async () => {
    t = Date.UTC(2026, 10, 20, 15, 0, 59, 950);
    const g = gov({ minuteLimit: 2 });
    const slow = await g.acquire('interactive');
    expect(slow.ok).toBe(true);
    t += 100;
    expect(g.snapshot().minute.remaining).toBe(1);
  });

  it('takes Retry-After over X-RateLimit-Reset and never sends into a known 429', async () => {
    const g = gov();
    const p = await g.acquire('interactive');
    if (!p.ok) throw new Error('expected a permit');
    const reset = Math.ceil(t / 60_000) * 60; // end of this minute, 50 s away
    p.done({
      status: 429,
      headers: { 'retry-after': '3', 'x-ratelimit-reset': String(reset), 'x-ratelimit-remaining': '0' },
    });
    expect(g.snapshot().blocked_until).toBe(Math.ceil((t + 3000) / 1000));
    // Blocked for 3 s by Retry-After: a background request is refused with that wait.
    const r = await g.acquire('background');
    expect(r.ok).toBe(false);
    // And the window (60 s limit) says the minute is spent.
    expect(g.snapshot().minute.remaining).toBe(0);
  });

  it('follows the upstream headers when they say more is used than we counted', async () => {
    const g = gov();
    const p = await g.acquire('interactive');
    if (!p.ok) throw new Error('expected a permit');
    const reset = Math.ceil(t / 60_000) * 60;
    p.done({
      status: 200,
      headers: { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': String(reset) },
    });
    expect(g.snapshot().minute.remaining).toBe(7);
  });

  it('counts the day in the store so that a new governor (a restart) remembers it', async () => {
    const g = gov();
    for (let i = 0; i < 3; i++) {
      const p = await g.acquire('interactive');
      if (p.ok) p.done();
    }
    expect(g.snapshot().day.used).toBe(3);
    expect(gov().snapshot().day.used).toBe(3);
  });

  it('refuses when the day is spent, until 00:00 UTC', async () => {
    const g = gov({ dayLimit: 1 });
    expect((await g.acquire('interactive')).ok).toBe(true);
    const r = await g.acquire('interactive');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('day_budget_exhausted');
      expect(r.retryAfterSec).toBe((Date.UTC(2026, 10, 21) - t) / 1000);
    }
  });

  it('refuses flow-row routes locally once X-FlowRows-Remaining reached 0', async () => {
    const g = gov();
    const p = await g.acquire('interactive', { flowRows: true });
    if (!p.ok) throw new Error('expected a permit');
    p.done({
      status: 200,
      headers: {
        'x-flowrows-limit': '150000',
        'x-flowrows-remaining': '0',
        'x-flowrows-reset': String(Date.UTC(2026, 10, 21) / 1000),
      },
    });
    const r = await g.acquire('interactive', { flowRows: true });
    expect(r.ok ? 'ok' : r.reason).toBe('flow_row_budget_exhausted');
    expect((await g.acquire('interactive')).ok).toBe(true);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', 0)).toBe(7000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});
