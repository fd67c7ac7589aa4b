/**
 * Stream hub for one upstream stream endpoint (/v1/ws/flow or /v1/ws/abnormal-trades).
 *
 * One upstream socket serves every browser client: the upstream subscription is the union of the
 * clients' tickers, each client gets its own `subscribed`/`rejected`, and each upstream frame is
 * forwarded (as received: serialised once) only to the clients that want its ticker. A client whose
 * send buffer passes the high-water mark is terminated (it reconnects and resumes) rather than
 * letting memory grow. Upstream close codes follow the shared policy (src/api/reconnect-policy.ts):
 * 4001/4003 and 4029 stop the endpoint for every client; 4008 and network drops reconnect and resubscribe.
 *
 * Extension of the upstream protocol (the upstream has no resume): streamed flow rows of the current
 * session are kept by `event_id` (memory + SQLite), each with an arrival sequence number sent to clients
 * as an extra top-level `seq` field (kept-rows.ts). A client may send `{"type":"resume","since_seq":n}`
 * (or `since_ts_ms`), or add either to its `subscribe`; the hub then sends the kept rows of the client's
 * tickers that arrived after seq n (or printed after ts n), each `event_id` at most once per client
 * connection. Resuming by seq also replays rows printed earlier but delivered later (late enrichment).
 * These replays do not draw on the flow-row budget again.
 *
 * Subscription changes are asked, not assumed: the reference does not say whether a second `subscribe`
 * replaces or adds. A shrink is sent as a new `subscribe`; when the `subscribed` answer (or a row of a
 * ticker no client wants, after the answer) shows that the dropped tickers are still subscribed, the hub
 * opens a new upstream socket with the union and closes the old one once the new one has answered
 * (never more than 2 sockets; rows of the overlap are deduped by event_id).
 *
 * No row is lost to a gap: when the upstream socket goes down (or the BFF starts with rows of the
 * session stored), the rows printed meanwhile are read back from the REST tape once the socket is
 * live again (gap-filler.ts), merged by `event_id`, and delivered like live ones. Rows are stored
 * before they are fanned out, so a killed BFF has every row it delivered.
 */
import WebSocket from 'ws';
import { decideReconnect } from '../../api/reconnect-policy';
import { CLOSE_CODES, CLOSE_REASONS, readServerMessage } from '../../api/stream';
import { flowRowKeys, type FlowRowKeys } from './flow-row-keys';
import { GapFiller } from './gap-filler';
import { KeptRows } from './kept-rows';
import {
  clientMessageSchema,
  hubReconnectTimings,
  type Client,
  type HubEndpoint,
  type HubState,
  type HubStatus,
  type ReplayFrom,
  type StreamHubOptions,
} from './stream-hub-options';

export type { HubEndpoint, HubLogger, HubState, HubStatus, StreamHubOptions } from './stream-hub-options';

export class StreamHub {
  readonly #o: StreamHubOptions;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #clients = new Set<Client>();
  #upstream: WebSocket | undefined;
  /** The socket being replaced after a shrink the upstream did not apply: closed once #upstream answers. */
  #retiring: WebSocket | undefined;
  /** The union the last reopen was for: not reopened again until the union changes (a service that ignores filters). */
  #reopenedFor = '';
  #state: HubState = 'idle';
  #attempt = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #resubTimer: NodeJS.Timeout | undefined;
  readonly #pingTimer: NodeJS.Timeout;
  #upstreamAlive = true;
  #stoppedCode: number | null = null;
  #stoppedUntil = 0;
  /** The union last sent upstream, and what the upstream accepted/rejected of it. */
  #sentUnion = new Set<string>();
  /** Unions sent upstream and not yet answered, oldest first: each `subscribed` answers the oldest. */
  #awaiting: Set<string>[] = [];
  #accepted = new Set<string>();
  #rejected = new Set<string>();
  /** Rows of the current session by event_id, in arrival order. */
  readonly #rows: KeptRows;
  #closed = false;
  #driftFrames = 0;
  /** Newest print time of a row received (or stored): where a gap starts when the socket goes down. */
  #lastRowTs = 0;
  readonly #gaps: GapFiller | undefined;

