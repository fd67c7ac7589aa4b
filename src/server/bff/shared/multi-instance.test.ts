// Integration: two BFF instances on one key and one Redis (a real redis-server on a loopback port), in
// front of one standalone sandbox. They must act as one client of the upstream: one minute window,
// one answer per request, one upstream socket, and a stream that survives the death of its holder.
// Each test starts its own instances (one failing leaves nothing behind for the next) and Redis is emptied
// after each; the sandbox and the Redis server are shared, except by the test that stops Redis.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import {
  anyOrderRule,
  BUSY_MARKET_START,
  startTestBff,
  TestSocket,
  until,
  wsUrl,
  type TestBff,
} from '../testing/test-kit';
import { forgetSharedState } from '../testing/test-cluster-reset';
import { skipWithoutRedis, startTestRedis, type TestRedis } from '../testing/test-redis';

const KEY = 'sandbox-pro-key';
/** The test's own reader of the upstream stream: another account, so it takes none of the key's sockets. */
const REFERENCE_KEY = 'reference-reader-key';
/** Accounts of their own for the test that spends the minute window and the one that stops Redis. */
const BURST_KEY = 'burst-pro-key';
const ALONE_KEY = 'alone-pro-key';
const KEYS = { [KEY]: 'pro', [REFERENCE_KEY]: 'pro', [BURST_KEY]: 'pro', [ALONE_KEY]: 'pro' } as const;
const TICKERS = ['NVDA', 'TSLA'];
const HUB = {
  backoffBaseMs: 50,
  backoffCapMs: 200,
  gapPassMarginMs: 300,
  gapPassMaxWaitMs: 1_000,
  idleCloseMs: 60_000,
};
/** Long enough that a busy machine's pauses do not move the lease; the failover waits for it to lapse. */
const CLUSTER = { leaseMs: 3_000, renewMs: 300 };
const iso = (ms: number): string => new Date(ms).toISOString();

interface Counters {
  requests_total: number;
  requests_by_endpoint: Record<string, number>;
  rejected_by_status: Record<string, number>;
  ws_open: { flow: number };
  ws_accepted_total: { flow: number };
}

