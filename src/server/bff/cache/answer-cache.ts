/**
 * The BFF's answer cache: freshness per the contract's cache policy, single-flight coalescing of
 * identical in-flight requests, stale-while-revalidate, stale-if-error, and immutable answers kept on
 * disk so they survive a restart. Immutable means: the request names a session and the answer reports it
 * `finality: final` (immutable-rule.ts). Everything else also dies when the current session changes.
 * 200s are cached; upstream 404/422 briefly (negative caching), in memory only.
 */
import type { CachePolicy } from '../../../api/cache-policy';
import { currentSession as calendarSession } from '../../../api/calendar';
import { isImmutableAnswer, NEGATIVE_STATUSES, NEGATIVE_TTL_SECONDS } from './immutable-rule';
import type { SharedAnswers } from '../shared/shared-answers';
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
  /** The current session when stored: a non-immutable entry does not outlive it. */
  readonly session: string;
}

export interface CacheRequest {
  readonly key: string;
  readonly policy: CachePolicy;
  /** The session the request names (`{session}`, `session`, `date`; requestedSession), if any. */
  readonly session: string | undefined;
  /** One upstream attempt at the given priority. */
  readonly fetch: (background: boolean) => Promise<FetchResult>;
}

export interface AnswerCacheOptions {
  readonly store: Store;
  /** Prefix of disk keys: answers of another key or tier are never mixed. */
  readonly scope: string;
  readonly now?: () => number;
  readonly maxBytes?: number;
  /** The current session at an instant (calendar.ts by default). */
  readonly currentSession?: (t: number) => string;
  /** Several instances (REDIS_URL): answers and in-flight fetches shared in Redis. */
  readonly shared?: SharedAnswers;
  /** Who holds a shared fetch lock (the instance id). */
  readonly instance?: string;
}

/** Statuses a stale copy may stand in for (stale-if-error). Refusals of our own governor are 429s. */
const STALE_IF = new Set([429, 502, 503, 504]);

/** The answer's own `finality` and `session` (what it reports, not what was asked). */
function reportedOf(body: Buffer): { finality?: string; session?: string; degraded?: boolean } {
  // Cheap check before parsing: most bodies carry `"finality"` near the top.
  if (!body.includes('"finality"') && !body.includes('"degraded"')) return {};
  try {
    const j = JSON.parse(body.toString('utf8')) as { finality?: unknown; session?: unknown; degraded?: unknown } | null;
    if (typeof j !== 'object' || j === null) return {};
    return {
      ...(typeof j.finality === 'string' ? { finality: j.finality } : {}),
      ...(typeof j.session === 'string' ? { session: j.session } : {}),
      ...(j.degraded === true ? { degraded: true } : {}),
    };
  } catch {
    return {};
  }
}

