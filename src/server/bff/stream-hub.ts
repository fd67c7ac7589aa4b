/**
 * Stream hub for one upstream stream endpoint (/v1/ws/flow or /v1/ws/abnormal-trades).
 *
 * One upstream socket serves every browser client: the upstream subscription is the union of the
 * clients' tickers, each client gets its own `subscribed`/`rejected`, and each upstream frame is
 * forwarded only to the clients that want its ticker. The hub wires four parts, one job each:
 * - stream/upstream-link.ts: the upstream socket's lifecycle; close codes follow the shared policy
 *   (src/api/reconnect-policy.ts): 4001/4003 and 4029 stop the endpoint for every client, 4008 and
 *   network drops reconnect and resubscribe;
 * - stream/upstream-subscription.ts: the unions sent upstream and the answers they got;
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
 * Subscription changes are asked, not assumed: the reference does not say whether a second `subscribe`
 * replaces or adds. A shrink is sent as a new `subscribe`; when the `subscribed` answer (or a row of a
 * ticker no client wants, after the answer) shows that the dropped tickers are still subscribed, the hub
 * opens a new upstream socket with the union and closes the old one once the new one has answered
 * (never more than 2 sockets; rows of the overlap are deduped by event_id).
 */
import type WebSocket from 'ws';
import { CLOSE_CODES, readServerMessage } from '../../api/stream';
import { ClientFanout } from './stream/client-fanout';
import { FlowRowIntake } from './stream/flow-row-intake';
import { UpstreamLink } from './stream/upstream-link';
import { UpstreamSubscription } from './stream/upstream-subscription';
import {
  clientMessageSchema,
  hubReconnectTimings,
  type Client,
  type HubEndpoint,
  type HubStatus,
  type ReplayFrom,
  type StreamHubOptions,
} from './stream-hub-options';

export type { HubEndpoint, HubLogger, HubState, HubStatus, StreamHubOptions } from './stream-hub-options';

/** How long after a client leaves the upstream subscription is shrunk (several leaving at once: one resend). */
const RESUBSCRIBE_DELAY_MS = 1000;

export class StreamHub {
  readonly #o: StreamHubOptions;
  readonly #clients: ClientFanout;
  readonly #link: UpstreamLink;
  readonly #subscription = new UpstreamSubscription();
  readonly #rows: FlowRowIntake;
  readonly #pingTimer: NodeJS.Timeout;
  #idleTimer: NodeJS.Timeout | undefined;
  #resubTimer: NodeJS.Timeout | undefined;
  #closed = false;
  #driftFrames = 0;
  /** The BFF's own reader of the stream (alerts): its tickers are subscribed as a client's would be. */
  #watcher: { readonly tickers: ReadonlySet<string>; onRow(ticker: string, frame: string): void } | null = null;

