import { beforeEach, describe, expect, it } from 'vitest';
import { Governor, type Permit } from './governor';
import type { Store } from '../cache/store';
import { storePerTest } from '../testing/store-per-test';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
const now = (): number => t;
const minuteStart = Date.UTC(2026, 10, 20, 15, 0, 0);

beforeEach(() => {
  t = minuteStart + 5_000;
});

/** An upstream 429 as the reference describes it: Retry-After plus a window that ends at the minute. */
function upstream429(retryAfter: string | undefined): { status: number; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': '60',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String((minuteStart + 60_000) / 1000),
  };
  if (retryAfter !== undefined) headers['retry-after'] = retryAfter;
  return { status: 429, headers };
}

describe('Governor and an upstream Retry-After', () => {
  it('blocks exactly until Retry-After, not to the end of the minute, and tells clients the true wait', async () => {
    const g = new Governor({ store, scope: 's', tier: 'pro', now, maxInteractiveWaitMs: 10_000 });
    const p = (await g.acquire('interactive')) as Permit;
    expect(p.ok).toBe(true);
    p.done(upstream429('15'));
    expect(g.snapshot().blocked_until).toBe((t + 15_000) / 1000);

    t += 1_000;
    expect(await g.acquire('interactive')).toEqual({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 14 });

    t += 14_000; // exactly the Retry-After: the upstream accepts again, 40 s before the minute ends
    const again = await g.acquire('interactive');
    expect(again.ok).toBe(true);
    expect(g.snapshot().blocked_until).toBeNull();
    g.close();
  });

  it('without Retry-After waits for X-RateLimit-Reset', async () => {
    const g = new Governor({ store, scope: 's', tier: 'pro', now, maxInteractiveWaitMs: 10_000 });
    const p = (await g.acquire('interactive')) as Permit;
    p.done(upstream429(undefined));
    t += 15_000;
    expect(await g.acquire('interactive')).toEqual({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 40 });
    g.close();
  });
});

describe('Governor across a restart', () => {
  it('remembers the minute window: 55 of 60 spent, a new governor on the same store has 5 left', async () => {
    const first = new Governor({ store, scope: 's', tier: 'pro', now });
    for (let i = 0; i < 55; i++) expect((await first.acquire('interactive')).ok).toBe(true);
    // No close(): as after kill -9.
    t += 2_000;
    const second = new Governor({ store, scope: 's', tier: 'pro', now, maxInteractiveWaitMs: 10_000 });
    expect(second.snapshot().minute.remaining).toBe(5);
    for (let i = 0; i < 5; i++) expect((await second.acquire('interactive')).ok).toBe(true);
    expect((await second.acquire('interactive')).ok).toBe(false);
    // The next minute starts afresh.
    t = minuteStart + 60_000;
    const third = new Governor({ store, scope: 's', tier: 'pro', now });
    expect(third.snapshot().minute.remaining).toBe(60);
    first.close();
    second.close();
    third.close();
  });

  it('keeps windows of different scopes apart', async () => {
    const a = new Governor({ store, scope: 'a', tier: 'pro', now });
    for (let i = 0; i < 10; i++) await a.acquire('interactive');
    const b = new Governor({ store, scope: 'b', tier: 'pro', now });
    expect(b.snapshot().minute.remaining).toBe(60);
    a.close();
    b.close();
  });
});
