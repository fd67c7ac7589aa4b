/**
 * The per-client request limit on /api: a fixed window per client address, opened by its first request
 * (as @fastify/rate-limit's local store counts). A plain synchronous count, not that plugin: it is asked
 * on every API request, cached hits included, and the plugin's chain of promises per request cost
 * about as much as a cached hit's own work.
 */

interface ClientWindow {
  count: number;
  resetAt: number;
}

/** Clients remembered at most; past it, windows already over are dropped first, then the oldest. */
const MAX_CLIENTS = 5000;

export interface ClientRateLimitOptions {
  /** Requests a client may make per window. */
  readonly max: number;
  readonly windowMs: number;
  readonly now?: () => number;
}

export class ClientRateLimit {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, ClientWindow>();

  constructor(opts: ClientRateLimitOptions) {
    this.#max = opts.max;
    this.#windowMs = opts.windowMs;
    this.#now = opts.now ?? Date.now;
  }

  /** Counts a request of the client: 0 when it may go on, else the seconds until its window ends. */
  take(client: string): number {
    const t = this.#now();
    let w = this.#windows.get(client);
    if (!w || t >= w.resetAt) {
      // Deleted and set again: a Map keeps its insertion order, the order windows opened in.
      if (w) this.#windows.delete(client);
      else if (this.#windows.size >= MAX_CLIENTS) this.#makeRoom(t);
      w = { count: 0, resetAt: t + this.#windowMs };
      this.#windows.set(client, w);
    }
    w.count++;
    return w.count <= this.#max ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000));
  }

  #makeRoom(t: number): void {
    for (const [client, w] of this.#windows) if (t >= w.resetAt) this.#windows.delete(client);
    // Still full: the windows opened longest ago go.
    for (const client of this.#windows.keys()) {
      if (this.#windows.size < MAX_CLIENTS) break;
      this.#windows.delete(client);
    }
  }
}