  constructor(opts: StreamHubOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
    this.#random = opts.random ?? Math.random;
    this.#rows = new KeptRows(this.#now());
    if (opts.endpoint === 'flow' && opts.tapeGet) {
      this.#gaps = new GapFiller({
        get: opts.tapeGet,
        deliver: (rows) => {
          for (const r of rows) {
            const keys = { event_id: r.eventId, ticker: r.ticker, session_date: r.session, ts_ms: r.tsMs };
            // Charged already: the tape answer's X-FlowRows-* headers reached the governor.
            this.#onFlowRow(keys, r.frame, false);
          }
        },
        onDrift: (issues) => opts.drift?.record('optionsFlow.tape', issues),
        ...(opts.logger ? { logger: opts.logger } : {}),
        ...(opts.gapPassMarginMs !== undefined ? { passMarginMs: opts.gapPassMarginMs } : {}),
      });
    }
    if (opts.endpoint === 'flow' && opts.store) {
      for (const r of opts.store.latestSessionRows(this.#now())) {
        this.#rows.keep(r);
        this.#lastRowTs = Math.max(this.#lastRowTs, r.tsMs);
      }
      // The BFF was down: what printed meanwhile is read back once the stream is live.
      if (this.#lastRowTs > 0) this.#gaps?.open(this.#lastRowTs);
    }
    this.#pingTimer = setInterval(() => this.#ping(), opts.pingMs ?? 30_000);
    this.#pingTimer.unref();
  }

  get endpoint(): HubEndpoint {
    return this.#o.endpoint;
  }

  status(): HubStatus {
    this.#stopExpired();
    return {
      state: this.#state,
      clients: this.#clients.size,
      upstream_sockets: (this.#upstream ? 1 : 0) + (this.#retiring ? 1 : 0),
      subscribed: [...this.#accepted].sort(),
      stopped_code: this.#state === 'stopped' ? this.#stoppedCode : null,
      stopped_until:
        this.#state === 'stopped' && this.#stoppedUntil > 0 ? new Date(this.#stoppedUntil).toISOString() : null,
      rows_kept: this.#rows.size,
      rows_backfilled: this.#gaps?.rowsFilled ?? 0,
    };
  }

  // ---- clients ----

  addClient(socket: WebSocket): void {
    if (this.#closed) {
      socket.close(1001, 'shutting down');
      return;
    }
    const client: Client = {
      socket,
      tickers: this.#o.endpoint === 'abnormal-trades' ? null : new Set(),
      sent: new Set(),
      pending: null,
      alive: true,
    };
    if (this.#refuseWhileStopped(client)) return;
    this.#clients.add(client);
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    socket.on('message', (data, isBinary) => this.#onClientMessage(client, isBinary ? '' : data.toString()));
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.#removeClient(client));
    socket.on('error', () => this.#removeClient(client));
    // abnormal-trades flows without a subscribe; flow waits for one.
    if (this.#o.endpoint === 'abnormal-trades') this.#ensureUpstream();
  }

  /** A stop ends at its time (cool-down after 4001/4003, 00:00 UTC after 4029): the next client may try again. */
  #stopExpired(): void {
    if (this.#state === 'stopped' && this.#now() >= this.#stoppedUntil) {
      this.#state = 'idle';
      this.#stoppedCode = null;
      this.#stoppedUntil = 0;
    }
  }

  #refuseWhileStopped(client: Client): boolean {
    this.#stopExpired();
    if (this.#state !== 'stopped') return false;
    const code = this.#stoppedCode ?? CLOSE_CODES.invalidKey;
    this.#sendText(client, JSON.stringify({ type: 'error', message: CLOSE_REASONS[code] ?? 'stream stopped' }));
    client.socket.close(code, (CLOSE_REASONS[code] ?? '').slice(0, 120));
    return true;
  }

  #removeClient(client: Client): void {
    if (!this.#clients.delete(client)) return;
    this.#scheduleResubscribe();
    if (this.#clients.size === 0 && !this.#idleTimer) {
      // No one is listening: stop spending rows (after a grace period for a reload).
      this.#idleTimer = setTimeout(() => {
        this.#idleTimer = undefined;
        if (this.#clients.size === 0) this.#closeUpstream();
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
      this.#sendText(
        client,
        JSON.stringify({
          type: 'error',
          message: 'expected {"type":"subscribe","tickers":[...]} or {"type":"resume","since_seq":n}',
        }),
      );
      return;
    }
    const from: ReplayFrom = { sinceSeq: m.data.since_seq, sinceTsMs: m.data.since_ts_ms };
    if (m.data.type === 'resume') {
      this.#replay(client, from);
      return;
    }
    const tickers = [...new Set(m.data.tickers.map((t) => t.toUpperCase()))];
    client.tickers = new Set(tickers);
    if (this.#o.endpoint === 'abnormal-trades') {
      // The hub filters abnormal trades itself: the upstream socket always carries all of them.
      this.#sendText(client, JSON.stringify({ type: 'subscribed', tickers, rejected: [] }));
      this.#ensureUpstream();
      return;
    }
    const wantsReplay = from.sinceSeq !== undefined || from.sinceTsMs !== undefined;
    client.pending = { tickers, since: wantsReplay ? from : undefined };
    this.#ensureUpstream();
    this.#sendUnion();
  }

  #union(): Set<string> {
    const u = new Set<string>();
    for (const c of this.#clients) if (c.tickers) for (const t of c.tickers) u.add(t);
    return u;
  }

  /** Send the union upstream (flow); the answer resolves the clients' pending subscribes. */
  #sendUnion(): void {
    if (this.#o.endpoint !== 'flow' || !this.#upstream || this.#upstream.readyState !== WebSocket.OPEN) return;
    const union = this.#union();
    // A union other than the one last reopened for: a later shrink to it may need a reopen again.
    if ([...union].sort().join(',') !== this.#reopenedFor) this.#reopenedFor = '';
    this.#sentUnion = union;
    this.#awaiting.push(union);
    this.#upstream.send(JSON.stringify({ type: 'subscribe', tickers: [...union].sort() }));
  }

  /** A client left: shrink the upstream subscription so its tickers stop costing rows. */
  #scheduleResubscribe(): void {
    if (this.#o.endpoint !== 'flow' || this.#resubTimer) return;
    this.#resubTimer = setTimeout(() => {
      this.#resubTimer = undefined;
      const union = this.#union();
      if (union.size > 0 && [...this.#sentUnion].some((t) => !union.has(t))) this.#sendUnion();
    }, 1000);
    this.#resubTimer.unref();
  }

  #resolvePending(answered: ReadonlySet<string>): void {
    const known = (t: string): boolean => answered.has(t) && (this.#accepted.has(t) || this.#rejected.has(t));
    for (const c of this.#clients) {
      if (!c.pending || !c.pending.tickers.every(known)) continue;
      const { tickers, since } = c.pending;
      c.pending = null;
      this.#sendText(
        c,
        JSON.stringify({
          type: 'subscribed',
          tickers: tickers.filter((t) => this.#accepted.has(t)),
          rejected: tickers.filter((t) => !this.#accepted.has(t)),
        }),
      );
      if (since !== undefined) this.#replay(c, since);
    }
  }

  #replay(client: Client, from: ReplayFrom): void {
    if (!client.tickers) return;
    const { sinceSeq, sinceTsMs } = from;
    const missed = (r: { seq: number; tsMs: number }): boolean =>
      sinceSeq !== undefined ? r.seq > sinceSeq : r.tsMs > (sinceTsMs ?? 0);
    for (const [id, r] of this.#rows.entries()) {
      if (!missed(r) || !client.tickers.has(r.ticker) || client.sent.has(id)) continue;
      client.sent.add(id);
      if (!this.#sendText(client, r.frame)) return;
    }
  }

  /** Send one frame; terminate a client that cannot keep up. Returns false when the client is gone. */
  #sendText(client: Client, text: string): boolean {
    const s = client.socket;
    if (s.readyState !== WebSocket.OPEN) return false;
    if (s.bufferedAmount > (this.#o.highWaterBytes ?? 4 * 1024 * 1024)) {
      this.#o.logger?.warn({ endpoint: this.#o.endpoint, buffered: s.bufferedAmount }, 'slow stream client terminated');
      s.terminate();
      this.#removeClient(client);
      return false;
    }
    s.send(text);
    return true;
  }

  // ---- upstream ----

  #ensureUpstream(): void {
    if (this.#closed || this.#upstream || this.#reconnectTimer || this.#state === 'stopped') return;
    this.#connect();
  }

  #connect(): void {
    const url = this.#o.upstreamUrl();
    if (!url) return;
    this.#state = this.#attempt === 0 ? 'connecting' : 'reconnecting';
    const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
    this.#upstream = ws;
    this.#upstreamAlive = true;
    ws.on('open', () => {
      if (this.#upstream !== ws) return;
      this.#state = 'live';
      this.#attempt = 0;
      this.#sendUnion();
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      if (this.#upstream === ws) this.#onUpstreamMessage(data.toString());
      else if (this.#retiring === ws) this.#onRetiringMessage(data.toString());
    });
    ws.on('pong', () => (this.#upstreamAlive = true));
    ws.on('unexpected-response', (_req, res) => {
      // A refused handshake: map the HTTP status onto the matching close code.
      const code = res.statusCode === 401 ? 4001 : res.statusCode === 403 ? 4003 : res.statusCode === 429 ? 4029 : 1006;
      ws.removeAllListeners('close');
      ws.terminate();
      this.#onUpstreamClose(ws, code);
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => this.#onUpstreamClose(ws, code));
  }

  #onUpstreamClose(ws: WebSocket, code: number): void {
    if (this.#retiring === ws) {
      // It went down before its replacement answered: read back what printed meanwhile.
      this.#retiring = undefined;
      if (this.#lastRowTs > 0) this.#gaps?.open(this.#lastRowTs);
    }
    if (this.#upstream !== ws) return;
    this.#upstream = undefined;
    this.#closeRetiring();
    this.#accepted = new Set();
    this.#rejected = new Set();
    this.#sentUnion = new Set();
    this.#awaiting = [];
    if (this.#closed) return;
    this.#o.logger?.info({ endpoint: this.#o.endpoint, code }, 'upstream stream closed');
    if (this.#lastRowTs > 0) this.#gaps?.open(this.#lastRowTs);
    const decision = decideReconnect(code, this.#attempt, this.#now(), this.#random, hubReconnectTimings(this.#o));
    if (code === CLOSE_CODES.flowBudgetExhausted) this.#o.onBudgetExhausted?.();
    // A refused key or an exhausted budget stops the endpoint for every client; 4008 concerns only our socket.
    if (decision.action === 'halt' || code === CLOSE_CODES.flowBudgetExhausted) {
      this.#stop(code, this.#now() + decision.delayMs);
      return;
    }
    if (this.#clients.size === 0) {
      this.#state = 'idle';
      this.#attempt = 0;
      return;
    }
    const delay = decision.delayMs;
    this.#attempt++;
    this.#state = 'reconnecting';
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (this.#clients.size > 0) this.#connect();
      else this.#state = 'idle';
    }, delay);
    this.#reconnectTimer.unref();
  }

  /** Tell every client why, close them with the same code, and stay down until `until`. */
  #stop(code: number, until: number): void {
    this.#state = 'stopped';
    this.#stoppedCode = code;
    this.#stoppedUntil = until;
    this.#attempt = 0;
    const frame = JSON.stringify({ type: 'error', message: CLOSE_REASONS[code] ?? 'stream stopped' });
    for (const c of [...this.#clients]) {
      this.#sendText(c, frame);
      c.socket.close(code, (CLOSE_REASONS[code] ?? '').slice(0, 120));
      this.#clients.delete(c);
    }
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
      const keys = flowRowKeys(read.raw.data, text, this.#rows.session, this.#now());
      this.#reopenIfUnwanted([keys.ticker]);
      return this.#onFlowRow(keys, text);
    }
    if (!msg) {
      for (const c of this.#clients) this.#sendText(c, text);
      return;
    }
    switch (msg.type) {
      case 'flow_order':
        return;
      case 'abnormal_trade': {
        const ticker = msg.data.ticker.toUpperCase();
        for (const c of this.#clients) if (c.tickers === null || c.tickers.has(ticker)) this.#sendText(c, text);
        return;
      }
      case 'subscribed': {
        if (this.#o.endpoint !== 'flow') return;
        // Answers come in the order the unions were sent; judge each against the union it answers,
        // so a late answer to an older union never rejects a ticker added since.
        const answered = this.#awaiting.shift() ?? this.#sentUnion;
        this.#accepted = new Set(msg.tickers.map((t) => t.toUpperCase()));
        this.#rejected = new Set((msg.rejected ?? []).map((t) => t.toUpperCase()));
        // Whatever the upstream neither accepted nor named is rejected too.
        for (const t of answered) if (!this.#accepted.has(t)) this.#rejected.add(t);
        this.#resolvePending(answered);
        // The replacement socket is subscribed: the old one's rows are covered from here on.
        this.#closeRetiring();
        // The upstream reports tickers this union did not ask for: it added rather than replaced.
        this.#reopenIfUnwanted([...this.#accepted].filter((t) => !answered.has(t)));
        return;
      }
      case 'heartbeat':
      case 'error':
        for (const c of this.#clients) this.#sendText(c, text);
        return;
    }
  }

  #onFlowRow(d: FlowRowKeys, text: string, charge = true): void {
    // The first live row after a gap says, on the upstream's clock, where the gap ends.
    if (charge && this.#gaps?.waiting)
      this.#gaps.fill([...this.#accepted], this.#rows.session || d.session_date, d.ts_ms);
    if (this.#rows.has(d.event_id)) return; // already seen (overlap of two sockets, kept or read-back rows)
    if (charge) this.#o.onRows?.(1);
    this.#lastRowTs = Math.max(this.#lastRowTs, d.ts_ms);
    if (this.#rows.isNewSession(d.session_date)) this.#newSession(d.session_date);
    const kept = this.#rows.keep({
      eventId: d.event_id,
      session: d.session_date,
      ticker: d.ticker,
      tsMs: d.ts_ms,
      frame: text,
    });
    const out = kept?.frame ?? text;
    this.#o.store?.addRow({
      eventId: d.event_id,
      session: d.session_date,
      ticker: d.ticker,
      tsMs: d.ts_ms,
      frame: text,
    });
    for (const c of this.#clients) {
      // A row naming no ticker goes to every client rather than to none.
      if ((d.ticker !== '' && !c.tickers?.has(d.ticker)) || c.sent.has(d.event_id)) continue;
      c.sent.add(d.event_id);
      this.#sendText(c, out);
    }
  }

  /**
   * Rows of the old socket while its replacement subscribes: delivered (deduped by event_id) so
   * nothing is lost in the overlap; its other frames are the old subscription's and are ignored.
   */
  #onRetiringMessage(text: string): void {
    const read = readServerMessage(text);
    if (read?.type !== 'flow_order') return;
    this.#onFlowRow(flowRowKeys(read.raw.data, text, this.#rows.session, this.#now()), text);
  }

  /**
   * `tickers` came from the upstream socket (in a `subscribed` answer, or as rows after every union
   * sent was answered). Any of them that neither the union last sent nor a client wants means the
   * upstream still holds a subscription we dropped: reopen with the union, once per union.
   */
  #reopenIfUnwanted(tickers: readonly string[]): void {
    if (this.#o.endpoint !== 'flow' || this.#awaiting.length > 0 || this.#retiring) return;
    const wanted = this.#union();
    const stale = tickers.filter((t) => t !== '' && !this.#sentUnion.has(t) && !wanted.has(t));
    const key = [...wanted].sort().join(',');
    if (stale.length === 0 || wanted.size === 0 || key === this.#reopenedFor || !this.#o.upstreamUrl()) return;
    this.#reopenedFor = key;
    this.#o.logger?.info({ endpoint: this.#o.endpoint, stale }, 'upstream kept dropped tickers: reopening');
    const old = this.#upstream;
    this.#retiring = old;
    this.#upstream = undefined;
    this.#accepted = new Set();
    this.#rejected = new Set();
    this.#sentUnion = new Set();
    this.#awaiting = [];
    this.#connect();
  }

  #closeRetiring(): void {
    const ws = this.#retiring;
    this.#retiring = undefined;
    if (!ws) return;
    ws.removeAllListeners();
    ws.on('error', () => undefined);
    ws.close(1000, 'resubscribed on a new socket');
  }

  /** Frames that departed from the reference (read leniently and delivered). */
  get driftFrames(): number {
    return this.#driftFrames;
  }

  #newSession(session: string): void {
    this.#rows.startSession(session);
    for (const c of this.#clients) c.sent.clear();
    this.#o.store?.pruneRowsBefore(session);
  }

  #closeUpstream(): void {
    this.#closeRetiring();
    const ws = this.#upstream;
    this.#upstream = undefined;
    this.#state = this.#state === 'stopped' ? 'stopped' : 'idle';
    if (ws) {
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      ws.close(1000, 'no clients');
    }
  }

  #ping(): void {
    for (const c of this.#clients) {
      if (!c.alive) {
        c.socket.terminate();
        this.#removeClient(c);
        continue;
      }
      c.alive = false;
      if (c.socket.readyState === WebSocket.OPEN) c.socket.ping();
    }
    const ws = this.#upstream;
    if (ws && ws.readyState === WebSocket.OPEN) {
      if (!this.#upstreamAlive) {
        ws.terminate(); // close handler reconnects
        return;
      }
      this.#upstreamAlive = false;
      ws.ping();
    }
  }

  /** Test hook (E2E): close the browser-facing sockets with a code; 1006 terminates abruptly. */
  closeClients(code: number): number {
    const n = this.#clients.size;
    for (const c of [...this.#clients]) {
      if (code === 1006) c.socket.terminate();
      else c.socket.close(code, (CLOSE_REASONS[code] ?? 'closed by test hook').slice(0, 120));
      this.#clients.delete(c);
    }
    return n;
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#pingTimer);
    for (const t of [this.#reconnectTimer, this.#idleTimer, this.#resubTimer]) if (t) clearTimeout(t);
    this.#gaps?.close();
    for (const c of [...this.#clients]) c.socket.close(1001, 'server shutting down');
    this.#clients.clear();
    this.#closeUpstream();
  }
}
