/**
 * The answer cache's shared tier in Redis: every instance's answers with their freshness, and a lock
 * per answer being fetched, so that two instances asking for the same answer make one upstream
 * request (single-flight across instances). Each instance still answers hits from its own memory
 * first; Redis is read on a local miss.
 */
import crypto from 'node:crypto';
import type { RedisLink } from './redis-link';

export interface SharedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly storedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
  readonly immutable: boolean;
  readonly session: string;
}

/** Longest an upstream fetch may hold the lock (the upstream client's own timeout is shorter). */
const LOCK_MS = 20_000;
/** Immutable answers stay a day in Redis (each instance also keeps them on its own disk for good). */
const IMMUTABLE_TTL_MS = 86_400_000;
const POLL_MS = 20;

type Meta = Omit<SharedAnswer, 'body' | 'freshUntil' | 'staleUntil'> & {
  readonly freshUntil: number | null;
  readonly staleUntil: number | null;
};

export class SharedAnswers {
  readonly #link: RedisLink;
  readonly #k: string;

  constructor(link: RedisLink, scope: string) {
    this.#link = link;
    this.#k = `oa:{${scope}}`;
  }

  get available(): boolean {
    return this.#link.up;
  }

  #id(key: string): string {
    return crypto.createHash('sha1').update(key).digest('hex');
  }
  #answerKey(key: string): string {
    return `${this.#k}:answer:${this.#id(key)}`;
  }
  #lockKey(key: string): string {
    return `${this.#k}:fetching:${this.#id(key)}`;
  }

  async read(key: string): Promise<SharedAnswer | undefined> {
    const h = await this.#link.run((c) => c.hgetallBuffer(this.#answerKey(key)));
    if (!h?.meta || !h.body) return undefined;
    try {
      const m = JSON.parse(h.meta.toString('utf8')) as Meta;
      return {
        ...m,
        body: h.body,
        freshUntil: m.freshUntil ?? Infinity,
        staleUntil: m.staleUntil ?? Infinity,
      };
    } catch {
      return undefined;
    }
  }

  write(key: string, a: SharedAnswer, now: number): void {
    const ttl = a.immutable ? IMMUTABLE_TTL_MS : Math.max(1000, a.staleUntil - now);
    const meta: Meta = {
      status: a.status,
      headers: a.headers,
      storedAt: a.storedAt,
      freshUntil: Number.isFinite(a.freshUntil) ? a.freshUntil : null,
      staleUntil: Number.isFinite(a.staleUntil) ? a.staleUntil : null,
      immutable: a.immutable,
      session: a.session,
    };
    const k = this.#answerKey(key);
    void this.#link.run((c) =>
      c
        .multi()
        .del(k)
        .hset(k, { meta: JSON.stringify(meta), body: a.body })
        .pexpire(k, ttl)
        .exec(),
    );
  }

  /** Take the fetch of `key`: true (this instance fetches), false (another does), undefined (no Redis). */
  async lead(key: string, owner: string): Promise<boolean | undefined> {
    const r = await this.#link.run((c) => c.set(this.#lockKey(key), owner, 'PX', LOCK_MS, 'NX'));
    return r === undefined ? undefined : r === 'OK';
  }

  release(key: string): void {
    void this.#link.run((c) => c.del(this.#lockKey(key)));
  }

  /** Wait while another instance fetches `key`, then read what it stored (undefined if nothing). */
  async awaitOther(key: string): Promise<SharedAnswer | undefined> {
    const deadline = Date.now() + LOCK_MS;
    while (Date.now() < deadline) {
      const held = await this.#link.run((c) => c.exists(this.#lockKey(key)));
      // Unanswered while Redis is up (a command timed out behind a blocked event loop): ask again
      // rather than fetch beside the instance that holds the lock.
      if (held === undefined && !this.#link.up) return undefined;
      if (held === 0) return this.read(key);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return undefined;
  }
}
