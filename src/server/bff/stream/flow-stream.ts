/**
 * The flow stream: the upstream is asked for the union of the readers' tickers, and a client's
 * subscribe is answered with the upstream's answer (stream/upstream-subscription.ts). Rows are kept,
 * stored and read back from the tape. Subscription changes are asked, not assumed: a shrink is sent as
 * a new `subscribe`, and when the answer (or a row of a ticker no one wants) shows the upstream kept the
 * dropped tickers, the socket is reopened with the union.
 */
import type { SharedRecords } from '../shared/shared-records';
import type { Client, HubLogger, ReplayFrom } from './stream-hub-options';
import type { FollowerView, HubParts, StreamKind, StreamKindFactory, SubscriptionView } from './stream-kind';
import { UpstreamSubscription } from './upstream-subscription';

/** How long after a client leaves the upstream subscription is shrunk (several leaving at once: one resend). */
const RESUBSCRIBE_DELAY_MS = 1000;

interface Answer {
  readonly accepted: ReadonlySet<string>;
  readonly rejected: ReadonlySet<string>;
}

export const flowStream: StreamKindFactory = {
  keepsRows: true,
  unfilteredBeforeSubscribe: false,
  create: (hub, options) => new FlowStream(hub, options.upstreamUrl, options.logger),
};

class FlowStream implements StreamKind {
  readonly #hub: HubParts;
  readonly #upstreamUrl: () => string | undefined;
  readonly #logger: HubLogger | undefined;
  readonly #subscription = new UpstreamSubscription();
  /** Follower: the holder's last relayed subscription answer. */
  #relayedAnswer: Answer | null = null;
  #resubTimer: NodeJS.Timeout | undefined;

  constructor(hub: HubParts, upstreamUrl: () => string | undefined, logger: HubLogger | undefined) {
    this.#hub = hub;
    this.#upstreamUrl = upstreamUrl;
    this.#logger = logger;
  }

  /** Flow waits for a subscribe. */
  connected(): void {}

