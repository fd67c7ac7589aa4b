/**
 * Sign-outs seen by every instance (REDIS_URL). A dashboard session is an HMAC under DASHBOARD_TOKEN,
 * valid on any instance; its sign-out must be too, or a signed-out cookie would still open another
 * instance. Each revocation is kept in the instance's own store (it survives a restart), in a Redis
 * sorted set scored by the session's expiry (what a starting instance pulls), and told on a channel
 * (what running instances apply at once).
 */
import type { RevocationStore } from '../security/session';
import type { RedisLink } from './redis-link';

const KEY = 'oa:sessions:revoked';
const CHANNEL = 'oa:sessions:revoked-now';

export class SharedRevocations implements RevocationStore {
  readonly #link: RedisLink;
  readonly #local: RevocationStore;
  readonly #listeners = new Set<(id: string) => void>();

  constructor(link: RedisLink, local: RevocationStore) {
    this.#link = link;
    this.#local = local;
  }

  /** Take the sign-outs other instances made while this one was away, then follow new ones. */
  async start(now: number = Date.now()): Promise<void> {
    const r = await this.#link.run((c) => c.zrangebyscore(KEY, now, '+inf', 'WITHSCORES'));
    for (let i = 0; r && i + 1 < r.length; i += 2) this.#local.revokeSession(r[i]!, Number(r[i + 1]));
    this.#link.subscriber.on('message', (channel, message) => {
      if (channel !== CHANNEL) return;
      const [id, expiresAt] = message.split(' ');
      if (!id || !expiresAt) return;
      this.#local.revokeSession(id, Number(expiresAt));
      for (const l of this.#listeners) l(id);
    });
    await this.#link.subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  revokeSession(id: string, expiresAt: number): void {
    this.#local.revokeSession(id, expiresAt);
    void this.#link.run((c) =>
      c
        .multi()
        .zadd(KEY, expiresAt, id)
        .zremrangebyscore(KEY, '-inf', Date.now())
        .publish(CHANNEL, `${id} ${expiresAt}`)
        .exec(),
    );
  }

  revokedSessions(now: number): string[] {
    return this.#local.revokedSessions(now);
  }

  onRevoked(listener: (id: string) => void): void {
    this.#listeners.add(listener);
  }
}
