import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_POLICIES, requestedSession } from '../../../api/cache-policy';
import { endpoint } from '../../../api/registry';
import { AnswerCache, type CacheRequest, type FetchResult } from './answer-cache';
import { isImmutableAnswer } from './immutable-rule';
import type { Store } from './store';
import { storePerTest } from '../testing/store-per-test';

let store: Store;
storePerTest((s) => (store = s));
let t: number;
let current: string;
const now = (): number => t;
const currentSession = (): string => current;

beforeEach(() => {
  t = Date.parse('2026-11-21T15:00:00Z'); // a Saturday
  current = '2026-11-20';
});

function answer(status: number, body: unknown): FetchResult {
  return { kind: 'answer', answer: { status, headers: {}, body: Buffer.from(JSON.stringify(body)) } };
}

/** A request whose upstream answers `body` and counts its calls. */
function counted(
  body: () => FetchResult,
  extra: Partial<CacheRequest> = {},
): { req: CacheRequest; calls: () => number } {
  let n = 0;
  const req: CacheRequest = {
    key: 'GET /v1/darkpool/ranking?',
    policy: CACHE_POLICIES.snapshot,
    session: undefined,
    fetch: async () => {
      n++;
      return body();
    },
    ...extra,
  };
  return { req, calls: () => n };
}

const newCache = (): AnswerCache => new AnswerCache({ store, scope: 's', now, currentSession });

describe('the immutable rule', () => {
  it('holds only for a request naming a session whose answer reports it final', () => {
    expect(isImmutableAnswer('2026-11-20', 'final', '2026-11-20')).toBe(true);
    expect(isImmutableAnswer('2026-11-20', 'provisional', '2026-11-23')).toBe(false);
    expect(isImmutableAnswer(undefined, 'final', '2026-11-23')).toBe(false);
  });

  it('keeps a named past session whose answer has no finality, never the current one', () => {
    expect(isImmutableAnswer('2026-11-19', undefined, '2026-11-20')).toBe(true);
    expect(isImmutableAnswer('2026-11-20', undefined, '2026-11-20')).toBe(false);
  });

  it('reads the named session from the {session} path or a session/date query value, never "latest"', () => {
    const levels = endpoint('flow.session');
    expect(requestedSession(levels, { session: '2026-11-20' })).toBe('2026-11-20');
    expect(requestedSession(levels, { session: 'latest' })).toBeUndefined();
    expect(requestedSession(levels, {})).toBeUndefined();
    expect(requestedSession(endpoint('directional.current'), { date: '2026-11-20' })).toBeUndefined();
  });
});

describe('AnswerCache cannot freeze', () => {
  it('does not keep a final answer to a no-session request on disk: a restart asks again', async () => {
    const friday = counted(() => answer(200, { finality: 'final', session: '2026-11-20' }));
    await newCache().get(friday.req);
    expect(friday.calls()).toBe(1);
    t += 2 * 86_400_000 + 3_600_000; // Monday
    current = '2026-11-23';
    const monday = counted(() => answer(200, { finality: 'provisional', session: '2026-11-23' }));
    const s = await newCache().get(monday.req);
    expect(monday.calls()).toBe(1);
    expect(JSON.parse(s.body.toString()).session).toBe('2026-11-23');
  });

  it('drops a cached "latest" answer when the current session changes, even while still fresh', async () => {
    const cache = newCache();
    const first = counted(() => answer(200, { finality: 'final', session: '2026-11-20' }));
    await cache.get(first.req);
    expect(cache.hit(first.req.key)).toBeDefined();
    current = '2026-11-23'; // the next session opened within the freshness window
    t += 2000;
    expect(cache.hit(first.req.key)).toBeUndefined();
    const next = counted(() => answer(200, { finality: 'provisional', session: '2026-11-23' }));
    const s = await cache.get(next.req);
    expect(next.calls()).toBe(1);
    expect(s.cache).toBe('MISS');
  });

  it('keeps a named final session for good, under a key holding that session', async () => {
    const named = { key: 'GET /v1/darkpool/levels/SPY?session=2026-11-19', session: '2026-11-19' };
    await newCache().get(counted(() => answer(200, { finality: 'final' }), named).req);
    t += 30 * 86_400_000;
    current = '2026-12-21';
    const again = counted(() => answer(503, {}), named);
    const s = await newCache().get(again.req);
    expect(again.calls()).toBe(0);
    expect(s.cache).toBe('HIT');
  });

  it('does not keep a named session that the answer reports provisional', async () => {
    const named = { key: 'GET /v1/x?session=2026-11-20', session: '2026-11-20' };
    await newCache().get(counted(() => answer(200, { finality: 'provisional' }), named).req);
    const again = counted(() => answer(200, { finality: 'final' }), named);
    await newCache().get(again.req);
    expect(again.calls()).toBe(1);
  });
});

describe('an answer marked degraded', () => {
  it('is passed on but not kept: the retry the reference advises asks the upstream again', async () => {
    const cache = newCache();
    let degraded = true;
    const tape = counted(() => answer(200, degraded ? { rows: [], degraded: true } : { rows: [{ id: 1 }] }));
    const first = await cache.get(tape.req);
    expect(JSON.parse(first.body.toString()).degraded).toBe(true);
    expect(cache.hit(tape.req.key)).toBeUndefined();
    degraded = false;
    t += 3000;
    const retry = await cache.get(tape.req);
    expect(tape.calls()).toBe(2);
    expect(JSON.parse(retry.body.toString()).rows).toHaveLength(1);
    expect(cache.hit(tape.req.key)).toBeDefined();
  });
});

describe('AnswerCache and the session an answer reports', () => {
  it('does not keep for good a final answer about another session than the one asked', async () => {
    const named = { key: 'GET /v1/x?session=2026-11-12', session: '2026-11-12' };
    await newCache().get(counted(() => answer(200, { finality: 'final', session: '2026-11-20' }), named).req);
    const again = counted(() => answer(200, { finality: 'final', session: '2026-11-12' }), named);
    await newCache().get(again.req);
    expect(again.calls()).toBe(1);
  });
});

describe('AnswerCache negative caching', () => {
  it.each([404, 422])('15 repeats of an upstream %i cost one upstream request for 30 s', async (status) => {
    const cache = newCache();
    const r = counted(() => answer(status, { error: 'x' }));
    for (let i = 0; i < 15; i++) expect((await cache.get(r.req)).status).toBe(status);
    expect(r.calls()).toBe(1);
    t += 31_000;
    await cache.get(r.req);
    expect(r.calls()).toBe(2);
  });

  it('never serves a cached 404 in place of a later server error', async () => {
    const cache = newCache();
    await cache.get(counted(() => answer(404, {})).req);
    t += 31_000;
    const s = await cache.get(
      counted(() => ({ kind: 'failed', answer: { status: 503, headers: {}, body: Buffer.from('{}') } })).req,
    );
    expect(s.status).toBe(503);
  });
});
