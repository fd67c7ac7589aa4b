// Integration: the hand-over of the flow stream when its holder dies, with two BFF instances on one Redis
// in front of one standalone sandbox whose market stands still unless the test moves it. What the holder
// had and the survivor had not is made on purpose: rows the holder received and never relayed, and a gap
// the holder had not read back yet. Every row the upstream printed must still reach the survivor's client,
// once. What printed is read from the upstream's own tape with another account's key. Each test starts
// the market at the same busy moment (rows every few seconds for four minutes) and stays inside them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { readGap, type TapeGet } from '../stream/tape-backfill';
import { BUSY_MARKET_START, startTestBff, TestSocket, until, wsUrl, type TestBff } from '../testing/test-kit';
import { forgetSharedState } from '../testing/test-cluster-reset';
import { skipWithoutRedis, startTestRedis, type TestRedis } from '../testing/test-redis';

const KEY = 'sandbox-pro-key';
/** The test's reader of the upstream tape: another account, so it spends none of the key's budget. */
const REFERENCE_KEY = 'reference-reader-key';
const KEYS = { [KEY]: 'pro', [REFERENCE_KEY]: 'pro' } as const;
const TICKERS = ['NVDA', 'TSLA'];
const HUB = {
  backoffBaseMs: 50,
  backoffCapMs: 200,
  // A socket closed with 4008 stays down until the test reconnects it (keyChanged).
  connectionLimitPauseMs: 600_000,
  gapPassMarginMs: 300,
  gapPassMaxWaitMs: 1_000,
  idleCloseMs: 600_000,
};
const CLUSTER = { leaseMs: 2_000, renewMs: 250 };
const iso = (ms: number): string => new Date(ms).toISOString();

interface Row {
  readonly event_id: string;
  readonly ticker: string;
  readonly ts_ms: number;
}

