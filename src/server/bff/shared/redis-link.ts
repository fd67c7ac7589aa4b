/**
 * The BFF's connection to Redis when several instances share one key (REDIS_URL). Redis is a helper,
 * never a dependency of an answer: every command fails fast (no offline queue, a short timeout), and a
 * caller that gets `undefined` from `run` carries on with its in-process state. The link says so in
 * /api/status ("serving from memory") and in one log line per change, and reconnects by itself.
 */
import crypto from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLinkLogger {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
}

export interface RedisHealth {
  readonly url_host: string;
  readonly state: 'up' | 'down';
  /** The instance's id among the instances sharing the key (in leases and subscription entries). */
  readonly instance: string;
  /** Since when Redis has been unreachable (ISO), while down. */
  readonly down_since: string | null;
  readonly note: string | null;
}

/** How long a command may take before the caller falls back to memory. */
const COMMAND_TIMEOUT_MS = 1000;

function options(): RedisOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Keep trying, at most every 2 s: the BFF serves from memory meanwhile.
    retryStrategy: (times: number) => Math.min(2000, 100 * times),
  };
}

export class RedisLink {
  /** Commands. */
  readonly client: Redis;
  /** Pub/sub (a subscribed connection can send nothing else). */
  readonly subscriber: Redis;
  readonly instance = crypto.randomBytes(6).toString('hex');
  readonly #host: string;
  readonly #logger: RedisLinkLogger | undefined;
  #downSince: number | null = Date.now();
  readonly #listeners = new Set<(up: boolean) => void>();

  constructor(url: string, logger?: RedisLinkLogger) {
    this.#host = safeHost(url);
    this.#logger = logger;
    this.client = new Redis(url, options());
    this.subscriber = new Redis(url, options());
    for (const r of [this.client, this.subscriber]) {
      // Errors are the state below; ioredis would otherwise print each retry.
      r.on('error', () => undefined);
      r.on('close', () => this.#changed());
      r.on('ready', () => this.#changed());
    }
  }

  /** Connect both connections; resolves either way (down is a state, not a failure to start). */
  async connect(): Promise<void> {
    await Promise.all([this.client.connect().catch(() => undefined), this.subscriber.connect().catch(() => undefined)]);
    this.#changed();
  }

  get up(): boolean {
    return this.client.status === 'ready' && this.subscriber.status === 'ready';
  }

  /** Called with the new state whenever Redis comes back or goes away. */
  onChange(f: (up: boolean) => void): void {
    this.#listeners.add(f);
  }

  /** Run a command; undefined when Redis is down or the command fails (the caller serves from memory). */
  async run<T>(f: (r: Redis) => Promise<T>): Promise<T | undefined> {
    if (this.client.status !== 'ready') return undefined;
    try {
      return await f(this.client);
    } catch (err) {
      this.#logger?.warn(
        { redis: this.#host, err: err instanceof Error ? err.message : String(err) },
        'redis command failed',
      );
      return undefined;
    }
  }

  health(): RedisHealth {
    const down = this.#downSince;
    return {
      url_host: this.#host,
      state: this.up ? 'up' : 'down',
      instance: this.instance,
      down_since: down === null ? null : new Date(down).toISOString(),
      note: this.up ? null : 'Redis unreachable: this instance serves from its own memory and budget until it is back',
    };
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await Promise.all([this.client.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
    this.client.disconnect();
    this.subscriber.disconnect();
  }

  #changed(): void {
    const up = this.up;
    const wasUp = this.#downSince === null;
    if (up === wasUp) return;
    this.#downSince = up ? null : Date.now();
    if (up) this.#logger?.info({ redis: this.#host }, 'redis is up: budget, cache and streams are shared');
    else this.#logger?.warn({ redis: this.#host }, 'redis is down: serving from memory');
    for (const f of this.#listeners) f(up);
  }
}

/** host:port of the URL, never its password. */
function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return '(unreadable REDIS_URL)';
  }
}