export class AnswerCache {
  readonly #options: AnswerCacheOptions;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #sessionAt: (t: number) => string;
  #sessionMemo = { at: -Infinity, session: '' };
  readonly #mem = new Map<string, Entry>();
  #bytes = 0;
  readonly #inflight = new Map<string, Promise<Served>>();
  readonly #revalidating = new Set<string>();
  /** Counters for /api/health and the bench. */
  readonly stats = { hit: 0, miss: 0, stale: 0, coalesced: 0, revalidations: 0, shared_hit: 0 };

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.#sessionAt = options.currentSession ?? calendarSession;
  }

  /** The calendar's arithmetic costs ~15 µs; the session changes twice a day at most. */
  #session(t: number): string {
    if (t - this.#sessionMemo.at > 1000 || t < this.#sessionMemo.at)
      this.#sessionMemo = { at: t, session: this.#sessionAt(t) };
    return this.#sessionMemo.session;
  }

  /** A "latest" answer of an earlier session is never served: it is dropped. */
  #outlived(key: string, e: Entry, t: number): boolean {
    if (e.immutable || e.session === this.#session(t)) return false;
    this.#mem.delete(key);
    this.#bytes -= e.answer.body.length;
    return true;
  }

  #diskKey(session: string, key: string): string {
    return `${this.#options.scope} @${session} ${key}`;
  }

  get size(): number {
    return this.#mem.size;
  }

  #get(key: string, session: string | undefined): Entry | undefined {
    const e = this.#mem.get(key);
    if (e && this.#outlived(key, e, this.#now())) return undefined;
    if (e) {
      // Refresh recency (Map keeps insertion order: the first key is the least recently used).
      this.#mem.delete(key);
      this.#mem.set(key, e);
      return e;
    }
    if (session === undefined) return undefined;
    const stored = this.#options.store.getAnswer(this.#diskKey(session, key));
    if (!stored) return undefined;
    const entry: Entry = {
      answer: stored,
      storedAt: stored.storedAt,
      freshUntil: Infinity,
      staleUntil: Infinity,
      immutable: true,
      session,
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
    const t = this.#now();
    const session = this.#session(t);
    if (NEGATIVE_STATUSES.has(answer.status)) {
      // A refused or unknown URL repeats (polling, retries): one upstream request per TTL, not per repeat.
      const until = t + NEGATIVE_TTL_SECONDS * 1000;
      const entry: Entry = { answer, storedAt: t, freshUntil: until, staleUntil: until, immutable: false, session };
      this.#remember(req.key, entry);
      this.#options.shared?.write(req.key, { ...entry, ...answer }, t);
      return;
    }
    if (answer.status !== 200) return;
    const reported = reportedOf(answer.body);
    // `degraded` (reference A, empty tape responses): the live feed failed upstream, retry in a few
    // seconds. Kept, it would answer every retry with the same empty rows for the policy's freshness.
    if (reported.degraded) return;
    // An answer about another session than the one asked (a fallback to the latest) is not that session's.
    const sameSession = reported.session === undefined || reported.session === req.session;
    const immutable = sameSession && isImmutableAnswer(req.session, reported.finality, session);
    const entry: Entry = {
      answer,
      storedAt: t,
      freshUntil: immutable ? Infinity : t + req.policy.freshSeconds * 1000,
      staleUntil: immutable ? Infinity : t + (req.policy.freshSeconds + req.policy.staleSeconds) * 1000,
      immutable,
      session: immutable && req.session !== undefined ? req.session : session,
    };
    this.#remember(req.key, entry);
    this.#options.shared?.write(req.key, { ...entry, ...answer }, t);
    if (immutable && req.session !== undefined)
      this.#options.store.putAnswer(this.#diskKey(req.session, req.key), { ...answer, storedAt: t });
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
    if (t >= e.freshUntil || this.#outlived(key, e, t)) return undefined;
    this.#mem.delete(key);
    this.#mem.set(key, e);
    this.stats.hit++;
    return { answer: e.answer, age: Math.max(0, Math.floor((t - e.storedAt) / 1000)) };
  }

  /** Answer a cacheable GET. */
  async get(req: CacheRequest): Promise<Served> {
    const t = this.#now();
    let entry = this.#get(req.key, req.session);
    if (!entry && this.#options.shared?.available) {
      entry = await this.#fromShared(req.key);
      if (entry && t < entry.freshUntil) this.stats.shared_hit++;
    }
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
    const p = this.#fetchOnce(req, false);
    this.#inflight.set(req.key, p);
    try {
      return await p;
    } finally {
      this.#inflight.delete(req.key);
    }
  }

  /** An answer another instance stored in Redis, kept in memory from here on. */
  async #fromShared(key: string): Promise<Entry | undefined> {
    const a = await this.#options.shared?.read(key);
    if (!a) return undefined;
    const e: Entry = {
      answer: { status: a.status, headers: a.headers, body: a.body },
      storedAt: a.storedAt,
      freshUntil: a.freshUntil,
      staleUntil: a.staleUntil,
      immutable: a.immutable,
      session: a.session,
    };
    const t = this.#now();
    if (t >= e.staleUntil || (!e.immutable && e.session !== this.#session(t))) return undefined;
    this.#remember(key, e);
    return e;
  }

  /**
   * One upstream attempt for every instance: the instance that takes the shared lock fetches; the others
   * wait for its answer and serve it (COALESCED). Without Redis, or when the other instance failed,
   * this instance fetches itself.
   */
  async #fetchOnce(req: CacheRequest, background: boolean): Promise<Served> {
    const shared = this.#options.shared;
    if (!shared?.available) return this.#fetchAndStore(req, background);
    const lead = await shared.lead(req.key, this.#options.instance ?? 'bff');
    if (lead) {
      // Another instance may have fetched, stored and let go between our miss and our lock.
      const e = await this.#fromShared(req.key);
      if (e && this.#now() < e.freshUntil) {
        shared.release(req.key);
        this.stats.coalesced++;
        return this.#serve(e, 'COALESCED');
      }
    }
    if (lead === false) {
      await shared.awaitOther(req.key);
      const e = await this.#fromShared(req.key);
      if (e && this.#now() < e.freshUntil) {
        this.stats.coalesced++;
        return this.#serve(e, 'COALESCED');
      }
    }
    try {
      return await this.#fetchAndStore(req, background);
    } finally {
      if (lead) shared.release(req.key);
    }
  }

  async #fetchAndStore(req: CacheRequest, background: boolean): Promise<Served> {
    const r = await req.fetch(background);
    if (r.kind === 'answer' && (r.answer.status === 200 || NEGATIVE_STATUSES.has(r.answer.status))) {
      this.#put(req, r.answer);
      return { ...r.answer, cache: 'MISS', age: 0 };
    }
    // Stale-if-error: any copy we still hold beats an error page.
    if (STALE_IF.has(r.answer.status)) {
      const old = this.#mem.get(req.key);
      if (old && old.answer.status === 200 && !this.#outlived(req.key, old, this.#now())) {
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
    const p = this.#fetchOnce(req, true);
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