describe.skipIf(skipWithoutRedis)('two BFF instances on one Redis', () => {
  let redis: TestRedis;
  let sandbox: RunningSandbox;
  /** The instances the running test started: disposed after it, whatever became of them. */
  const bffs: TestBff[] = [];
  const counters = async (): Promise<Counters> =>
    (await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as Counters;
  const start = async (key = KEY, redisUrl = redis.url): Promise<TestBff> => {
    const bff = await startTestBff({
      env: { OA_API_KEY: key, OA_BASE_URL: sandbox.url, REDIS_URL: redisUrl },
      overrides: { hub: HUB, cluster: CLUSTER },
    });
    bffs.push(bff);
    return bff;
  };
  const pair = async (key = KEY): Promise<[TestBff, TestBff]> => [await start(key), await start(key)];
  const clock = async (): Promise<{ mode: string; now: string; session: string }> =>
    (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { mode: string; now: string; session: string };
  const setClock = async (spec: string): Promise<void> => {
    const res = await fetch(`${sandbox.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clock: spec }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    sandbox = await startSandbox({ port: 0, warm: false, clock: BUSY_MARKET_START, keys: KEYS });
  }, 60_000);
  afterEach(async () => {
    for (const b of bffs.splice(0)) await b.dispose();
    // Nothing this test's instances shared (a dead holder's lease, tickers, rows, alerts) is left for the next.
    await forgetSharedState(redis.url);
    // The market runs again as the sandbox started.
    await setClock(BUSY_MARKET_START);
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await redis?.stop();
  }, 60_000);

  it('the same request through both instances makes one upstream request', async () => {
    const [a, b] = await pair();
    const path = '/api/v1/tide/market';
    const before = (await counters()).requests_by_endpoint['tide.market'] ?? 0;
    const [ra, rb] = await Promise.all([fetch(`${a.url}${path}`), fetch(`${b.url}${path}`)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const [ta, tb] = await Promise.all([ra.text(), rb.text()]);
    expect(ta).toBe(tb);
    expect((await counters()).requests_by_endpoint['tide.market']).toBe(before + 1);
    // Later, through either: served from the shared cache.
    expect((await fetch(`${b.url}${path}`)).status).toBe(200);
    expect((await fetch(`${a.url}${path}`)).status).toBe(200);
    expect((await counters()).requests_by_endpoint['tide.market']).toBe(before + 1);
  }, 90_000);

  // The holder's client wants one ticker and the follower's both, then the other way round.
  it.each([
    { holderWants: [TICKERS[0]!], followerWants: TICKERS },
    { holderWants: TICKERS, followerWants: [TICKERS[0]!] },
  ])(
    'clients of both receive the same stream from one upstream socket, and the survivor of the holder misses nothing (holder wants $holderWants)',
    async ({ holderWants, followerWants }) => {
      const a = await start();
      await until(() => a.hubs.flow.role === 'holder', 10_000, 'the first instance holds the lease');
      const b = await start();
      // The market stands still unless the test moves it, from the same busy moment in every test: which
      // rows print before the holder dies, while no instance holds the socket, and after, does not depend on
      // how fast this machine runs.
      const t0 = Date.parse(BUSY_MARKET_START);
      await setClock(`frozen:${iso(t0)}`);
      const socketsBefore = (await counters()).ws_accepted_total.flow;
      const ca = new TestSocket(wsUrl(a, 'flow'));
      const cb = new TestSocket(wsUrl(b, 'flow'));
      await Promise.all([ca.opened(), cb.opened()]);
      // Each instance's client wants its own tickers: the one socket carries the union.
      const wants = new Map([
        [a, holderWants],
        [b, followerWants],
      ]);
      ca.send({ type: 'subscribe', tickers: wants.get(a) });
      cb.send({ type: 'subscribe', tickers: wants.get(b) });
      await ca.waitFor((f) => f.type === 'subscribed');
      const answer = await cb.waitFor((f) => f.type === 'subscribed');
      expect(answer.tickers).toEqual(followerWants);
      // The reference reader: the upstream's own stream, straight from the sandbox.
      const ref = new TestSocket(`${sandbox.wsUrl}/v1/ws/flow?api_key=${REFERENCE_KEY}`);
      await ref.opened();
      ref.send({ type: 'subscribe', tickers: TICKERS });
      await ref.waitFor((f) => f.type === 'subscribed');
      const c = await counters();
      expect(c.ws_open.flow).toBe(2); // one instance's socket and the reference reader's
      expect(c.ws_accepted_total.flow - socketsBefore).toBe(2);

      // What the upstream printed from t0 on, of some tickers, as the reference reader received it.
      const printed = (s: TestSocket, tickers: readonly string[]): { event_id: string; ts_ms: number }[] =>
        s.flowRows().filter((r) => r.ts_ms >= t0 && tickers.includes(r.ticker));
      const idsOf = (rows: readonly { event_id: string }[]): string[] => rows.map((r) => r.event_id);
      const hasAll = (s: TestSocket, tickers: readonly string[]): boolean => {
        const got = new Set(idsOf(s.flowRows()));
        return idsOf(printed(ref, tickers)).every((id) => got.has(id));
      };

      // The market moves on 15 s: those rows reach the holder's socket and, relayed, the other instance.
      const t1 = t0 + 15_000;
      await setClock(`frozen:${iso(t1)}`);
      await until(
        () => printed(ref, TICKERS).length >= 3 && hasAll(ca, wants.get(a)!) && hasAll(cb, wants.get(b)!),
        30_000,
        'rows on both',
      );
      // Both clients see the same rows of the ticker they share, in the same order.
      expect(idsOf(printed(cb, [TICKERS[0]!]))).toEqual(idsOf(printed(ca, [TICKERS[0]!])));

      // The holder dies (no lease handed on), and the market moves on 30 s before the lease has lapsed:
      // what prints meanwhile reaches no instance's socket.
      const holder = a.hubs.flow.status().role === 'holder' ? a : b;
      const survivor = holder === a ? b : a;
      const survivorClient = survivor === a ? ca : cb;
      const tickers = wants.get(survivor)!;
      expect(survivor.hubs.flow.status().role).toBe('follower');
      const diedAt = Date.now();
      const crashed = holder.crash();
      const t2 = t1 + 30_000;
      await setClock(`frozen:${iso(t2)}`);
      const movedWhileNoneHeld = survivor.hubs.flow.status().role === 'follower';
      await crashed;
      await until(() => survivor.hubs.flow.status().role === 'holder', 10_000, 'the lease moves');
      const tookOverMs = Date.now() - diedAt;
      await until(
        () => {
          const s = survivor.hubs.flow.status();
          return s.state === 'live' && tickers.every((t) => s.subscribed.includes(t));
        },
        10_000,
        'the survivor streams',
      );
      // Then past the tape's delay (60 s, its as_of by whole minutes): the gap is readable from the tape.
      const t3 = t2 + 130_000;
      await setClock(`frozen:${iso(t3)}`);
      await until(() => printed(ref, TICKERS).some((r) => r.ts_ms > t2), 30_000, 'rows after the move');

      // Every row of its tickers the upstream printed from t0 on reaches the survivor's client, once.
      await until(() => hasAll(survivorClient, tickers), 30_000, 'every row at the survivor').catch(() => undefined);
      const got = new Set(idsOf(survivorClient.flowRows()));
      const missed = printed(ref, tickers).filter((r) => !got.has(r.event_id));
      expect(
        missed.map((r) => `${r.event_id} printed ${iso(r.ts_ms)}`),
        `holder died at market ${iso(t1)}, the market moved to ${iso(t2)} while no instance held the socket; ` +
          `the survivor took over after ${tookOverMs} ms and read back ${survivor.hubs.flow.status().rows_backfilled} rows`,
      ).toEqual([]);
      const ids = idsOf(survivorClient.flowRows());
      expect(ids.length - new Set(ids).size).toBe(0);
      if (movedWhileNoneHeld) {
        // Rows printed while no socket was open (the new one streams from its subscribe on) came from the tape.
        const unstreamed = new Set(idsOf(printed(ref, tickers).filter((r) => r.ts_ms > t1 && r.ts_ms < t2 - 3_000)));
        expect(unstreamed.size).toBeGreaterThan(0);
        const fromTape = survivorClient.frames.filter(
          (f) => f.type === 'flow_order' && unstreamed.has((f.data as { event_id: string }).event_id),
        );
        expect(fromTape.map((f) => f.source)).toEqual([...unstreamed].map(() => 'rest_tape'));
      }
      const after = await counters();
      expect(after.ws_open.flow).toBe(2);
      // One socket of the cluster before the death and one after: never a second beside the holder's.
      expect(after.ws_accepted_total.flow - socketsBefore).toBe(3);
      for (const s of [ca, cb, ref]) s.close();
    },
    120_000,
  );
  it('an alert set through one instance fires once for all, and every instance replays the whole session', async () => {
    const [a, b] = await pair();
    await until(() => [a, b].some((x) => x.hubs.flow.role === 'holder'), 10_000, 'one instance holds the lease');
    const follower = a.hubs.flow.role === 'follower' ? a : b;
    const holder = follower === a ? b : a;
    const rule = anyOrderRule(TICKERS[0]!);
    const set = await fetch(`${follower.url}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rule, note: 'every NVDA order' }),
    });
    expect(set.status).toBe(201);
    const { id } = (await set.json()) as { id: string };
    type Answer = { alerts: { id: string }[]; fired: { id: number; alert_id: string; event_id: string | null }[] };
    const read = async (bff: TestBff): Promise<Answer> =>
      (await (await fetch(`${bff.url}/api/alerts`)).json()) as Answer;
    // Set through the follower, seen by the holder (told through Redis), which evaluates; its fires reach both.
    await until(async () => (await read(holder)).alerts.some((x) => x.id === id), 5_000, 'the holder has the alert');
    await until(async () => (await read(follower)).fired.filter((f) => f.alert_id === id).length >= 3, 30_000, 'fires');
    const firedAt = async (bff: TestBff): Promise<Answer['fired']> =>
      (await read(bff)).fired.filter((f) => f.alert_id === id);
    const [onHolder, onFollower] = [await firedAt(holder), await firedAt(follower)];
    const common = onFollower.map((f) => f.id).filter((n) => onHolder.some((h) => h.id === n));
    expect(common.length).toBeGreaterThanOrEqual(3);
    // Each order fired once, not once per instance.
    const orders = onHolder.map((f) => f.event_id);
    expect(orders.length).toBe(new Set(orders).size);
    // Deleted through the holder: gone from both.
    expect((await fetch(`${holder.url}/api/alerts/${id}`, { method: 'DELETE' })).status).toBe(204);
    await until(async () => !(await read(follower)).alerts.some((x) => x.id === id), 5_000, 'deleted everywhere');

    // An instance started after these rows has them too (seeded from Redis): a replay of this session
    // reads the same rows through either.
    const late = await start();
    const { session } = await clock();
    const recorded = async (bff: TestBff): Promise<string[]> => {
      const r = (await (await fetch(`${bff.url}/api/recorded/flow/${session}?ticker=${TICKERS[0]}`)).json()) as {
        frames: { data: { event_id: string } }[];
      };
      return r.frames.map((f) => f.data.event_id);
    };
    const first = await recorded(follower);
    const second = new Set(await recorded(late));
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.filter((e) => !second.has(e))).toEqual([]);
  }, 60_000);

  it('a burst spread over both never exceeds the upstream minute window and draws no upstream 429', async () => {
    const [a, b] = await pair(BURST_KEY);
    const before = await counters();
    const started = Date.now();
    // 90 distinct answers (nothing cached), 45 through each instance at once: more than the minute's 60.
    const statuses = await Promise.all(
      Array.from({ length: 90 }, async (_, i) => {
        const base = i % 2 === 0 ? a.url : b.url;
        const r = await fetch(`${base}/api/v1/momentum/rankings?top=${i + 1}`);
        const body = (await r.json()) as { error?: string };
        return { status: r.status, error: body.error };
      }),
    );
    const ended = Date.now();
    const after = await counters();
    const sent = after.requests_total - before.requests_total;
    const ranked =
      (after.requests_by_endpoint['momentum.rankings'] ?? 0) - (before.requests_by_endpoint['momentum.rankings'] ?? 0);
    const minutes = Math.floor(ended / 60_000) - Math.floor(started / 60_000) + 1;
    // No upstream 429, and no more upstream requests than the windows the burst spanned hold.
    expect(after.rejected_by_status['429'] ?? 0).toBe(before.rejected_by_status['429'] ?? 0);
    expect(sent).toBeLessThanOrEqual(60 * minutes);
    // Every answer is the upstream's (one request each) or the BFF's own honest refusal. (Other upstream
    // requests of the same moments, the stream's gap reads, count in the window too.)
    const ok = statuses.filter((s) => s.status === 200).length;
    expect(ok).toBe(ranked);
    for (const s of statuses.filter((x) => x.status !== 200)) {
      expect(s.status).toBe(429);
      expect(s.error).toBe('budget_wait_too_long');
    }
    // Within one minute the window holds 60: the rest waited for the next minute or were refused.
    if (minutes === 1) expect(ok).toBeLessThanOrEqual(60);
    // Both instances read the same day count.
    const day = async (bff: TestBff): Promise<number> =>
      ((await (await fetch(`${bff.url}/api/budget`)).json()) as { day: { used: number } }).day.used;
    await until(async () => (await day(a)) === (await day(b)), 5_000, 'one shared day count');
    expect(await day(a)).toBeGreaterThanOrEqual(sent);
  }, 90_000);

  it('a sign-out through one instance holds on every instance', async () => {
    const token = 'desk-token-multi-instance-0123';
    const desk = await Promise.all(
      [0, 1].map(() =>
        startTestBff({
          env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url, REDIS_URL: redis.url, DASHBOARD_TOKEN: token },
        }),
      ),
    );
    try {
      const [a, b] = desk as [TestBff, TestBff];
      const signIn = await fetch(`${a.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      const budgetOn = async (bff: TestBff): Promise<number> =>
        (await fetch(`${bff.url}/api/budget`, { headers: { cookie } })).status;
      // One cookie opens every instance (the same token signs it).
      expect([await budgetOn(a), await budgetOn(b)]).toEqual([200, 200]);
      const out = await fetch(`${a.url}/api/session`, { method: 'DELETE', headers: { cookie, origin: a.url } });
      expect(out.status).toBe(200);
      expect(await budgetOn(a)).toBe(401);
      await until(async () => (await budgetOn(b)) === 401, 5_000, 'signed out on the other instance');
      // An instance started after the sign-out knows it too.
      const c = await startTestBff({
        env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url, REDIS_URL: redis.url, DASHBOARD_TOKEN: token },
      });
      desk.push(c);
      expect(await budgetOn(c)).toBe(401);
    } finally {
      for (const d of desk) await d.dispose();
    }
  }, 60_000);

  it('Redis itself failing: each instance serves from memory, says so, and streams on its own socket', async () => {
    // A Redis server of its own: the one the other tests share stays up.
    const own = await startTestRedis();
    try {
      const a = await start(ALONE_KEY, own.url);
      const tide = '/api/v1/tide/market';
      expect((await fetch(`${a.url}${tide}`)).status).toBe(200);
      const client = new TestSocket(wsUrl(a, 'flow'));
      await client.opened();
      client.send({ type: 'subscribe', tickers: [TICKERS[0]] });
      await client.waitFor((f) => f.type === 'subscribed');
      await own.stop();
      const health = async (): Promise<{ shared: { state: string; note: string | null } }> =>
        (await (await fetch(`${a.url}/api/health`)).json()) as { shared: { state: string; note: string | null } };
      await until(async () => (await health()).shared.state === 'down', 10_000, 'redis reported down');
      expect((await health()).shared.note).toMatch(/serves from its own memory/);
      // What it holds it still serves.
      expect((await fetch(`${a.url}${tide}`)).status).toBe(200);
      // Its clients' stream goes on from a socket of its own.
      await until(() => a.hubs.flow.status().role === 'alone', 10_000, 'standing alone');
      const seen = client.flowRows().length;
      await until(() => client.flowRows().length > seen, 30_000, 'rows after redis went down');
      client.close();
    } finally {
      await own.stop();
    }
  }, 60_000);
});
