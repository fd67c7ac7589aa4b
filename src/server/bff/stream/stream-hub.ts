/**
 * Stream hub for one upstream stream endpoint (/v1/ws/flow or /v1/ws/abnormal-trades).
 *
 * One upstream socket serves every browser client: each client gets its own `subscribed`/`rejected`,
 * and each upstream frame is forwarded only to the clients that want its ticker. The hub wires its
 * parts, one job each:
 * - stream/flow-stream.ts, stream/abnormal-trades-stream.ts: what differs by kind (stream-kind.ts):
 *   how a client subscribes, what goes upstream, and what the upstream's answers mean;
 * - stream/stream-role.ts: this instance's part when several share the socket (shared/stream-cluster.ts);
 * - stream/upstream-link.ts: the upstream socket's lifecycle; close codes follow the shared policy
 *   (src/api/reconnect-policy.ts): 4001/4003 and 4029 stop the endpoint for every client, 4008 and
 *   network drops reconnect and resubscribe;
 * - stream/flow-row-intake.ts: rows deduped by `event_id`, kept, stored, and gaps read back from the tape;
 * - stream/client-fanout.ts: the browser-facing sockets, each row at most once per connection.
 *
 * Extension of the upstream protocol (the upstream has no resume): streamed flow rows of the current
 * session are kept by `event_id`, each with an arrival sequence number sent to clients as an extra
 * top-level `seq` field (kept-rows.ts). A client may send `{"type":"resume","since_seq":n}` (or
 * `since_ts_ms`), or add either to its `subscribe`; the hub then sends the kept rows of the client's
 * tickers that arrived after seq n (or printed after ts n). These replays do not draw on the flow-row
 * budget again.
 *
 * Several instances (REDIS_URL): only the lease holder's link opens a socket, subscribed to every
 * instance's tickers; the others take its relayed rows into their own intake (the same dedupe, store
 * and fan-out) and answer their clients' subscribes from its relayed answer. A new holder reads back
 * from the tape what printed since the newest row it had, or since where the last holder said it had
 * every row, whichever is older.
 */
import type WebSocket from 'ws';
import { CLOSE_CODES } from '../../../api/stream';
import { abnormalTradesStream } from './abnormal-trades-stream';
import { ClientFanout } from './client-fanout';
import { FlowRowIntake } from './flow-row-intake';
import { flowStream } from './flow-stream';
import type { HubParts, StreamKind, StreamKindFactory } from './stream-kind';
import { takeRelayed } from './relay-intake';
import { singleInstance, type StreamRole } from './stream-role';
import { UpstreamFrames } from './upstream-frames';
import { UpstreamLink } from './upstream-link';
import {
  hubReconnectTimings,
  readClientMessage,
  type Client,
  type HubEndpoint,
  type HubStatus,
  type ReplayFrom,
  type StreamHubOptions,
} from './stream-hub-options';

export type { HubEndpoint, HubLogger, HubState, HubStatus, StreamHubOptions } from './stream-hub-options';

/** What differs between the streams, one object per kind. */
const STREAM_KINDS: Record<HubEndpoint, StreamKindFactory> = {
  flow: flowStream,
  'abnormal-trades': abnormalTradesStream,
};

export class StreamHub {
  readonly #options: StreamHubOptions;
  /** This instance's part in the stream: alone on its key, or holder or follower of a shared socket. */
  readonly #role: StreamRole;
  readonly #kind: StreamKind;
  readonly #keepsRows: boolean;
  readonly #clients: ClientFanout;
  readonly #link: UpstreamLink;
  readonly #rows: FlowRowIntake;
  readonly #frames: UpstreamFrames;
  readonly #pingTimer: NodeJS.Timeout;
  #idleTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** The BFF's own reader of the stream (alerts): its tickers are subscribed as a client's would be. */
  #watcher: { readonly tickers: ReadonlySet<string>; onRow(ticker: string, frame: string): void } | null = null;

