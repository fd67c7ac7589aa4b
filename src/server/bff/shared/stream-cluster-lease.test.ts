// The stream lease of several instances on a real redis-server: a command that fails while Redis is up
// (a timeout on a busy machine) must not make a second holder, because each holder opens an upstream
// socket and the upstream allows two per stream (a holder replacing its socket already has two).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../testing/test-kit';
import { RedisLink } from './redis-link';
import type { StreamRoleEvents } from '../stream/stream-role';
import { StreamCluster } from './stream-cluster';
import { skipWithoutRedis, startTestRedis, type TestRedis } from '../testing/test-redis';

const TIMING = { leaseMs: 2_000, renewMs: 200 };

interface Member {
  readonly name: string;
  readonly link: RedisLink;
  readonly cluster: StreamCluster;
  /** Commands answered with nothing, as a timed-out command is, while the connection stays up. */
  unanswered: boolean;
  unansweredCalls: number;
  answeredCalls: number;
}

describe.skipIf(skipWithoutRedis)('stream lease', () => {
  let redis: TestRedis;
  let scope = 0;
  const members: Member[] = [];
  /** What the instances did, in order: 'a holds', 'a lets go', ... */
  const log: string[] = [];

  const join = async (name: string, clusterScope: string): Promise<Member> => {
    const link = new RedisLink(redis.url);
    await link.connect();
    const cluster = new StreamCluster(link, clusterScope, 'flow', TIMING);
    const m: Member = { name, link, cluster, unanswered: false, unansweredCalls: 0, answeredCalls: 0 };
    const run = link.run.bind(link);
    link.run = (async (f) => {
      if (!m.unanswered) {
        m.answeredCalls++;
        return run(f);
      }
      m.unansweredCalls++;
      return undefined;
    }) as RedisLink['run'];
    const events: StreamRoleEvents = {
      becameHolder: () => log.push(`${name} holds`),
      lostHolder: () => log.push(`${name} lets go`),
      relayed: () => undefined,
      othersChanged: () => undefined,
      holderTick: () => undefined,
      seenThrough: () => null,
    };
    members.push(m);
    await cluster.start(events);
    return m;
  };
  /** Two instances of a fresh scope; the first holds the lease. */
  const pair = async (): Promise<[Member, Member]> => {
    const s = `lease-test-${++scope}`;
    const a = await join('a', s);
    expect(a.cluster.role).toBe('holder');
    const b = await join('b', s);
    expect(b.cluster.role).toBe('follower');
    return [a, b];
  };
  /** At no point in the log did two instances hold at once. */
  const neverTwoHolders = (): void => {
    const holding = new Set<string>();
    for (const entry of log) {
      const [name, what] = [entry.split(' ')[0]!, entry.slice(entry.indexOf(' ') + 1)];
      if (what === 'holds') holding.add(name);
      else holding.delete(name);
      expect(holding.size, log.join(', ')).toBeLessThanOrEqual(1);
    }
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  }, 30_000);
  afterEach(async () => {
    for (const m of members.splice(0)) {
      m.unanswered = false;
      await m.cluster.close();
      await m.link.close();
    }
    log.length = 0;
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('a follower whose commands time out while Redis is up neither stands alone nor takes a socket', async () => {
    const [a, b] = await pair();
    b.unanswered = true;
    // Several of its lease attempts go unanswered.
    await until(() => b.unansweredCalls >= 10, 10_000, 'lease attempts unanswered');
    expect(b.link.up).toBe(true);
    expect(b.cluster.role).toBe('follower');
    expect(a.cluster.role).toBe('holder');
    expect(log).toEqual(['a holds']);
    // Answered again (a few lease attempts later): the holder is still the holder.
    b.unanswered = false;
    const answered = b.answeredCalls;
    await until(() => b.answeredCalls >= answered + 6, 5_000, 'answered lease attempts');
    expect(b.cluster.role).toBe('follower');
    expect(a.cluster.role).toBe('holder');
    expect(log).toEqual(['a holds']);
  });

  it('a holder whose renewals go unanswered lets its socket go before another instance takes the lease', async () => {
    const [a, b] = await pair();
    a.unanswered = true;
    await until(() => b.cluster.role === 'holder', 10_000, 'the lease passes on');
    expect(log).toEqual(['a holds', 'a lets go', 'b holds']);
    neverTwoHolders();
    // Answered again, the old holder follows the new one.
    a.unanswered = false;
    const answered = a.answeredCalls;
    await until(() => a.answeredCalls >= answered + 6, 5_000, 'answered lease attempts');
    expect(a.cluster.role).toBe('follower');
    expect(b.cluster.role).toBe('holder');
    neverTwoHolders();
  });
});
