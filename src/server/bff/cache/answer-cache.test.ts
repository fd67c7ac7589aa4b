import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_POLICIES } from '../../../api/cache-policy';
import { AnswerCache, type CacheRequest, type FetchResult } from './answer-cache';
import type { Store } from './store';
import { storePerTest } from '../testing/store-per-test';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
const now = (): number => t;

beforeEach(() => {
  t = 1_000_000;
});

function ok(body: unknown): FetchResult {
  return {
    kind: 'answer',
    answer: { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) },
  };
}
function fail(status: number): FetchResult {
  return { kind: 'failed', answer: { status, headers: {}, body: Buffer.from('{"error":"x"}') } };
}

function request(fetch: CacheRequest['fetch'], extra: Partial<CacheRequest> = {}): CacheRequest {
  return {
    key: 'GET /v1/tide/market?',
    policy: CACHE_POLICIES.tide,
    session: undefined,
    fetch,
    ...extra,
  };
}

describe('AnswerCache', () => {
  it('coalesces identical concurrent misses into one fetch', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    let calls = 0;
    // The upstream answers only when the test lets it: all 50 asks are made while the first is in flight.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((r) => (answer = r));
    const req = request(async () => {
      calls++;
      await answered;
      return ok({ n: calls });
    });
    const asks = Array.from({ length: 50 }, () => cache.get(req));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
    answer();
    const all = await Promise.all(asks);
    expect(calls).toBe(1);
    expect(all.filter((s) => s.cache === 'MISS')).toHaveLength(1);
    expect(all.filter((s) => s.cache === 'COALESCED')).toHaveLength(49);
  });

  it('hands out fresh copies synchronously with their age, and nothing once they are stale', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    const req = request(async () => ok({ v: 1 }));
    expect(cache.hit(req.key)).toBeUndefined();
    const miss = await cache.get(req);
    t += 30_000;
    const h = cache.hit(req.key);
    expect(h?.age).toBe(30);
    expect(h?.answer.body).toBe(miss.body); // the stored bytes themselves, never re-serialised
    expect(cache.stats.hit).toBe(1);
    t += 100_000; // tide: fresh for 120 s
    expect(cache.hit(req.key)).toBeUndefined();
    expect((await cache.get(req)).cache).toBe('STALE');
  });

  it('serves fresh copies as HIT with Age, then stale while revalidating in the background', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    let n = 0;
    const seen: boolean[] = [];
    const req = request(async (background) => {
      seen.push(background);
      return ok({ n: ++n });
    });
    expect((await cache.get(req)).cache).toBe('MISS');
    t += 119_000;
    const hit = await cache.get(req);
    expect(hit.cache).toBe('HIT');
    expect(hit.age).toBe(119);
    t += 2000; // past the tide's 120 s
    const stale = await cache.get(req);
    expect(stale.cache).toBe('STALE');
    expect(JSON.parse(stale.body.toString())).toEqual({ n: 1 });
    // The background read lands: the key is fresh again.
    await vi.waitFor(() => expect(cache.hit(req.key)).toBeDefined());
    expect(seen).toEqual([false, true]);
    const fresh = await cache.get(req);
    expect(fresh.cache).toBe('HIT');
    expect(JSON.parse(fresh.body.toString())).toEqual({ n: 2 });
  });

  it('answers from a stale copy when upstream fails, and passes the error on when it has none', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    let result = ok({ v: 1 });
    const req = request(async () => result);
    await cache.get(req);
    t += 3_600_000; // beyond fresh and stale-while-revalidate
    result = fail(502);
    const s = await cache.get(req);
    expect(s.cache).toBe('STALE');
    expect(s.status).toBe(200);
    const other = await cache.get({ ...req, key: 'other' });
    expect(other.status).toBe(502);
  });

  it('never caches server errors (404/422 are cached briefly: answer-cache-rules.test.ts)', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    let calls = 0;
    const req = request(async () => {
      calls++;
      return { kind: 'answer', answer: { status: 500, headers: {}, body: Buffer.from('{}') } };
    });
    await cache.get(req);
    await cache.get(req);
    expect(calls).toBe(2);
  });

  it('keeps past-session answers on disk (a new cache over the same store answers without fetching)', async () => {
    const first = new AnswerCache({ store, scope: 's', now });
    await first.get(request(async () => ok({ finality: 'final' }), { key: 'past', session: '2026-11-20' }));
    const second = new AnswerCache({ store, scope: 's', now });
    t += 365 * 86_400_000;
    const s = await second.get(request(async () => fail(500), { key: 'past', session: '2026-11-20' }));
    expect(s.cache).toBe('HIT');
    // Another scope (another key) never sees it.
    const third = new AnswerCache({ store, scope: 'other', now });
    expect((await third.get(request(async () => fail(500), { key: 'past', session: '2026-11-20' }))).status).toBe(500);
  });

  it('does not treat a provisional answer to a past-session request as immutable', async () => {
    const cache = new AnswerCache({ store, scope: 's', now });
    await cache.get(request(async () => ok({ finality: 'provisional' }), { key: 'p', session: '2026-11-20' }));
    t += 3_600_000;
    let fetched = false;
    await cache.get(
      request(
        async () => {
          fetched = true;
          return ok({});
        },
        { key: 'p', session: '2026-11-20' },
      ),
    );
    expect(fetched).toBe(true);
  });
});
