/**
 * The abnormal-trades stream: the upstream socket always carries every trade, so it opens when a
 * browser connects, a subscribe is answered at once, and the hub filters trades by the client's
 * tickers itself. Nothing is kept, stored or read back.
 */
import type { Client } from './stream-hub-options';
import type { FollowerView, HubParts, StreamKind, StreamKindFactory, SubscriptionView } from './stream-kind';

const NOTHING: readonly string[] = [];

export const abnormalTradesStream: StreamKindFactory = {
  keepsRows: false,
  unfilteredBeforeSubscribe: true,
  create: (hub) => new AbnormalTradesStream(hub),
};

class AbnormalTradesStream implements StreamKind {
  readonly #hub: HubParts;

  constructor(hub: HubParts) {
    this.#hub = hub;
  }

  connected(): void {
    this.#hub.ensureLink();
  }

  subscribe(client: Client, tickers: string[]): void {
    client.tickers = new Set(tickers);
    this.#hub.clients.send(client, JSON.stringify({ type: 'subscribed', tickers, rejected: [] }));
    this.#hub.ensureLink();
  }

  /** Whether anyone here reads the trades: the holder's socket carries all of them anyway. */
  wantedFromHolder(): Set<string> {
    return new Set(this.#hub.clients.size > 0 ? ['*'] : []);
  }

  othersChanged(): void {
    this.#hub.shareMine();
  }

  view(): SubscriptionView {
    return { subscribed: NOTHING, rejected: NOTHING };
  }

  /** No answer is relayed for these: a follower stays `connecting` (its trades come as relayed frames). */
  followerView(): FollowerView {
    return { subscribed: NOTHING, rejected: NOTHING, state: 'connecting' };
  }

  seed(): Promise<void> {
    return Promise.resolve();
  }

  seenThrough(): null {
    return null;
  }

  // Nothing is subscribed upstream, so nothing is sent, answered, shrunk or reopened.
  sendUpstream(): void {}
  forget(): void {}
  becameHolder(): void {}
  scheduleShrink(): void {}
  publishAnswer(): void {}
  answered(): void {}
  rowArrived(): void {}
  relayedAnswer(): void {}
  close(): void {}
}
