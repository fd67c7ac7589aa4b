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
 *
 * Several instances (REDIS_URL, shared/stream-cluster.ts): only the lease holder's link opens a socket,
 * subscribed to every instance's tickers; the others take its relayed rows into their own intake (the
 * same dedupe, store and fan-out) and answer their clients' subscribes from its relayed answer. A new
 * holder reads back from the tape what printed since the newest row it had, or since where the last
 * holder said it had every row, whichever is older.
 */
import type WebSocket from 'ws';
import { CLOSE_CODES, readServerMessage } from '../../api/stream';
import type { RelayMessage } from './shared/stream-cluster';
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
  /** Follower: the holder's last relayed subscription answer. */
  #relayedAnswer: { accepted: Set<string>; rejected: Set<string> } | null = null;

  constructor(opts: StreamHubOptions) {
    this.#o = opts;
    const now = opts.now ?? Date.now;
    const { endpoint, logger } = opts;
    this.#clients = new ClientFanout({ endpoint, highWaterBytes: opts.highWaterBytes, logger }, () =>
      this.#onFewerWanted(),
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
        stopped: (code) => {
          this.#o.cluster?.publish({ kind: 'stopped', code });
          this.#clients.stopAll(code);
        },
        wanted: () => this.#holding && this.#wanted(),
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
        // Written before any row relayed after the gap (one Redis connection keeps the order).
        gapOpened: () => this.#o.cluster?.seenThroughMoved(),
        newRow: (ticker, frame, row) => {
          // The BFF's own reader failing on a row it cannot take never keeps the row from the clients.
          try {
            this.#watcher?.onRow(ticker, frame);
          } catch (err) {
            this.#o.logger?.warn({ endpoint, err: String(err) }, 'stream watcher failed on a row');
          }
          if (this.#o.cluster?.role === 'holder') {
            this.#o.cluster.publish({ kind: 'row', ticker, frame });
            this.#o.records?.addRow(row);
          }
        },
      },
      this.#clients,
    );
    this.#pingTimer = setInterval(() => this.#ping(), opts.pingMs ?? 30_000);
    this.#pingTimer.unref();
  }

  /** Several instances: take part in the lease and the relay (resolves after the first lease attempt). */
  async joinCluster(): Promise<void> {
    if (!this.#o.cluster) return;
    // The rows of the session streamed before this instance started: its store and dedupe start from them.
    if (this.#o.endpoint === 'flow' && this.#o.records) this.#rows.seed(await this.#o.records.latestSessionRows());
    await this.#o.cluster.start({
      becameHolder: (seenThrough) => {
        this.#relayedAnswer = null;
        this.#subscription.reset();
        // What printed while no instance held the socket, and what the last holder received but never
        // relayed or had not read back yet, is read back from the tape.
        this.#rows.gapOpened(seenThrough);
        if (this.#wanted()) this.#ensureLink();
      },
      lostHolder: () => {
        this.#link.release();
        this.#subscription.reset();
        this.#shareMine();
      },
      relayed: (m) => this.#onRelayed(m),
      othersChanged: () => this.#othersChanged(),
      holderTick: () => this.#publishAnswer(),
      seenThrough: () => (this.#o.endpoint === 'flow' ? this.#rows.seenThrough() : null),
    });
  }

  /** Several instances: this one's part in the stream (`single` without REDIS_URL). */
  get role(): HubStatus['role'] {
    return this.#o.cluster?.role ?? 'single';
  }

  /** No cluster, or this instance holds the upstream socket. */
  get #holding(): boolean {
    return this.#o.cluster?.holding ?? true;
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
      rows_deduplicated: this.#rows.rowsDeduplicated,
      reconnects: link.reconnects,
      role: this.role,
      ...(this.#holding
        ? {}
        : {
            state: this.#relayedAnswer ? 'live' : 'connecting',
            subscribed: [...(this.#relayedAnswer?.accepted ?? [])].sort(),
            rejected: [...(this.#relayedAnswer?.rejected ?? [])].sort(),
          }),
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
    if (this.#o.endpoint === 'abnormal-trades') this.#ensureLink();
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
    if (this.#wanted()) this.#ensureLink();
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
      this.#ensureLink();
      this.#sendUnion();
    } else this.#onFewerWanted();
  }

  /** Tests: leave the cluster as a killed process would (the lease lapses instead of being handed on). */
  abandonCluster(): void {
    this.#o.cluster?.abandon();
  }

  /** Test hook (E2E): close the browser-facing sockets with a code; 1006 terminates abruptly. */
  closeClients(code: number): number {
    return this.#clients.closeAll(code, 'closed by test hook');
  }

  close(): void {
    this.#closed = true;
    void this.#o.cluster?.close();
    clearInterval(this.#pingTimer);
    for (const t of [this.#idleTimer, this.#resubTimer]) if (t) clearTimeout(t);
    this.#rows.close();
    this.#clients.closeAll(1001, 'server shutting down');
    this.#link.close();
  }

  // ---- clients ----

  #onFewerWanted(): void {
    this.#shareMine();
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
      // A resume sent before its subscribe was answered is done with the answer, as `since_*` would be.
      if (client.pending) client.pending.since = from;
      else this.#rows.replay(client, from);
      return;
    }
    const tickers = [...new Set(m.data.tickers.map((t) => t.toUpperCase()))];
    if (this.#o.endpoint === 'abnormal-trades') {
      // The hub filters abnormal trades itself: the upstream socket always carries all of them.
      client.tickers = new Set(tickers);
      this.#clients.send(client, JSON.stringify({ type: 'subscribed', tickers, rejected: [] }));
      this.#ensureLink();
      return;
    }
    const wantsReplay = from.sinceSeq !== undefined || from.sinceTsMs !== undefined;
    client.pending = { tickers, since: wantsReplay ? from : undefined };
    this.#ensureLink();
    this.#sendUnion();
    if (!this.#holding && this.#relayedAnswer) this.#resolvePending(this.#relayedAnswer.accepted, this.#relayedAnswer);
  }

  /**
   * Answer the clients whose subscribe the upstream's answer to `answered` settles, then replay. A
   * follower passes the holder's relayed answer instead of its own subscription's.
   */
  #resolvePending(
    answered: ReadonlySet<string>,
    relayed?: { readonly accepted: ReadonlySet<string>; readonly rejected: ReadonlySet<string> },
  ): void {
    const settled = (t: string): boolean =>
      relayed ? relayed.accepted.has(t) || relayed.rejected.has(t) : this.#subscription.isSettled(t);
    const isAccepted = (t: string): boolean => (relayed ? relayed.accepted.has(t) : this.#subscription.isAccepted(t));
    const known = (t: string): boolean => answered.has(t) && settled(t);
    let resolved = false;
    for (const c of this.#clients) {
      if (!c.pending || !c.pending.tickers.every(known)) continue;
      const { tickers, since } = c.pending;
      c.pending = null;
      resolved = true;
      const previous = c.tickers;
      c.tickers = new Set(tickers);
      const accepted = tickers.filter(isAccepted);
      const rejected = tickers.filter((t) => !isAccepted(t));
      this.#clients.send(c, JSON.stringify({ type: 'subscribed', tickers: accepted, rejected }));
      // The previous tickers were read until this answer; the ones now dropped stop costing rows.
      if (previous && [...previous].some((t) => !c.tickers?.has(t))) this.#onFewerWanted();
      if (since !== undefined) this.#rows.replay(c, since);
    }
    if (resolved) this.#shareMine();
  }

  // ---- upstream subscription ----

  /** Someone reads the stream: a browser client, the watcher with tickers to watch, or (holder) another instance. */
  #wanted(): boolean {
    const others = this.#o.cluster?.holding ? this.#o.cluster.others.size : 0;
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
    if (this.#o.cluster?.holding) for (const t of this.#o.cluster.others) u.add(t);
    return u;
  }

  /** Tell the holder what this instance's readers want (abnormal trades: whether anyone reads them). */
  #shareMine(): void {
    const flow = this.#o.endpoint === 'flow';
    this.#o.cluster?.setMine(flow ? this.#mine() : new Set(this.#clients.size > 0 ? ['*'] : []));
  }

  /** Open the upstream socket, or (follower) ask the holder to carry this instance's tickers. */
  #ensureLink(): void {
    this.#shareMine();
    if (this.#holding) this.#link.ensure();
  }

  /** Send the union upstream (flow); the answer resolves the clients' pending subscribes. */
  #sendUnion(): void {
    this.#shareMine();
    if (this.#o.endpoint !== 'flow' || !this.#holding || !this.#link.isOpen) return;
    this.#link.send(this.#subscription.send(this.#union()));
  }

  // ---- several instances ----

  /** Holder: another instance's tickers changed; grow at once, shrink as when a client leaves. */
  #othersChanged(): void {
    if (!this.#holding || this.#closed) return;
    if (!this.#wanted()) return this.#onFewerWanted();
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#link.ensure();
    const union = this.#union();
    const grew = [...union].some((t) => !this.#subscription.isSettled(t));
    if (grew) this.#sendUnion();
    else {
      this.#scheduleResubscribe();
      this.#publishAnswer();
    }
  }

  /** Holder: the upstream's last subscription answer, for the other instances' clients. */
  #publishAnswer(): void {
    if (this.#o.endpoint !== 'flow' || this.#subscription.accepted.length + this.#subscription.rejected.length === 0)
      return;
    this.#o.cluster?.publish({
      kind: 'status',
      accepted: this.#subscription.accepted,
      rejected: this.#subscription.rejected,
    });
  }

  /** Follower: what the holder relayed, taken in as if from an own socket. */
  #onRelayed(m: RelayMessage): void {
    switch (m.kind) {
      case 'row': {
        const read = readServerMessage(m.frame);
        if (read?.type !== 'flow_order') return;
        // Charged by the holder; a follower's rows are never live (its own gaps are the holder's).
        return this.#rows.take(this.#rows.keysOf(read.raw.data, m.frame), m.frame, false);
      }
      case 'status': {
        const answer = { accepted: new Set(m.accepted), rejected: new Set(m.rejected) };
        this.#relayedAnswer = answer;
        return this.#resolvePending(new Set([...answer.accepted, ...answer.rejected]), answer);
      }
      case 'stopped':
        return this.#clients.stopAll(m.code);
      case 'frame': {
        const read = readServerMessage(m.text);
        if (read?.message?.type === 'abnormal_trade')
          return this.#clients.sendForTicker((read.message.data.ticker ?? '').toUpperCase(), m.text);
        return this.#clients.broadcast(m.text);
      }
    }
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
    if (msg?.type !== 'subscribed' && msg?.type !== 'flow_order') this.#o.cluster?.publish({ kind: 'frame', text });
    if (!msg) return this.#clients.broadcast(text);
    switch (msg.type) {
      case 'flow_order':
        return;
      case 'abnormal_trade':
        return this.#clients.sendForTicker((msg.data.ticker ?? '').toUpperCase(), text);
      case 'subscribed': {
        if (this.#o.endpoint !== 'flow') return;
        // An answer without a readable list (drift, recorded above) is taken as granting the union asked.
        const answered = this.#subscription.answer(msg.tickers ?? [...this.#union()], msg.rejected ?? undefined);
        this.#resolvePending(answered);
        this.#publishAnswer();
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
