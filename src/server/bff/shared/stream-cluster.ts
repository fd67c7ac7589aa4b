/**
 * One upstream socket per stream for every BFF instance on a key (REDIS_URL). The upstream allows two
 * sockets per stream per account; N instances each opening their own would be refused from the third.
 *
 * - Lease: the instance holding `lease` in Redis opens the upstream socket. It renews the lease every
 *   `renewMs`; the lease lapses `leaseMs` after the last renewal, and another instance takes it on its
 *   next try, so a dead holder is replaced within leaseMs + renewMs.
 * - Subscriptions: each instance writes its clients' tickers under its id (with an expiry, so a dead
 *   instance's tickers drop out) and says so on the `subs` channel; the holder subscribes upstream to
 *   the union of them all.
 * - Relay: the holder publishes each new row (after its dedupe, gap-filled rows included), the other
 *   frames, the upstream's subscription answer and a stop, on the `relay` channel; every other instance
 *   takes them in as if from its own socket and fans them out to its own clients.
 *
 * While Redis is down every instance acts alone (holds its own socket), and says so; when Redis is back
 * the instances settle on one holder again.
 */
import type { HubEndpoint } from '../stream-hub-options';
import type { RedisLink } from './redis-link';

export type RelayMessage =
  | { readonly kind: 'row'; readonly ticker: string; readonly frame: string }
  | { readonly kind: 'frame'; readonly text: string }
  | { readonly kind: 'status'; readonly accepted: readonly string[]; readonly rejected: readonly string[] }
  | { readonly kind: 'stopped'; readonly code: number };

export interface StreamClusterEvents {
  /** This instance now holds the lease (or Redis is down and it stands alone): open the socket. */
  readonly becameHolder: () => void;
  /** Another instance holds the lease: close the socket, take rows from the relay. */
  readonly lostHolder: () => void;
  readonly relayed: (m: RelayMessage) => void;
  /** Holder: the other instances' tickers changed. */
  readonly othersChanged: () => void;
  /** Holder, once per renewal: repeat the subscription answer for instances that joined since. */
  readonly holderTick: () => void;
}

export type ClusterRole = 'holder' | 'follower' | 'alone';

