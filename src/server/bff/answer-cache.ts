/**
 * The BFF's answer cache: freshness per the contract's cache policy, single-flight coalescing of
 * identical in-flight requests, stale-while-revalidate, stale-if-error, and immutable answers
 * (past sessions, `finality: final`) kept on disk so they survive a restart. Only 200s are cached.
 */
import type { CachePolicy } from '../../api/cache-policy';
import type { Store } from './store';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'COALESCED';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export interface Served extends Answer {
  readonly cache: CacheStatus;
  /** Seconds since the answer was obtained from upstream. */
  readonly age: number;
}

/** What one upstream attempt produced. `fallback` asks for a stale copy (errors, refusals). */
export type FetchResult =
  { readonly kind: 'answer'; readonly answer: Answer } | { readonly kind: 'failed'; readonly answer: Answer };

interface Entry {
  readonly answer: Answer;
  readonly storedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
  readonly immutable: boolean;
}

export interface CacheRequest {
  readonly key: string;
  readonly policy: CachePolicy;
  /** The request names a session that is over (isPastSessionRequest). */
  readonly pastSession: boolean;
  /** A `current` endpoint: its `final` answer changes with the next session, so it is not immutable. */
  readonly current: boolean;
  /** One upstream attempt at the given priority. */
  readonly fetch: (background: boolean) => Promise<FetchResult>;
}

export interface AnswerCacheOptions {
  readonly store: Store;
  /** Prefix of disk keys: answers of another key or tier are never mixed. */
  readonly scope: string;
  readonly now?: () => number;
  readonly maxBytes?: number;
}

/** Statuses a stale copy may stand in for (stale-if-error). Refusals of our own governor are 429s. */
const STALE_IF = new Set([429, 502, 503, 504]);

function finalityOf(body: Buffer): string | undefined {
  // Cheap check before parsing: most bodies carry `"finality"` near the top.
  if (!body.includes('"finality"')) return undefined;
  try {
    const j = JSON.parse(body.toString('utf8')) as unknown;
    const f = typeof j === 'object' && j !== null ? (j as { finality?: unknown }).finality : undefined;
    return typeof f === 'string' ? f : undefined;
  } catch {
    return undefined;
  }
}

export class AnswerCache {
  readonly #o: AnswerCacheOptions;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #mem = new Map<string, Entry>();
  #bytes = 0;
  readonly #inflight = new Map<string, Promise<Served>>();
  readonly #revalidating = new Set<string>();
  /** Counters for /api/health and the bench. */
  readonly stats = { hit: 0, miss: 0, stale: 0, coalesced: 0, revalidations: 0 };

  constructor(opts: AnswerCacheOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
    this.#maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
  }

  get size(): number {
    return this.#mem.size;
  }

  #get(key: string): Entry | undefined {
    const e = this.#mem.get(key);
    if (e) {
      // Refresh recency (Map keeps insertion order: the first key is the least recently used).
      this.#mem.delete(key);
      this.#mem.set(key, e);
      return e;
    }
    const stored = this.#o.store.getAnswer(`${this.#o.scope} ${key}`);
    if (!stored) return undefined;
    const entry: Entry = {
      answer: stored,
      storedAt: stored.storedAt,
      freshUntil: Infinity,
      staleUntil: Infinity,
      immutable: true,
    };
    this.#remember(key, entry);
    return entry;
  }

  #remember(key: string, e: Entry): void {
    const old = this.#mem.get(key);
    if (old) this.#bytes -= old.answer.body.length;
    this.#mem.delete(key);
    this.#mem.set(key, e);
    this.#bytes += e.answer.body.length;
    for (const [k, v] of this.#mem) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#mem.delete(k);
      this.#bytes -= v.answer.body.length;
    }
  }

  #put(req: CacheRequest, answer: Answer): void {
    if (answer.status !== 200) return;
    const t = this.#now();
    const finality = finalityOf(answer.body);
    // A past session is immutable unless the answer itself says it is still provisional.
    const immutable = (req.pastSession && finality !== 'provisional') || (!req.current && finality === 'final');
    const entry: Entry = {
      answer,
      storedAt: t,
      freshUntil: immutable ? Infinity : t + req.policy.freshSeconds * 1000,
      staleUntil: immutable ? Infinity : t + (req.policy.freshSeconds + req.policy.staleSeconds) * 1000,
      immutable,
    };
    this.#remember(req.key, entry);
    if (immutable) this.#o.store.putAnswer(`${this.#o.scope} ${req.key}`, { ...answer, storedAt: t });
  }

  #serve(e: Entry, cache: CacheStatus): Served {
    return { ...e.answer, cache, age: Math.max(0, Math.floor((this.#now() - e.storedAt) / 1000)) };
  }

  /**
   * A fresh copy held in memory, or undefined (then `get` decides: disk, stale, coalesce, fetch).
   * Synchronous, so that the proxy can answer hits before Fastify's parsing and handler stages.
   */
  hit(key: string): { readonly answer: Answer; readonly age: number } | undefined {
    const e = this.#mem.get(key);
    if (!e) return undefined;
    const t = this.#now();
    if (t >= e.freshUntil) return undefined;
    this.#mem.delete(key);
    this.#mem.set(key, e);
    this.stats.hit++;
    return { answer: e.answer, age: Math.max(0, Math.floor((t - e.storedAt) / 1000)) };
  }

  /** Answer a cacheable GET. */
  async get(req: CacheRequest): Promise<Served> {
    const t = this.#now();
    const entry = this.#get(req.key);
    if (entry && t < entry.freshUntil) {
      this.stats.hit++;
      return this.#serve(entry, 'HIT');
    }
    if (entry && t < entry.staleUntil) {
      // Stale-while-revalidate: answer now, refresh in the background (at background priority).
      this.stats.stale++;
      this.#revalidate(req);
      return this.#serve(entry, 'STALE');
    }
    const pending = this.#inflight.get(req.key);
    if (pending) {
      this.stats.coalesced++;
      const s = await pending;
      return s.cache === 'MISS' ? { ...s, cache: 'COALESCED' } : s;
    }
    this.stats.miss++;
    const p = this.#fetchAndStore(req, false);
    this.#inflight.set(req.key, p);
    try {
      return await p;
    } finally {
      this.#inflight.delete(req.key);
    }
  }

  async #fetchAndStore(req: CacheRequest, background: boolean): Promise<Served> {
    const r = await req.fetch(background);
    if (r.kind === 'answer' && r.answer.status === 200) {
      this.#put(req, r.answer);
      return { ...r.answer, cache: 'MISS', age: 0 };
    }
    // Stale-if-error: any copy we still hold beats an error page.
    if (STALE_IF.has(r.answer.status)) {
      const old = this.#mem.get(req.key);
      if (old) {
        this.stats.stale++;
        return this.#serve(old, 'STALE');
      }
    }
    return { ...r.answer, cache: 'MISS', age: 0 };
  }

  #revalidate(req: CacheRequest): void {
    if (this.#revalidating.has(req.key) || this.#inflight.has(req.key)) return;
    this.#revalidating.add(req.key);
    this.stats.revalidations++;
    const p = this.#fetchAndStore(req, true);
    this.#inflight.set(req.key, p);
    p.catch(() => undefined).finally(() => {
      this.#revalidating.delete(req.key);
      this.#inflight.delete(req.key);
    });
  }

  clear(): void {
    this.#mem.clear();
    this.#bytes = 0;
  }
}
