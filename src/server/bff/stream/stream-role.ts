/**
 * This instance's part in a stream, kept outside the hub: alone on its key (`single`), or one of
 * several instances sharing one upstream socket through Redis (shared/stream-cluster.ts), where the
 * `holder` opens the socket and relays, a `follower` takes the relay, and an instance stands `alone`
 * while Redis is down. The hub asks its role object and never which kind of role it is.
 */

export type ClusterRole = 'holder' | 'follower' | 'alone';

export type RelayMessage =
  | { readonly kind: 'row'; readonly ticker: string; readonly frame: string }
  | { readonly kind: 'frame'; readonly text: string }
  | { readonly kind: 'status'; readonly accepted: readonly string[]; readonly rejected: readonly string[] }
  | { readonly kind: 'stopped'; readonly code: number };

export interface StreamRoleEvents {
  /**
   * This instance now holds the lease (or Redis is down and it stands alone): open the socket, and read
   * back what printed from `seenThrough` (the last holder's word; null when none is known) or from this
   * instance's own newest row, whichever is older.
   */
  readonly becameHolder: (seenThrough: number | null) => void;
  /** Another instance holds the lease: close the socket, take rows from the relay. */
  readonly lostHolder: () => void;
  readonly relayed: (m: RelayMessage) => void;
  /** Holder: the other instances' tickers changed. */
  readonly othersChanged: () => void;
  /** Holder, once per renewal: repeat the subscription answer for instances that joined since. */
  readonly holderTick: () => void;
  /** Holder: the print time up to which this instance has every row (null: no row yet), for the next holder. */
  readonly seenThrough: () => number | null;
}

export interface StreamRole {
  readonly role: 'single' | ClusterRole;
  /** This instance opens the upstream socket (single, holder, or alone). */
  readonly holding: boolean;
  /** Holder: the tickers the other instances' readers want. */
  readonly others: ReadonlySet<string>;
  /** Take part (resolves after the first lease attempt); the events say when the role changes. */
  start(events: StreamRoleEvents): Promise<void>;
  /** The tickers this instance's readers want; a holder's union includes them. */
  setMine(tickers: ReadonlySet<string>): void;
  /** Holder: send a message to the other instances. */
  publish(m: RelayMessage): void;
  /** Holder: where this instance has every row moved back (a gap opened). */
  seenThroughMoved(): void;
  /** Leave, handing the socket on. */
  close(): Promise<void>;
  /** Tests: leave as a killed process would. */
  abandon(): void;
}

const noOthers: ReadonlySet<string> = new Set();

/** One instance on its key: it holds its own socket and has no one to tell. */
export function singleInstance(): StreamRole {
  return {
    role: 'single',
    holding: true,
    others: noOthers,
    start: () => Promise.resolve(),
    setMine: () => undefined,
    publish: () => undefined,
    seenThroughMoved: () => undefined,
    close: () => Promise.resolve(),
    abandon: () => undefined,
  };
}
