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
 * - Hand-over: the holder keeps under `seen-through` the print time up to which it has every row (the
 *   start of a gap it has not read back yet, else its newest row). A new holder reads the gap back from
 *   the older of that and its own newest relayed row, so rows the old holder received but never relayed,
 *   and gaps it never read back, come from the tape (deduped by event_id). It is written on every
 *   renewal and at once when a gap opens, on the connection that publishes the rows: any row relayed
 *   after the gap reaches the others after the word that the gap is open.
 *
 * While Redis is down every instance acts alone (holds its own socket), and says so; when Redis is back
 * the instances settle on one holder again. A command that fails while Redis is up (a timeout on a busy
 * machine) changes no role: a follower that went alone on it would open a second socket beside the
 * holder's. A holder lets its socket go before its lease can lapse unrenewed, so two instances never
 * both hold one.
 */
import type { HubEndpoint } from '../stream/hub-endpoint';
import type { ClusterRole, RelayMessage, StreamRole, StreamRoleEvents } from '../stream/stream-role';
import type { RedisLink } from './redis-link';

export interface StreamClusterOptions {
  readonly leaseMs?: number;
  readonly renewMs?: number;
}

/** Take the lease if free, or renew it if ours (also after a lapse nobody used): 1 when held. */
const TAKE = `
local v = redis.call('GET', KEYS[1])
if v and v ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
/** How long the last holder's `seen-through` is kept: a hand-over takes seconds; a cluster down longer starts from its records. */
const SEEN_THROUGH_KEEP_MS = 10 * 60_000;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export class StreamCluster implements StreamRole {
  readonly #link: RedisLink;
  readonly #leaseKey: string;
  readonly #subsKey: string;
  readonly #seenKey: string;
  readonly #relayChannel: string;
  readonly #subsChannel: string;
  readonly #leaseMs: number;
  readonly #renewMs: number;
  #events: StreamRoleEvents | undefined;
  #role: ClusterRole = 'follower';
  #timer: NodeJS.Timeout | undefined;
  #mine: readonly string[] = [];
  #others = new Set<string>();
  #closed = false;
  /** A lease attempt is under way: a slow Redis never has two in flight. */
  #ticking = false;
  /** Holder: lets the socket go when no renewal has kept the lease for leaseMs - renewMs. */
  #letGoTimer: NodeJS.Timeout | undefined;
  readonly #onMessage = (channel: string, message: string): void => this.#heard(channel, message);

  constructor(link: RedisLink, scope: string, endpoint: HubEndpoint, opts: StreamClusterOptions = {}) {
    this.#link = link;
    const k = `oa:{${scope}}:stream:${endpoint}`;
    this.#leaseKey = `${k}:lease`;
    this.#subsKey = `${k}:subs`;
    this.#seenKey = `${k}:seen-through`;
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

  async start(events: StreamRoleEvents): Promise<void> {
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

  /**
   * Holder: where this instance has every row moved back (a gap opened). Written now rather than at the
   * next renewal: a holder that dies within a renewal of its gap opening still leaves its word.
   */
  seenThroughMoved(): void {
    if (this.#role === 'holder' && !this.#closed) void this.#keepSeenThrough();
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
    clearTimeout(this.#letGoTimer);
    this.#link.subscriber.off('message', this.#onMessage);
    if (this.#role === 'holder') await this.#keepSeenThrough();
    await this.#link.run((c) => c.eval(RELEASE, 1, this.#leaseKey, this.#link.instance));
    await this.#link.run((c) => c.hdel(this.#subsKey, this.#link.instance));
  }

  /** A crash, for tests: stop renewing and leave everything in Redis as a killed process would. */
  abandon(): void {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    clearTimeout(this.#letGoTimer);
    this.#link.subscriber.off('message', this.#onMessage);
  }

  async #tick(): Promise<void> {
    if (this.#closed || this.#ticking) return;
    this.#ticking = true;
    try {
      await this.#settleLease();
    } finally {
      this.#ticking = false;
    }
  }

  async #settleLease(): Promise<void> {
    await this.#writeMine();
    const askedAt = Date.now();
    const held = await this.#link.run((c) =>
      c.eval(TAKE, 1, this.#leaseKey, this.#link.instance, String(this.#leaseMs)),
    );
    if (held === undefined) return this.#unanswered();
    if (Number(held) !== 1) return this.#become('follower');
    if (this.#role !== 'holder') await this.#takeOver();
    this.#letGoUnlessRenewed(askedAt);
    await this.#readOthers();
    // Closed meanwhile (its hub's rows too): the word close() left stands.
    if (this.#closed) return;
    await this.#keepSeenThrough();
    this.#events?.holderTick();
  }

  /**
   * Redis did not answer. Down: stand alone. Up (a command timed out): keep the role; a holder whose
   * renewals keep failing lets go on its timer, before the lease can lapse to another instance.
   */
  #unanswered(): void {
    if (!this.#link.up) this.#become('alone');
  }

  /**
   * The lease was kept by the renewal sent at `askedAt`, so it lasts at least until askedAt + leaseMs.
   * Unless a later renewal keeps it, the socket goes one renewal before that: never two holders.
   */
  #letGoUnlessRenewed(askedAt: number): void {
    if (this.#role !== 'holder') return;
    clearTimeout(this.#letGoTimer);
    const ms = Math.max(0, askedAt + this.#leaseMs - this.#renewMs - Date.now());
    this.#letGoTimer = setTimeout(() => {
      if (this.#role === 'holder') this.#become('follower');
    }, ms);
    this.#letGoTimer.unref();
  }

  /** The lease is ours: learn the others' tickers and where the last holder's rows end, then hold. */
  async #takeOver(): Promise<void> {
    await this.#readOthers();
    const seen = Number(await this.#link.run((c) => c.get(this.#seenKey)));
    this.#become('holder', Number.isFinite(seen) && seen > 0 ? seen : null);
  }

  async #keepSeenThrough(): Promise<void> {
    const seen = this.#events?.seenThrough() ?? null;
    if (seen === null) return;
    await this.#link.run((c) => c.set(this.#seenKey, String(seen), 'PX', SEEN_THROUGH_KEEP_MS));
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

  #become(role: ClusterRole, seenThrough: number | null = null): void {
    if (this.#closed || role === this.#role) return;
    const wasHolding = this.holding;
    this.#role = role;
    if (role !== 'holder') clearTimeout(this.#letGoTimer);
    if (this.holding && !wasHolding) this.#events?.becameHolder(seenThrough);
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
