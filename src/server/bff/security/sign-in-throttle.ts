/**
 * Slows down guessing the dashboard token: once a client has sent `freeFailures` wrong tokens, every
 * further attempt waits, and the wait doubles with each wrong one (capped). While a client waits, any
 * attempt (even the right token) is refused without being checked, so guessing costs time, not tries.
 */
export interface SignInThrottleOptions {
  readonly freeFailures?: number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Clients remembered at most (oldest forgotten first). */
  readonly maxClients?: number;
  readonly now?: () => number;
}

interface ClientState {
  failures: number;
  blockedUntil: number;
}

export class SignInThrottle {
  readonly #clients = new Map<string, ClientState>();
  readonly #freeFailures: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #maxClients: number;
  readonly #now: () => number;

  constructor(opts: SignInThrottleOptions = {}) {
    this.#freeFailures = opts.freeFailures ?? 5;
    this.#baseDelayMs = opts.baseDelayMs ?? 1000;
    this.#maxDelayMs = opts.maxDelayMs ?? 15 * 60_000;
    this.#maxClients = opts.maxClients ?? 10_000;
    this.#now = opts.now ?? Date.now;
  }

  /** Milliseconds the client must still wait before its next attempt is checked (0: go ahead). */
  waitMs(client: string): number {
    const s = this.#clients.get(client);
    return s ? Math.max(0, s.blockedUntil - this.#now()) : 0;
  }

  /** A wrong token: returns the wait imposed before the next attempt (0 while failures are free). */
  failed(client: string): number {
    const s = this.#clients.get(client) ?? { failures: 0, blockedUntil: 0 };
    this.#clients.delete(client); // re-insert: the map's order is least recently failed first
    s.failures += 1;
    const over = s.failures - this.#freeFailures; // 0 on the last free failure: the first wait starts
    const delay = over >= 0 ? Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** Math.min(over, 30)) : 0;
    s.blockedUntil = this.#now() + delay;
    this.#clients.set(client, s);
    if (this.#clients.size > this.#maxClients) {
      const oldest = this.#clients.keys().next().value;
      if (oldest !== undefined) this.#clients.delete(oldest);
    }
    return delay;
  }

  /** The right token: the client starts afresh. */
  succeeded(client: string): void {
    this.#clients.delete(client);
  }
}