  constructor(options: StreamHubOptions) {
    this.#options = options;
    this.#role = options.cluster ?? singleInstance();
    const now = options.now ?? Date.now;
    const { endpoint, logger, highWaterBytes } = options;
    const { keepsRows, unfilteredBeforeSubscribe, create } = STREAM_KINDS[endpoint];
    this.#keepsRows = keepsRows;
    this.#clients = new ClientFanout({ endpoint, unfilteredBeforeSubscribe, highWaterBytes, logger }, () =>
      this.#onFewerWanted(),
    );
    const timings = hubReconnectTimings(options);
    const random = options.random ?? Math.random;
    this.#link = new UpstreamLink(
      { endpoint, upstreamUrl: options.upstreamUrl, timings, now, random, logger },
      {
        opened: () => this.#sendUnion(),
        message: (text) => this.#frames.take(text),
        retiringMessage: (text) => this.#frames.takeRetiring(text),
        retiringLost: () => this.#rows.gapOpened(),
        lost: (code) => this.#onUpstreamLost(code),
        stopped: (code) => {
          this.#role.publish({ kind: 'stopped', code });
          this.#clients.stopAll(code);
        },
        wanted: () => this.#role.holding && this.#wanted(),
      },
    );
    // Only the kinds that keep rows store them and read them back from the tape.
    this.#rows = new FlowRowIntake(
      {
        store: keepsRows ? options.store : undefined,
        tapeGet: keepsRows ? options.tapeGet : undefined,
        onRows: options.onRows,
        drift: options.drift,
        logger,
        gapPassMarginMs: options.gapPassMarginMs,
        gapPassMaxWaitMs: options.gapPassMaxWaitMs,
        now,
        subscribed: () => this.#kind.view().subscribed,
        // Written before any row relayed after the gap (one Redis connection keeps the order).
        gapOpened: () => this.#role.seenThroughMoved(),
        newRow: (ticker, frame, row) => {
          // The BFF's own reader failing on a row it cannot take never keeps the row from the clients.
          try {
            this.#watcher?.onRow(ticker, frame);
          } catch (err) {
            logger?.warn({ endpoint, err: String(err) }, 'stream watcher failed on a row');
          }
          if (this.#role.role === 'holder') {
            this.#role.publish({ kind: 'row', ticker, frame });
            this.#options.records?.addRow(row);
          }
        },
      },
      this.#clients,
    );
    const parts: HubParts = {
      endpoint,
      clients: this.#clients,
      link: this.#link,
      rows: this.#rows,
      role: this.#role,
      ensureLink: () => this.#ensureLink(),
      shareMine: () => this.#shareMine(),
      readersLeft: () => this.#onFewerWanted(),
      union: () => this.#union(),
    };
    this.#kind = create(parts, options);
    const { drift } = options;
    const [rows, clients, role, kind] = [this.#rows, this.#clients, this.#role, this.#kind];
    this.#frames = new UpstreamFrames({ endpoint, drift, rows, clients, role, kind });
    this.#pingTimer = setInterval(() => this.#ping(), options.pingMs ?? 30_000);
    this.#pingTimer.unref();
  }

  /** Several instances: take part in the lease and the relay (resolves after the first lease attempt). */
  async joinCluster(): Promise<void> {
    if (!this.#options.cluster) return;
    // The rows of the session streamed before this instance started: its store and dedupe start from them.
    if (this.#options.records) await this.#kind.seed(this.#options.records);
    await this.#role.start({
      becameHolder: (seenThrough) => {
        this.#kind.becameHolder();
        // What printed while no instance held the socket, and what the last holder received but never
        // relayed or had not read back yet, is read back from the tape.
        this.#rows.gapOpened(seenThrough);
        if (this.#wanted()) this.#ensureLink();
      },
      lostHolder: () => {
        this.#link.release();
        this.#kind.forget();
        this.#shareMine();
      },
      relayed: (m) => takeRelayed(m, this.#rows, this.#clients, this.#kind),
      othersChanged: () => this.#othersChanged(),
      holderTick: () => this.#kind.publishAnswer(),
      seenThrough: () => this.#kind.seenThrough(),
    });
  }

  /** Several instances: this one's part in the stream (`single` without REDIS_URL). */
  get role(): HubStatus['role'] {
    return this.#role.role;
  }

  get endpoint(): HubEndpoint {
    return this.#options.endpoint;
  }

  /** Frames that departed from the reference (read leniently and delivered). */
  get driftFrames(): number {
    return this.#frames.driftFrames;
  }

  status(): HubStatus {
    const link = this.#link.status();
    const own = this.#kind.view();
    return {
      state: link.state,
      clients: this.#clients.size,
      upstream_sockets: link.sockets,
      subscribed: own.subscribed,
      rejected: own.rejected,
      stopped_code: link.stoppedCode,
      stopped_until: link.stoppedUntil !== null ? new Date(link.stoppedUntil).toISOString() : null,
      reconnect_scheduled: link.reconnectScheduled,
      rows_kept: this.#rows.rowsKept,
      rows_backfilled: this.#rows.rowsBackfilled,
      rows_deduplicated: this.#rows.rowsDeduplicated,
      reconnects: link.reconnects,
      role: this.role,
      ...(this.#role.holding ? {} : this.#kind.followerView()),
    };
  }

  addClient(socket: WebSocket): void {
    if (this.#closed) {
      socket.close(1001, 'shutting down');
      return;
    }
    // A stopped endpoint tells a new client at once, and the upstream is not asked again.
    const stop = this.#link.stopped();
    if (stop) return this.#clients.refuse(socket, stop.code);
    this.#clients.add(socket, (client, text) => this.#onClientMessage(client, text));
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#kind.connected();
  }

  /**
   * The upstream key changed: reconnect with the new one while clients are here. Rows printed in
   * between are read back from the tape (flow), as after any lost socket.
   */
  keyChanged(): void {
    if (this.#closed) return;
    this.#link.restart();
    this.#kind.forget();
    this.#rows.gapOpened();
    if (this.#wanted()) this.#ensureLink();
  }

  /**
   * The BFF's own reader of the flow stream (the alert engine): `tickers` join the clients' in the
   * upstream subscription, and the socket stays open for them with no browser connected; every new row
   * of any ticker is shown to `onRow` once. Called again with the new set when the tickers change.
   */
  watch(tickers: ReadonlySet<string>, onRow: (ticker: string, frame: string) => void): void {
    if (!this.#keepsRows) return;
    const grew = [...tickers].some((t) => !this.#watcher?.tickers.has(t));
    this.#watcher = { tickers, onRow };
    if (grew && !this.#closed && !this.#link.stopped()) {
      if (this.#idleTimer) clearTimeout(this.#idleTimer);
      this.#idleTimer = undefined;
      this.#ensureLink();
      this.#sendUnion();
    } else this.#onFewerWanted();
  }

  /** Tests: leave the cluster as a killed process would (the lease lapses instead of being handed on). */
  abandonCluster(): void {
    this.#role.abandon();
  }

  /** Test hook (E2E): close the browser-facing sockets with a code; 1006 terminates abruptly. */
  closeClients(code: number): number {
    return this.#clients.closeAll(code, 'closed by test hook');
  }

  close(): void {
    this.#closed = true;
    void this.#role.close();
    clearInterval(this.#pingTimer);
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#kind.close();
    this.#rows.close();
    this.#clients.closeAll(1001, 'server shutting down');
    this.#link.close();
  }

  // ---- clients ----

  #onFewerWanted(): void {
    this.#shareMine();
    this.#kind.scheduleShrink();
    if (!this.#wanted() && !this.#idleTimer) {
      // No one is listening: stop spending rows (after a grace period for a reload).
      this.#idleTimer = setTimeout(() => {
        this.#idleTimer = undefined;
        if (!this.#wanted()) this.#link.release();
      }, this.#options.idleCloseMs ?? 10_000);
      this.#idleTimer.unref();
    }
  }

  #onClientMessage(client: Client, text: string): void {
    const m = readClientMessage(text);
    if (!m) {
      const message = 'expected {"type":"subscribe","tickers":[...]} or {"type":"resume","since_seq":n}';
      this.#clients.send(client, JSON.stringify({ type: 'error', message }));
      return;
    }
    const from: ReplayFrom = { sinceSeq: m.since_seq, sinceTsMs: m.since_ts_ms };
    if (m.type === 'resume') {
      // A resume sent before its subscribe was answered is done with the answer, as `since_*` would be.
      if (client.pending) client.pending.since = from;
      else this.#rows.replay(client, from);
      return;
    }
    const tickers = [...new Set(m.tickers.map((t) => t.toUpperCase()))];
    const wantsReplay = from.sinceSeq !== undefined || from.sinceTsMs !== undefined;
    this.#kind.subscribe(client, tickers, wantsReplay ? from : undefined);
  }

  // ---- upstream subscription ----

  /** Someone reads the stream: a browser client, the watcher with tickers to watch, or (holder) another instance. */
  #wanted(): boolean {
    const others = this.#role.holding ? this.#role.others.size : 0;
    return this.#clients.size > 0 || (this.#watcher?.tickers.size ?? 0) > 0 || others > 0;
  }

  /** This instance's own readers' tickers: its clients' and the watcher's. */
  #mine(): Set<string> {
    const u = this.#clients.union();
    for (const t of this.#watcher?.tickers ?? []) u.add(t);
    return u;
  }

  /** What the upstream socket is subscribed to: this instance's tickers and (holder) the others'. */
  #union(): Set<string> {
    const u = this.#mine();
    if (this.#role.holding) for (const t of this.#role.others) u.add(t);
    return u;
  }

  /** Tell the holder what this instance's readers want. */
  #shareMine(): void {
    this.#role.setMine(this.#kind.wantedFromHolder(this.#mine()));
  }

  /** Open the upstream socket, or (follower) ask the holder to carry this instance's tickers. */
  #ensureLink(): void {
    this.#shareMine();
    if (this.#role.holding) this.#link.ensure();
  }

  /** Send what the readers want upstream; the answer resolves the clients' pending subscribes. */
  #sendUnion(): void {
    this.#shareMine();
    this.#kind.sendUpstream();
  }

  // ---- several instances ----

  /** Holder: another instance's tickers changed; grow at once, shrink as when a client leaves. */
  #othersChanged(): void {
    if (!this.#role.holding || this.#closed) return;
    if (!this.#wanted()) return this.#onFewerWanted();
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#link.ensure();
    this.#kind.othersChanged();
  }

  // ---- upstream frames ----

  #onUpstreamLost(code: number): void {
    this.#kind.forget();
    this.#rows.gapOpened();
    if (code === CLOSE_CODES.flowBudgetExhausted) this.#options.onBudgetExhausted?.();
  }

  #ping(): void {
    this.#clients.ping();
    // An upstream socket that missed a ping is terminated; its close handler reconnects.
    this.#link.ping();
  }
}