describe.skipIf(skipWithoutRedis)('the flow stream changes holder', () => {
  let redis: TestRedis;
  let sandbox: RunningSandbox;
  const bffs: TestBff[] = [];
  const sockets: TestSocket[] = [];

  const setClock = async (spec: string): Promise<void> => {
    const res = await fetch(`${sandbox.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clock: spec }),
    });
    expect(res.status).toBe(200);
  };
  const clock = async (): Promise<{ mode: string; now: string; session: string }> =>
    (await (await fetch(`${sandbox.url}/sandbox/clock`)).json()) as { mode: string; now: string; session: string };
  const freezeAt = (ms: number): Promise<void> => setClock(`frozen:${iso(ms)}`);

  const start = async (): Promise<TestBff> => {
    const bff = await startTestBff({
      env: { OA_API_KEY: KEY, OA_BASE_URL: sandbox.url, REDIS_URL: redis.url },
      overrides: { hub: HUB, cluster: CLUSTER },
    });
    bffs.push(bff);
    return bff;
  };
  /** The holder starts first and takes the lease; the survivor-to-be follows. */
  const holderAndFollower = async (): Promise<[TestBff, TestBff]> => {
    const holder = await start();
    await until(() => holder.hubs.flow.role === 'holder', 10_000, 'the first instance holds the lease');
    const follower = await start();
    expect(follower.hubs.flow.role).toBe('follower');
    return [holder, follower];
  };
  const client = async (bff: TestBff): Promise<TestSocket> => {
    const s = new TestSocket(wsUrl(bff, 'flow'));
    sockets.push(s);
    await s.opened();
    s.send({ type: 'subscribe', tickers: TICKERS });
    await s.waitFor((f) => f.type === 'subscribed');
    return s;
  };
  const streaming = async (bff: TestBff): Promise<void> =>
    until(
      () => {
        const s = bff.hubs.flow.status();
        return s.role === 'holder' && s.state === 'live' && TICKERS.every((t) => s.subscribed.includes(t));
      },
      15_000,
      'the instance holds a live socket subscribed to every ticker',
    );

  /** Every row of TICKERS the upstream's tape holds, printed in [fromMs, toMs]. */
  const printed = async (fromMs: number, toMs: number): Promise<Row[]> => {
    const get: TapeGet = async (pathAndQuery) => {
      const res = await fetch(`${sandbox.url}${pathAndQuery}`, { headers: { 'x-api-key': REFERENCE_KEY } });
      return { status: res.status, body: res.status === 200 ? ((await res.json()) as unknown) : null };
    };
    const { session } = await clock();
    const pass = await readGap(get, { tickers: TICKERS, session, sinceMs: fromMs, maxRows: 5_000 });
    expect(pass.cut).toBe(false);
    return pass.rows
      .filter((r) => r.tsMs >= fromMs && r.tsMs <= toMs)
      .map((r) => ({ event_id: r.eventId, ticker: r.ticker, ts_ms: r.tsMs }));
  };
  const idsOf = (s: TestSocket): Set<string> => new Set(s.flowRows().map((r) => r.event_id));
  const sourceOf = (s: TestSocket, eventId: string): unknown =>
    s.frames.find((f) => f.type === 'flow_order' && (f.data as Row).event_id === eventId)?.source;

  /** Every printed row reaches the client once; the message says what the survivor read back. */
  const expectAll = async (s: TestSocket, rows: readonly Row[], survivor: TestBff): Promise<void> => {
    await until(() => rows.every((r) => idsOf(s).has(r.event_id)), 30_000, 'every row at the survivor').catch(
      () => undefined,
    );
    const got = idsOf(s);
    const missed = rows.filter((r) => !got.has(r.event_id));
    expect(
      missed.map((r) => `${r.ticker} ${r.event_id} printed ${iso(r.ts_ms)}`),
      `the survivor read back ${survivor.hubs.flow.status().rows_backfilled} rows`,
    ).toEqual([]);
    const ids = s.flowRows().map((r) => r.event_id);
    expect(ids.length - new Set(ids).size).toBe(0);
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    sandbox = await startSandbox({ port: 0, warm: false, clock: BUSY_MARKET_START, keys: KEYS });
  }, 60_000);
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    for (const b of bffs.splice(0)) await b.dispose();
    // Nothing this test's instances shared (lease, tickers, seen-through, rows) is left for the next.
    await forgetSharedState(redis.url);
    // The market runs again as the sandbox started; each test stands it still at the same busy moment.
    await setClock(BUSY_MARKET_START);
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await redis?.stop();
  }, 60_000);

  it('rows the holder received and never relayed reach the survivor from the tape', async () => {
    const t0 = Date.parse(BUSY_MARKET_START);
    await freezeAt(t0);
    const [holder, survivor] = await holderAndFollower();
    const atHolder = await client(holder);
    const atSurvivor = await client(survivor);

    // The market moves on 15 s: rows reach the holder's socket and, relayed, the survivor.
    const t1 = t0 + 15_000;
    await freezeAt(t1);
    await until(
      () => atHolder.flowRows().length >= 3 && [...idsOf(atHolder)].every((id) => idsOf(atSurvivor).has(id)),
      30_000,
      'rows relayed to the survivor',
    );

    // The holder's relay stops (as if it died between receiving and publishing), and the market moves on.
    const relay = holder.redis!.client as unknown as { publish: (...args: unknown[]) => Promise<number> };
    relay.publish = async () => 0;
    const t2 = t1 + 20_000;
    await freezeAt(t2);
    const after = (s: TestSocket): Row[] => s.flowRows().filter((r) => r.ts_ms > t1);
    await until(() => after(atHolder).length >= 3, 30_000, 'rows at the holder after the relay stopped');
    expect(after(atSurvivor)).toEqual([]);
    const unrelayed = after(atHolder).map((r) => r.event_id);

    // The holder dies; the survivor takes the lease and streams; past the tape's delay, the gap is readable.
    await holder.crash();
    await streaming(survivor);
    await freezeAt(t2 + 130_000);

    await expectAll(atSurvivor, await printed(t0, t2), survivor);
    // The rows only the dead holder had came from the tape, except the last seconds' (the new socket
    // streams what is still due from its subscribe on).
    const fromTape = unrelayed.filter((id) => atHolder.flowRows().find((r) => r.event_id === id)!.ts_ms < t2 - 3_000);
    expect(fromTape.length).toBeGreaterThan(0);
    expect(fromTape.map((id) => sourceOf(atSurvivor, id))).toEqual(fromTape.map(() => 'rest_tape'));
  }, 120_000);

  it('a gap the holder had not read back yet when it died is read back by the survivor', async () => {
    const t0 = Date.parse(BUSY_MARKET_START);
    await freezeAt(t0);
    const [holder, survivor] = await holderAndFollower();
    await client(holder);
    const atSurvivor = await client(survivor);
    const t1 = t0 + 15_000;
    await freezeAt(t1);
    await until(() => atSurvivor.flowRows().length >= 3, 30_000, 'rows relayed to the survivor');

    // The holder's socket is closed (4008: it stays down), and the market moves on a minute unseen.
    const closed = await fetch(`${sandbox.url}/sandbox/ws/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'flow', code: 4008 }),
    });
    expect(closed.status).toBe(200);
    await until(() => holder.hubs.flow.status().upstream_sockets === 0, 10_000, 'the holder lost its socket');
    const t2 = t1 + 60_000;
    await freezeAt(t2);
    // The holder reconnects and relays live rows again; the minute it missed is not on the tape yet
    // (the tape is a minute behind), so its gap is still open.
    holder.hubs.flow.keyChanged();
    await streaming(holder);
    const t3 = t2 + 10_000;
    await freezeAt(t3);
    await until(() => atSurvivor.flowRows().some((r) => r.ts_ms > t2), 30_000, 'live rows after the gap relayed');

    // The holder dies with its gap unread; the survivor's newest row is past most of that gap.
    await holder.crash();
    await streaming(survivor);
    await freezeAt(t3 + 130_000);

    const rows = await printed(t0, t3);
    await expectAll(atSurvivor, rows, survivor);
    // What printed while the holder's socket was down came from the tape.
    const unseen = rows.filter((r) => r.ts_ms > t1 && r.ts_ms < t2 - 3_000).map((r) => r.event_id);
    expect(unseen.length).toBeGreaterThan(0);
    expect(unseen.map((id) => sourceOf(atSurvivor, id))).toEqual(unseen.map(() => 'rest_tape'));
  }, 120_000);
});
