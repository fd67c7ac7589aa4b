/**
 * What the flow hub asked the upstream to subscribe to, and what the upstream answered. The reference
 * does not say whether a second `subscribe` replaces or adds, so the answer is judged, not assumed: each
 * `subscribed` answers the oldest union still unanswered, and tickers the upstream still reports that
 * neither that union nor any client wants mean it added rather than replaced (the hub then reopens).
 */

/** A sorted text key of a ticker set, to tell one union from another. */
function unionKey(tickers: ReadonlySet<string>): string {
  return [...tickers].sort().join(',');
}

export class UpstreamSubscription {
  /** The union last sent upstream. */
  #sent = new Set<string>();
  /** Unions sent and not yet answered, oldest first. */
  #awaiting: Set<string>[] = [];
  #accepted = new Set<string>();
  #rejected = new Set<string>();
  /** The union the last reopen was for: not reopened again until the union changes (a service that ignores filters). */
  #reopenedFor = '';

  /** Tickers the upstream accepted in its last answer, sorted. */
  get accepted(): string[] {
    return [...this.#accepted].sort();
  }

  /** Tickers the upstream refused in its last answer (outside the watchlist), sorted. */
  get rejected(): string[] {
    return [...this.#rejected].sort();
  }

  isAccepted(ticker: string): boolean {
    return this.#accepted.has(ticker);
  }

  /** Whether the last answer settled `ticker` either way (accepted or rejected). */
  isSettled(ticker: string): boolean {
    return this.#accepted.has(ticker) || this.#rejected.has(ticker);
  }

  /** The socket changed: nothing is subscribed on the new one yet. */
  reset(): void {
    this.#accepted = new Set();
    this.#rejected = new Set();
    this.#sent = new Set();
    this.#awaiting = [];
  }

  /** Record `union` as sent (and awaiting its answer); returns the frame to send. */
  send(union: Set<string>): string {
    // A union other than the one last reopened for: a later shrink to it may need a reopen again.
    if (unionKey(union) !== this.#reopenedFor) this.#reopenedFor = '';
    this.#sent = union;
    this.#awaiting.push(union);
    return JSON.stringify({ type: 'subscribe', tickers: [...union].sort() });
  }

  /** Whether the union last sent holds a ticker `wanted` no longer does (a client left). */
  holdsMoreThan(wanted: ReadonlySet<string>): boolean {
    return [...this.#sent].some((t) => !wanted.has(t));
  }

  /**
   * Take an upstream `subscribed` answer; returns the union it answers. Answers come in the order the
   * unions were sent, so a late answer to an older union never rejects a ticker added since.
   */
  answer(tickers: readonly string[], rejected: readonly string[] | undefined): Set<string> {
    const answered = this.#awaiting.shift() ?? this.#sent;
    this.#accepted = new Set(tickers.map((t) => t.toUpperCase()));
    this.#rejected = new Set((rejected ?? []).map((t) => t.toUpperCase()));
    // Whatever the upstream neither accepted nor named is rejected too.
    for (const t of answered) if (!this.#accepted.has(t)) this.#rejected.add(t);
    return answered;
  }

  /**
   * Tickers the upstream reported (in an answer, or as rows after every union sent was answered) that
   * neither the union last sent nor a client wants: the upstream still holds a dropped subscription.
   * Empty when there is nothing to reopen for, or this union was reopened for already.
   */
  staleTickers(reported: readonly string[], wanted: ReadonlySet<string>): string[] {
    if (this.#awaiting.length > 0 || wanted.size === 0 || unionKey(wanted) === this.#reopenedFor) return [];
    return reported.filter((t) => t !== '' && !this.#sent.has(t) && !wanted.has(t));
  }

  /** A new socket is opened for `wanted`: not again for the same union. */
  reopenedFor(wanted: ReadonlySet<string>): void {
    this.#reopenedFor = unionKey(wanted);
  }
}
