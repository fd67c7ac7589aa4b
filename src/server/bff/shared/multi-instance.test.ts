// Integration: two BFF instances on one key and one Redis (a real redis-server on a loopback port), in
// front of one standalone sandbox. They must act as one client of the upstream: one minute window,
// one answer per request, one upstream socket, and a stream that survives the death of its holder.
// The burst that spends the minute window comes last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { anyOrderRule, BUSY_MARKET_START, startTestBff, TestSocket, until, wsUrl, type TestBff } from '../test-kit';
import { skipWithoutRedis, startTestRedis, type TestRedis } from './test-redis';

const KEY = 'sandbox-pro-key';
/** The test's own reader of the upstream stream: another account, so it takes none of the key's sockets. */
const REFERENCE_KEY = 'reference-reader-key';
const KEYS = { [KEY]: 'pro', [REFERENCE_KEY]: 'pro' } as const;
const TICKERS = ['NVDA', 'TSLA'];
const HUB = {
  backoffBaseMs: 50,
  backoffCapMs: 200,
  gapPassMarginMs: 300,
  gapPassMaxWaitMs: 1_000,
  idleCloseMs: 60_000,
};
const CLUSTER = { leaseMs: 1_200, renewMs: 300 };

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
  const bffs: TestBff[] = [];
  const counters = async (): Promise<Counters> =>
    (await (await fetch(`${sandbox.url}/sandbox/counters`)).json()) as Counters;
  const start = (): Promise<TestBff> =>
    startTestBff({
      env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url, REDIS_URL: redis.url },
      overrides: { hub: HUB, cluster: CLUSTER },
    });

  beforeAll(async () => {
    redis = await startTestRedis();
    sandbox = await startSandbox({ port: 0, warm: false, clock: BUSY_MARKET_START, keys: KEYS });
    bffs.push(await start(), await start());
  }, 60_000);
  afterAll(async () => {
    for (const b of bffs) await b.dispose();
    await sandbox?.close();
    await redis?.stop();
  }, 60_000);

  it('the same request through both instances makes one upstream request', async () => {
    const [a, b] = bffs as [TestBff, TestBff];
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

  it('clients of both receive the same stream from one upstream socket, and the survivor of the holder misses nothing', async () => {
    const [a, b] = bffs as [TestBff, TestBff];
    const socketsBefore = (await counters()).ws_accepted_total.flow;
    const ca = new TestSocket(wsUrl(a, 'flow'));
    const cb = new TestSocket(wsUrl(b, 'flow'));
    await Promise.all([ca.opened(), cb.opened()]);
    // Each instance's client wants one ticker: the one socket carries the union.
    ca.send({ type: 'subscribe', tickers: [TICKERS[0]] });
    cb.send({ type: 'subscribe', tickers: TICKERS });
    await ca.waitFor((f) => f.type === 'subscribed');
    const answer = await cb.waitFor((f) => f.type === 'subscribed');
    expect(answer.tickers).toEqual(TICKERS);
    // The reference reader: the upstream's own stream, straight from the sandbox.
    const ref = new TestSocket(`${sandbox.wsUrl}/v1/ws/flow?api_key=${REFERENCE_KEY}`);
    await ref.opened();
    ref.send({ type: 'subscribe', tickers: TICKERS });
    await ref.waitFor((f) => f.type === 'subscribed');

    const holder = a.hubs.flow.status().role === 'holder' ? a : b;
    const survivor = holder === a ? b : a;
    const survivorClient = survivor === a ? ca : cb;
    expect(survivor.hubs.flow.status().role).toBe('follower');
    const c = await counters();
    expect(c.ws_open.flow).toBe(2); // the holder's socket and the reference reader's
    expect(c.ws_accepted_total.flow - socketsBefore).toBe(2);

    // Both clients see the same rows of the ticker they share.
    await until(
      () => ca.flowRows().length >= 3 && cb.flowRows().some((r) => r.ticker === TICKERS[1]),
      30_000,
      'rows on both',
    );
    const shared = (s: TestSocket): string[] =>
      s
        .flowRows()
        .filter((r) => r.ticker === TICKERS[0])
        .map((r) => r.event_id);
    await until(() => shared(cb).length >= shared(ca).length, 5_000, 'the follower keeps up');
    expect(shared(cb).slice(0, shared(ca).length)).toEqual(shared(ca));
    const firstRef = ref.flowRows()[0]!.event_id;

    // The holder dies (no lease handed on): the survivor takes it within a few seconds.
    const diedAt = Date.now();
    await holder.crash();
    await until(() => survivor.hubs.flow.status().role === 'holder', 10_000, 'the lease moves');
    const tookOverMs = Date.now() - diedAt;
    expect(tookOverMs).toBeLessThan(5_000);
    await until(() => survivor.hubs.flow.status().state === 'live', 10_000, 'the survivor streams');
    // Move the market on past the tape's delay (60 s, its as_of by whole minutes): the gap, to 5 s past the
    // first live row, is readable from the tape at once.
    const clock = (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { now: string };
    const movedTo = new Date(Date.parse(clock.now) + 130_000).toISOString();
    await fetch(`${sandbox.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clock: movedTo }),
    });
    const lastRefBeforeMove = ref.flowRows().length;
    await until(() => ref.flowRows().length > lastRefBeforeMove + 5, 30_000, 'rows after the move');

    // Every row the upstream printed from the reader's first row on reaches the survivor's client, once.
    const refIds = ref.flowRows().map((r) => r.event_id);
    const window = refIds.slice(refIds.indexOf(firstRef));
    const got = (): Set<string> => new Set(survivorClient.flowRows().map((r) => r.event_id));
    await until(() => window.every((id) => got().has(id)), 45_000, 'every row at the survivor').catch(() => undefined);
    const printed = new Map(ref.flowRows().map((r) => [r.event_id, new Date(r.ts_ms).toISOString()]));
    expect(
      window.filter((id) => !got().has(id)).map((id) => `${id} printed ${printed.get(id)}`),
      `holder died at ${new Date(diedAt).toISOString()} (wall clock), the survivor took over after ${tookOverMs} ms`,
    ).toEqual([]);
    const ids = survivorClient.flowRows().map((r) => r.event_id);
    expect(ids.length - new Set(ids).size).toBe(0);
    expect((await counters()).ws_open.flow).toBe(2);
    for (const s of [ca, cb, ref]) s.close();
    // A new instance takes the dead one's place for the burst below.
    bffs.splice(bffs.indexOf(holder), 1, await start());
    await holder.dispose();
  }, 120_000);
  it('an alert set through one instance fires once for all, and every instance replays the whole session', async () => {
    const [a, b] = bffs as [TestBff, TestBff];
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
    // Set through the follower, seen by the holder, which evaluates; its fires reach both.
    expect((await read(holder)).alerts.map((x) => x.id)).toContain(id);
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

    // The instance started after the first rows has them too (seeded from Redis): a replay of this
    // session reads the same rows through either.
    const { session } = (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { session: string };
    const recorded = async (bff: TestBff): Promise<string[]> => {
      const r = (await (await fetch(`${bff.url}/api/recorded/flow/${session}?ticker=${TICKERS[0]}`)).json()) as {
        frames: { data: { event_id: string } }[];
      };
      return r.frames.map((f) => f.data.event_id);
    };
    const older = bffs.find((x) => x !== bffs.at(-1))!;
    const first = await recorded(older);
    const second = new Set(await recorded(bffs.at(-1)!));
    expect(first.length).toBeGreaterThan(5);
    expect(first.filter((e) => !second.has(e))).toEqual([]);
  }, 60_000);

  it('a burst spread over both never exceeds the upstream minute window and draws no upstream 429', async () => {
    const [a, b] = bffs as [TestBff, TestBff];
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
    const [a] = bffs as [TestBff, TestBff];
    const tide = '/api/v1/tide/market';
    expect((await fetch(`${a.url}${tide}`)).status).toBe(200);
    const client = new TestSocket(wsUrl(a, 'flow'));
    await client.opened();
    client.send({ type: 'subscribe', tickers: [TICKERS[0]] });
    await client.waitFor((f) => f.type === 'subscribed');
    await redis.stop();
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
  }, 60_000);
});
