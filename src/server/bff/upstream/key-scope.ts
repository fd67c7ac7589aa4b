/**
 * What belongs to one upstream key (its scope): its REST client and MCP door (which attach it), its
 * budget (governor, scoped by a fingerprint of the key) and its answer cache (same scope). A switch of
 * key moves to another scope instead of mutating one, so a request that was in flight when the key
 * changed finishes on its own key's budget and lands in its own key's cache: a free key's answer is
 * never served to a Pro key or back. Scopes are made on first use and kept (switching back resumes
 * the budget already counted).
 */
import crypto from 'node:crypto';
import { AnswerCache } from '../cache/answer-cache';
import type { BffConfig, Tier } from '../config';
import { DayCountSync } from '../budget/day-count-sync';
import { Governor, type GovernorOptions } from '../budget/governor';
import { McpDoor } from '../mcp/mcp-door';
import type { RedisLink } from '../shared/redis-link';
import { SharedAnswers } from '../shared/shared-answers';
import { SharedBudget } from '../shared/shared-budget';
import type { Store } from '../cache/store';
import { learnTier } from '../budget/tier-probe';
import { UpstreamClient } from './upstream-client';
import { observeUpstream, type UpstreamHealth } from './upstream-health';

export interface KeyScope {
  readonly upstream: UpstreamClient | undefined;
  readonly mcp: McpDoor | undefined;
  readonly governor: Governor;
  readonly cache: AnswerCache;
  /** Settles once the key's tier is learnt from the upstream (at once when it need not be asked). */
  readonly tierLearnt: Promise<Tier>;
  /** Keeps the day's count up with the service's (keys asked upstream; the embedded sandbox's key is ours alone). */
  readonly daySync: DayCountSync | undefined;
}

export interface KeyScopesOptions {
  readonly config: BffConfig;
  readonly store: Store;
  readonly baseUrl: string | undefined;
  readonly wsBaseUrl: string | undefined;
  readonly timeoutMs: number;
  readonly health: UpstreamHealth;
  readonly governor?: Partial<GovernorOptions>;
  readonly cacheNow?: () => number;
  /** Several instances on one key: the budget and the answers are shared through Redis. */
  readonly redis?: RedisLink | undefined;
}

/** A fingerprint of who owns the budget and the cached answers: never the key itself. */
export function keyScopeId(config: BffConfig, apiKey: string): string {
  const where = config.mode === 'upstream' ? (config.baseUrl ?? '') : 'sandbox';
  return crypto.createHash('sha256').update(`${config.mode}\n${where}\n${apiKey}`).digest('hex').slice(0, 24);
}

export class KeyScopes {
  readonly #options: KeyScopesOptions;
  readonly #scopes = new Map<string, KeyScope>();

  constructor(options: KeyScopesOptions) {
    this.#options = options;
  }

  /**
   * The scope of `key`. `tier` is what is known without asking; `probe` asks the upstream once
   * (GET /v1/account/usage, as at start in upstream mode) when the key's tier is not given by config.
   */
  of(key: string, tier: Tier, probe: boolean): KeyScope {
    const found = this.#scopes.get(key);
    if (found) return found;
    const o = this.#options;
    const upstream =
      o.baseUrl && o.wsBaseUrl
        ? new UpstreamClient({ baseUrl: o.baseUrl, wsBaseUrl: o.wsBaseUrl, apiKey: key, timeoutMs: o.timeoutMs })
        : undefined;
    if (upstream) observeUpstream(upstream, o.health);
    // The families the reference serves only as MCP tools go through the upstream's /mcp.
    const mcp = o.baseUrl
      ? new McpDoor({ baseUrl: o.baseUrl, apiKey: key, timeoutMs: o.timeoutMs, health: o.health })
      : undefined;
    const scope = keyScopeId(o.config, key);
    const shared = o.redis
      ? { budget: new SharedBudget(o.redis, scope), answers: new SharedAnswers(o.redis, scope) }
      : undefined;
    const governor = new Governor({
      store: o.store,
      scope,
      tier,
      ...o.governor,
      ...(shared ? { shared: shared.budget } : {}),
    });
    const cache = new AnswerCache({
      store: o.store,
      scope,
      ...(o.cacheNow ? { now: o.cacheNow } : {}),
      ...(shared ? { shared: shared.answers, instance: o.redis!.instance } : {}),
    });
    const daySync = probe && upstream ? new DayCountSync({ governor, upstream }) : undefined;
    const tierLearnt =
      probe && upstream
        ? learnTier(governor, upstream, (reading, at) => daySync?.noteReading(reading, at))
        : Promise.resolve(tier);
    daySync?.start();
    const keyScope: KeyScope = { upstream, mcp, governor, cache, tierLearnt, daySync };
    this.#scopes.set(key, keyScope);
    return keyScope;
  }

  async close(): Promise<void> {
    for (const b of this.#scopes.values()) {
      b.daySync?.stop();
      b.governor.close();
      await b.upstream?.close();
      await b.mcp?.close();
    }
    this.#scopes.clear();
  }
}
