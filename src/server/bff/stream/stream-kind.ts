/**
 * What differs between the streams a hub relays, one object per kind (stream/flow-stream.ts,
 * stream/abnormal-trades-stream.ts): how a client subscribes, what goes upstream, what the upstream's
 * answers mean, and whether rows are kept for gaps and resumes. The hub (stream-hub.ts) does the rest
 * the same way for both.
 */
import type { ServerMessage } from '../../../api/stream';
import type { Client, HubState, ReplayFrom, StreamHubOptions } from './stream-hub-options';
import type { ClientFanout } from './client-fanout';
import type { FlowRowIntake } from './flow-row-intake';
import type { HubEndpoint } from './hub-endpoint';
import type { RelayMessage, StreamRole } from './stream-role';
import type { UpstreamLink } from './upstream-link';
import type { SharedRecords } from '../shared/shared-records';

/** The hub's parts and moves a stream kind works with. */
export interface HubParts {
  readonly endpoint: HubEndpoint;
  readonly clients: ClientFanout;
  readonly link: UpstreamLink;
  readonly rows: FlowRowIntake;
  readonly role: StreamRole;
  /** Open the upstream socket (holding), or ask the holder to carry this instance's tickers. */
  ensureLink(): void;
  /** Tell the holder what this instance's readers want. */
  shareMine(): void;
  /** Fewer tickers are read here (a client left or dropped some): shrink, and close when no one reads. */
  readersLeft(): void;
  /** What the upstream socket should carry: this instance's readers' tickers and (holder) the others'. */
  union(): Set<string>;
}

/** What the upstream last answered to the subscription. */
export interface SubscriptionView {
  readonly subscribed: readonly string[];
  readonly rejected: readonly string[];
}

/** A follower's view: the holder's relayed answer, and its state follows that answer rather than its own (closed) socket. */
export interface FollowerView extends SubscriptionView {
  readonly state: HubState;
}

/** One kind of stream: whether it keeps rows, and how to make its part of a hub. */
export interface StreamKindFactory {
  /** Rows are kept by event_id, stored, read back from the tape after a gap, replayed on resume and watched. */
  readonly keepsRows: boolean;
  /** A new client is sent every row until its first subscribe answers (the upstream carries all of them). */
  readonly unfilteredBeforeSubscribe: boolean;
  create(hub: HubParts, options: StreamHubOptions): StreamKind;
}

export interface StreamKind {
  /** A browser connected (before any subscribe). */
  connected(): void;
  /** A client asked for `tickers`; `from`: the replay it wants once answered. */
  subscribe(client: Client, tickers: string[], from: ReplayFrom | undefined): void;
  /** What this instance asks the holder to carry, given its readers' tickers. */
  wantedFromHolder(mine: Set<string>): Set<string>;
  /** Send the subscription the readers now want upstream (holding, on an open socket). */
  sendUpstream(): void;
  /** The upstream socket changed: nothing is subscribed on the new one yet. */
  forget(): void;
  /** This instance now holds the socket: what the old holder answered no longer stands. */
  becameHolder(): void;
  /** Fewer tickers are wanted: shrink the upstream subscription soon (several leaving at once: one resend). */
  scheduleShrink(): void;
  /** Holder: the other instances' tickers changed and the socket stays wanted. */
  othersChanged(): void;
  /** Holder: repeat the upstream's last answer for the other instances. */
  publishAnswer(): void;
  /** The upstream's `subscribed` answer. */
  answered(msg: Extract<ServerMessage, { type: 'subscribed' }>): void;
  /** A row of `ticker` came on the upstream socket. */
  rowArrived(ticker: string): void;
  /** Follower: the holder's relayed subscription answer. */
  relayedAnswer(m: Extract<RelayMessage, { kind: 'status' }>): void;
  /** This instance's own upstream answer. */
  view(): SubscriptionView;
  followerView(): FollowerView;
  /** The session's rows streamed before this instance started (several instances). */
  seed(records: SharedRecords): Promise<void>;
  /** Holder: the print time up to which this instance has every row, for the next holder. */
  seenThrough(): number | null;
  close(): void;
}