  constructor(opts: StreamHubOptions) {
    this.#o = opts;
    const now = opts.now ?? Date.now;
    const { endpoint, logger } = opts;
    this.#clients = new ClientFanout({ endpoint, highWaterBytes: opts.highWaterBytes, logger }, () =>
      this.#onClientLeft(),
    );
    const timings = hubReconnectTimings(opts);
    const random = opts.random ?? Math.random;
    this.#link = new UpstreamLink(
      { endpoint, upstreamUrl: opts.upstreamUrl, timings, now, random, logger },
      {
        opened: () => this.#sendUnion(),
        message: (text) => this.#onUpstreamMessage(text),
        retiringMessage: (text) => this.#onRetiringMessage(text),
        retiringLost: () => this.#rows.gapOpened(),
        lost: (code) => this.#onUpstreamLost(code),
        stopped: (code) => this.#clients.stopAll(code),
        wanted: () => this.#wanted(),
      },
    );
    // Only flow rows of the flow endpoint are stored and read back from the tape.
    const flow = endpoint === 'flow';
    this.#rows = new FlowRowIntake(
      {
        store: flow ? opts.store : undefined,
        tapeGet: flow ? opts.tapeGet : undefined,
        onRows: opts.onRows,
        drift: opts.drift,
        logger,
        gapPassMarginMs: opts.gapPassMarginMs,
        gapPassMaxWaitMs: opts.gapPassMaxWaitMs,
        now,
        subscribed: () => this.#subscription.accepted,
        newRow: (ticker, frame) => this.#watcher?.onRow(ticker, frame),
      },
      this.#clients,
    );
    this.#pingTimer = setInterval(() => this.#ping(), opts.pingMs ?? 30_000);
    this.#pingTimer.unref();
  }

  get endpoint(): HubEndpoint {
    return this.#o.endpoint;
  }

  /** Frames that departed from the reference (read leniently and delivered). */
  get driftFrames(): number {
    return this.#driftFrames;
  }

  status(): HubStatus {
    const link = this.#link.status();
    return {
      state: link.state,
      clients: this.#clients.size,
      upstream_sockets: link.sockets,
      subscribed: this.#subscription.accepted,
      rejected: this.#subscription.rejected,
      stopped_code: link.stoppedCode,
      stopped_until: link.stoppedUntil !== null ? new Date(link.stoppedUntil).toISOString() : null,
      reconnect_scheduled: link.reconnectScheduled,
      rows_kept: this.#rows.rowsKept,
      rows_backfilled: this.#rows.rowsBackfilled,
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
    // abnormal-trades flows without a subscribe; flow waits for one.
    if (this.#o.endpoint === 'abnormal-trades') this.#link.ensure();
  }

  /**
   * The upstream key changed: reconnect with the new one while clients are here. Rows printed in
   * between are read back from the tape (flow), as after any lost socket.
   */
  keyChanged(): void {
    if (this.#closed) return;
    this.#link.restart();
    this.#subscription.reset();
    this.#rows.gapOpened();
    if (this.#wanted()) this.#link.ensure();
  }

  /**
   * The BFF's own reader of the flow stream (the alert engine): `tickers` join the clients' in the
   * upstream subscription, and the socket stays open for them with no browser connected; every new row
   * of any ticker is shown to `onRow` once. Called again with the new set when the tickers change.
   */
  watch(tickers: ReadonlySet<string>, onRow: (ticker: string, frame: string) => void): void {
    if (this.#o.endpoint !== 'flow') return;
    const grew = [...tickers].some((t) => !this.#watcher?.tickers.has(t));
    this.#watcher = { tickers, onRow };
    if (grew && !this.#closed && !this.#link.stopped()) {
      if (this.#idleTimer) clearTimeout(this.#idleTimer);
      this.#idleTimer = undefined;
      this.#link.ensure();
      this.#sendUnion();
    } else this.#onClientLeft();
  }

  /** Test hook (E2E): close the browser-facing sockets with a code; 1006 terminates abruptly. */
  closeClients(code: number): number {
    return this.#clients.closeAll(code, 'closed by test hook');
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#pingTimer);
    for (const t of [this.#idleTimer, this.#resubTimer]) if (t) clearTimeout(t);
    this.#rows.close();
    this.#clients.closeAll(1001, 'server shutting down');
    this.#link.close();
  }

  // ---- clients ----

  #onClientLeft(): void {
    this.#scheduleResubscribe();
    if (!this.#wanted() && !this.#idleTimer) {
      // No one is listening: stop spending rows (after a grace period for a reload).
      this.#idleTimer = setTimeout(() => {
        this.#idleTimer = undefined;
        if (!this.#wanted()) this.#link.release();
      }, this.#o.idleCloseMs ?? 10_000);
      this.#idleTimer.unref();
    }
  }

  #onClientMessage(client: Client, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const m = clientMessageSchema.safeParse(parsed);
    if (!m.success) {
      const message = 'expected {"type":"subscribe","tickers":[...]} or {"type":"resume","since_seq":n}';
      this.#clients.send(client, JSON.stringify({ type: 'error', message }));
      return;
    }
    const from: ReplayFrom = { sinceSeq: m.data.since_seq, sinceTsMs: m.data.since_ts_ms };
    if (m.data.type === 'resume') {
      this.#rows.replay(client, from);
      return;
    }
    const tickers = [...new Set(m.data.tickers.map((t) => t.toUpperCase()))];
    client.tickers = new Set(tickers);
    if (this.#o.endpoint === 'abnormal-trades') {
      // The hub filters abnormal trades itself: the upstream socket always carries all of them.
      this.#clients.send(client, JSON.stringify({ type: 'subscribed', tickers, rejected: [] }));
      this.#link.ensure();
      return;
    }
    const wantsReplay = from.sinceSeq !== undefined || from.sinceTsMs !== undefined;
    client.pending = { tickers, since: wantsReplay ? from : undefined };
    this.#link.ensure();
    this.#sendUnion();
  }

  /** Answer the clients whose subscribe the upstream's answer to `answered` settles, then replay. */
  #resolvePending(answered: ReadonlySet<string>): void {
    const known = (t: string): boolean => answered.has(t) && this.#subscription.isSettled(t);
    for (const c of this.#clients) {
      if (!c.pending || !c.pending.tickers.every(known)) continue;
      const { tickers, since } = c.pending;
      c.pending = null;
      const accepted = tickers.filter((t) => this.#subscription.isAccepted(t));
      const rejected = tickers.filter((t) => !this.#subscription.isAccepted(t));
      this.#clients.send(c, JSON.stringify({ type: 'subscribed', tickers: accepted, rejected }));
      if (since !== undefined) this.#rows.replay(c, since);
    }
  }

  // ---- upstream subscription ----

  /** Someone reads the stream: a browser client, or the watcher with tickers to watch. */
  #wanted(): boolean {
    return this.#clients.size > 0 || (this.#watcher?.tickers.size ?? 0) > 0;
  }

  /** The clients' tickers and the watcher's: what the upstream socket is subscribed to. */
  #union(): Set<string> {
    const u = this.#clients.union();
    for (const t of this.#watcher?.tickers ?? []) u.add(t);
    return u;
  }

  /** Send the union upstream (flow); the answer resolves the clients' pending subscribes. */
  #sendUnion(): void {
    if (this.#o.endpoint !== 'flow' || !this.#link.isOpen) return;
    this.#link.send(this.#subscription.send(this.#union()));
  }

  /** A client left: shrink the upstream subscription so its tickers stop costing rows. */
  #scheduleResubscribe(): void {
    if (this.#o.endpoint !== 'flow' || this.#resubTimer) return;
    this.#resubTimer = setTimeout(() => {
      this.#resubTimer = undefined;
      const union = this.#union();
      if (union.size > 0 && this.#subscription.holdsMoreThan(union)) this.#sendUnion();
    }, RESUBSCRIBE_DELAY_MS);
    this.#resubTimer.unref();
  }

  /**
   * `tickers` came from the upstream socket (in a `subscribed` answer, or as rows after every union
   * sent was answered). Any of them that neither the union last sent nor a client wants means the
   * upstream still holds a subscription we dropped: reopen with the union, once per union.
   */
  #reopenIfUnwanted(tickers: readonly string[]): void {
    if (this.#o.endpoint !== 'flow' || this.#link.isReplacing) return;
    const wanted = this.#union();
    const stale = this.#subscription.staleTickers(tickers, wanted);
    if (stale.length === 0 || !this.#o.upstreamUrl()) return;
    this.#subscription.reopenedFor(wanted);
    this.#o.logger?.info({ endpoint: this.#o.endpoint, stale }, 'upstream kept dropped tickers: reopening');
    this.#subscription.reset();
    this.#link.replace();
  }

  // ---- upstream frames ----

  #onUpstreamLost(code: number): void {
    this.#subscription.reset();
    this.#rows.gapOpened();
    if (code === CLOSE_CODES.flowBudgetExhausted) this.#o.onBudgetExhausted?.();
  }

  #onUpstreamMessage(text: string): void {
    const read = readServerMessage(text);
    if (!read) {
      this.#o.drift?.record(`ws.${this.#o.endpoint}`, [{ path: '(frame)', problem: 'not a JSON object' }]);
      return;
    }
    if (read.drift.length > 0) {
      this.#driftFrames++;
      this.#o.drift?.record(`ws.${this.#o.endpoint}`, read.drift);
    }
    const msg = read.message;
    // A frame the lenient reading still cannot type is forwarded as received, never dropped.
    if (read.type === 'flow_order') {
      const keys = this.#rows.keysOf(read.raw.data, text);
      this.#reopenIfUnwanted([keys.ticker]);
      return this.#rows.take(keys, text);
    }
    if (!msg) return this.#clients.broadcast(text);
    switch (msg.type) {
      case 'flow_order':
        return;
      case 'abnormal_trade':
        return this.#clients.sendForTicker(msg.data.ticker.toUpperCase(), text);
      case 'subscribed': {
        if (this.#o.endpoint !== 'flow') return;
        const answered = this.#subscription.answer(msg.tickers, msg.rejected);
        this.#resolvePending(answered);
        // The replacement socket is subscribed: the old one's rows are covered from here on.
        this.#link.closeRetiring();
        // The upstream reports tickers this union did not ask for: it added rather than replaced.
        this.#reopenIfUnwanted(this.#subscription.accepted.filter((t) => !answered.has(t)));
        return;
      }
      case 'heartbeat':
      case 'error':
        return this.#clients.broadcast(text);
    }
  }

  /**
   * Rows of the old socket while its replacement subscribes: delivered (deduped by event_id) so
   * nothing is lost in the overlap; its other frames are the old subscription's and are ignored.
   */
  #onRetiringMessage(text: string): void {
    const read = readServerMessage(text);
    if (read?.type !== 'flow_order') return;
    this.#rows.take(this.#rows.keysOf(read.raw.data, text), text);
  }

  #ping(): void {
    this.#clients.ping();
    // An upstream socket that missed a ping is terminated; its close handler reconnects.
    this.#link.ping();
  }
}