  subscribe(client: Client, tickers: string[], from: ReplayFrom | undefined): void {
    client.pending = { tickers, since: from };
    this.#hub.ensureLink();
    this.#sendUnion();
    if (!this.#hub.role.holding && this.#relayedAnswer)
      this.#resolvePending(this.#relayedAnswer.accepted, this.#relayedAnswer);
  }

  wantedFromHolder(mine: Set<string>): Set<string> {
    return mine;
  }

  sendUpstream(): void {
    const { role, link } = this.#hub;
    if (!role.holding || !link.isOpen) return;
    link.send(this.#subscription.send(this.#hub.union()));
  }

  forget(): void {
    this.#subscription.reset();
  }

  becameHolder(): void {
    this.#relayedAnswer = null;
    this.#subscription.reset();
  }

  /** A client left: shrink the upstream subscription so its tickers stop costing rows. */
  scheduleShrink(): void {
    if (this.#resubTimer) return;
    this.#resubTimer = setTimeout(() => {
      this.#resubTimer = undefined;
      const union = this.#hub.union();
      if (union.size > 0 && this.#subscription.holdsMoreThan(union)) this.#sendUnion();
    }, RESUBSCRIBE_DELAY_MS);
    this.#resubTimer.unref();
  }

  /** Grow at once; shrink as when a client leaves. */
  othersChanged(): void {
    const grew = [...this.#hub.union()].some((t) => !this.#subscription.isSettled(t));
    if (grew) this.#sendUnion();
    else {
      this.scheduleShrink();
      this.publishAnswer();
    }
  }

  publishAnswer(): void {
    const { accepted, rejected } = this.#subscription;
    if (accepted.length + rejected.length === 0) return;
    this.#hub.role.publish({ kind: 'status', accepted, rejected });
  }

  answered(msg: { readonly tickers: readonly string[] | null; readonly rejected?: readonly string[] | null }): void {
    // An answer without a readable list (drift, recorded by the hub) is taken as granting the union asked.
    const answered = this.#subscription.answer(msg.tickers ?? [...this.#hub.union()], msg.rejected ?? undefined);
    this.#resolvePending(answered);
    this.publishAnswer();
    // The replacement socket is subscribed: the old one's rows are covered from here on.
    this.#hub.link.closeRetiring();
    // The upstream reports tickers this union did not ask for: it added rather than replaced.
    this.#reopenIfUnwanted(this.#subscription.accepted.filter((t) => !answered.has(t)));
  }

  rowArrived(ticker: string): void {
    this.#reopenIfUnwanted([ticker]);
  }

  relayedAnswer(m: { readonly accepted: readonly string[]; readonly rejected: readonly string[] }): void {
    const answer = { accepted: new Set(m.accepted), rejected: new Set(m.rejected) };
    this.#relayedAnswer = answer;
    this.#resolvePending(new Set([...answer.accepted, ...answer.rejected]), answer);
  }

  view(): SubscriptionView {
    return { subscribed: this.#subscription.accepted, rejected: this.#subscription.rejected };
  }

  followerView(): FollowerView {
    return {
      subscribed: [...(this.#relayedAnswer?.accepted ?? [])].sort(),
      rejected: [...(this.#relayedAnswer?.rejected ?? [])].sort(),
      state: this.#relayedAnswer ? 'live' : 'connecting',
    };
  }

  async seed(records: SharedRecords): Promise<void> {
    this.#hub.rows.seed(await records.latestSessionRows());
  }

  seenThrough(): number | null {
    return this.#hub.rows.seenThrough();
  }

  close(): void {
    if (this.#resubTimer) clearTimeout(this.#resubTimer);
  }

  #sendUnion(): void {
    this.#hub.shareMine();
    this.sendUpstream();
  }

  /**
   * Answer the clients whose subscribe the upstream's answer to `answered` settles, then replay. A
   * follower passes the holder's relayed answer instead of its own subscription's.
   */
  #resolvePending(answered: ReadonlySet<string>, relayed?: Answer): void {
    const settled = (t: string): boolean =>
      relayed ? relayed.accepted.has(t) || relayed.rejected.has(t) : this.#subscription.isSettled(t);
    const isAccepted = (t: string): boolean => (relayed ? relayed.accepted.has(t) : this.#subscription.isAccepted(t));
    const known = (t: string): boolean => answered.has(t) && settled(t);
    const { clients, rows } = this.#hub;
    let resolved = false;
    for (const c of clients) {
      if (!c.pending || !c.pending.tickers.every(known)) continue;
      const { tickers, since } = c.pending;
      c.pending = null;
      resolved = true;
      const previous = c.tickers;
      c.tickers = new Set(tickers);
      const accepted = tickers.filter(isAccepted);
      const rejected = tickers.filter((t) => !isAccepted(t));
      clients.send(c, JSON.stringify({ type: 'subscribed', tickers: accepted, rejected }));
      // The previous tickers were read until this answer; the ones now dropped stop costing rows.
      if (previous && [...previous].some((t) => !c.tickers?.has(t))) this.#hub.readersLeft();
      if (since !== undefined) rows.replay(c, since);
    }
    if (resolved) this.#hub.shareMine();
  }

  /**
   * `tickers` came from the upstream socket (in a `subscribed` answer, or as rows after every union
   * sent was answered). Any of them that neither the union last sent nor a client wants means the
   * upstream still holds a subscription we dropped: reopen with the union, once per union.
   */
  #reopenIfUnwanted(tickers: readonly string[]): void {
    const { link, endpoint } = this.#hub;
    if (link.isReplacing) return;
    const wanted = this.#hub.union();
    const stale = this.#subscription.staleTickers(tickers, wanted);
    if (stale.length === 0 || !this.#upstreamUrl()) return;
    this.#subscription.reopenedFor(wanted);
    this.#logger?.info({ endpoint, stale }, 'upstream kept dropped tickers: reopening');
    this.#subscription.reset();
    link.replace();
  }
}