export interface StreamClusterOptions {
  readonly leaseMs?: number;
  readonly renewMs?: number;
}

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export class StreamCluster {
  readonly #link: RedisLink;
  readonly #leaseKey: string;
  readonly #subsKey: string;
  readonly #relayChannel: string;
  readonly #subsChannel: string;
  readonly #leaseMs: number;
  readonly #renewMs: number;
  #events: StreamClusterEvents | undefined;
  #role: ClusterRole = 'follower';
  #timer: NodeJS.Timeout | undefined;
  #mine: readonly string[] = [];
  #others = new Set<string>();
  #closed = false;
  readonly #onMessage = (channel: string, message: string): void => this.#heard(channel, message);

  constructor(link: RedisLink, scope: string, endpoint: HubEndpoint, opts: StreamClusterOptions = {}) {
    this.#link = link;
    const k = `oa:{${scope}}:stream:${endpoint}`;
    this.#leaseKey = `${k}:lease`;
    this.#subsKey = `${k}:subs`;
    this.#relayChannel = `${k}:relay`;
    this.#subsChannel = `${k}:subs-changed`;
    this.#leaseMs = opts.leaseMs ?? 3000;
    this.#renewMs = opts.renewMs ?? 1000;
  }

  get role(): ClusterRole {
    return this.#role;
  }

  /** This instance opens the upstream socket (it holds the lease, or stands alone while Redis is down). */
  get holding(): boolean {
    return this.#role !== 'follower';
  }

  /** The other instances' tickers (holder), as last read. */
  get others(): ReadonlySet<string> {
    return this.#others;
  }

  async start(events: StreamClusterEvents): Promise<void> {
    this.#events = events;
    this.#link.subscriber.on('message', this.#onMessage);
    await this.#link.subscriber.subscribe(this.#relayChannel, this.#subsChannel).catch(() => undefined);
    this.#link.onChange((up) => {
      if (this.#closed) return;
      if (up) {
        void this.#link.subscriber.subscribe(this.#relayChannel, this.#subsChannel).catch(() => undefined);
        void this.#tick();
      } else this.#become('alone');
    });
    await this.#tick();
    this.#timer = setInterval(() => void this.#tick(), this.#renewMs);
    this.#timer.unref();
  }

  /** The tickers this instance's clients (and watcher) want; the holder's union includes them. */
  setMine(tickers: ReadonlySet<string>): void {
    const next = [...tickers].sort();
    if (next.join(',') === this.#mine.join(',')) return;
    this.#mine = next;
    void this.#writeMine().then(() => this.#link.run((c) => c.publish(this.#subsChannel, this.#link.instance)));
  }

  /** Holder: send a message to the other instances. */
  publish(m: RelayMessage): void {
    if (this.#role !== 'holder') return;
    void this.#link.run((c) => c.publish(this.#relayChannel, JSON.stringify(m)));
  }

  /** Leave: hand the lease on at once and withdraw this instance's tickers. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#link.subscriber.off('message', this.#onMessage);
    await this.#link.run((c) => c.eval(RELEASE, 1, this.#leaseKey, this.#link.instance));
    await this.#link.run((c) => c.hdel(this.#subsKey, this.#link.instance));
  }

  /** A crash, for tests: stop renewing and leave everything in Redis as a killed process would. */
  abandon(): void {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#link.subscriber.off('message', this.#onMessage);
  }

  async #tick(): Promise<void> {
    if (this.#closed) return;
    const me = this.#link.instance;
    await this.#writeMine();
    if (this.#role === 'holder') {
      const kept = await this.#link.run((c) => c.eval(RENEW, 1, this.#leaseKey, me, String(this.#leaseMs)));
      if (kept === undefined) return this.#become('alone');
      if (Number(kept) !== 1) return this.#become('follower');
    } else {
      const took = await this.#link.run((c) => c.set(this.#leaseKey, me, 'PX', this.#leaseMs, 'NX'));
      if (took === undefined) return this.#become('alone');
      if (took === 'OK') this.#become('holder');
      else if (this.#role === 'alone') this.#become('follower');
    }
    if (this.#role === 'holder') {
      await this.#readOthers();
      this.#events?.holderTick();
    }
  }

  async #writeMine(): Promise<void> {
    const entry = JSON.stringify({ tickers: this.#mine, until: Date.now() + this.#leaseMs });
    await this.#link.run((c) => c.hset(this.#subsKey, this.#link.instance, entry));
  }

  /** The union of the other live instances' tickers (entries past their `until` belong to dead ones). */
  async #readOthers(): Promise<void> {
    const all = await this.#link.run((c) => c.hgetall(this.#subsKey));
    if (!all) return;
    const now = Date.now();
    const next = new Set<string>();
    for (const [id, v] of Object.entries(all)) {
      if (id === this.#link.instance) continue;
      try {
        const e = JSON.parse(v) as { tickers?: unknown; until?: unknown };
        if (typeof e.until !== 'number' || e.until < now) {
          if (typeof e.until === 'number' && e.until < now - 60_000)
            void this.#link.run((c) => c.hdel(this.#subsKey, id));
          continue;
        }
        if (Array.isArray(e.tickers)) for (const t of e.tickers) if (typeof t === 'string') next.add(t);
      } catch {
        // An unreadable entry is another version's: skipped.
      }
    }
    const changed = next.size !== this.#others.size || [...next].some((t) => !this.#others.has(t));
    this.#others = next;
    if (changed) this.#events?.othersChanged();
  }

  #become(role: ClusterRole): void {
    if (this.#closed || role === this.#role) return;
    const wasHolding = this.holding;
    this.#role = role;
    if (this.holding && !wasHolding) this.#events?.becameHolder();
    if (!this.holding && wasHolding) {
      this.#others = new Set();
      this.#events?.lostHolder();
    }
  }

  #heard(channel: string, message: string): void {
    if (this.#closed) return;
    if (channel === this.#subsChannel) {
      if (this.#role === 'holder' && message !== this.#link.instance) void this.#readOthers();
      return;
    }
    if (channel !== this.#relayChannel || this.#role !== 'follower') return;
    try {
      this.#events?.relayed(JSON.parse(message) as RelayMessage);
    } catch {
      // Not ours.
    }
  }
}
