/**
 * Stream hub for one upstream stream endpoint (/v1/ws/flow or /v1/ws/abnormal-trades).
 *
 * One upstream socket serves every browser client: the upstream subscription is the union of the
 * clients' tickers, each client gets its own `subscribed`/`rejected`, and each upstream frame is
 * forwarded (as received: serialised once) only to the clients that want its ticker. A client whose
 * send buffer passes the high-water mark is terminated (it reconnects and resumes) rather than
 * letting memory grow. Upstream close codes: 4001/4003 are reported and not retried in a loop, 4029
 * waits for 00:00 UTC, 4008 and network drops reconnect with full-jitter backoff and resubscribe.
 *
 * Extension of the upstream protocol (the upstream has no resume): streamed flow rows of the current
 * session are kept by `event_id` (memory + SQLite). A client may send `{"type":"resume","since_ts_ms":n}`,
 * or add `since_ts_ms` to its `subscribe`; the hub then sends the kept rows with `ts_ms > n` for the
 * client's tickers, before live ones, each `event_id` at most once per client connection. These
 * replays do not draw on the flow-row budget again.
 */
import WebSocket from 'ws';
import { z } from 'zod';
import { CLOSE_CODES, CLOSE_REASONS, parseServerMessage } from '../../api/stream';
import type { Store, StoredRow } from './store';

export type HubEndpoint = 'flow' | 'abnormal-trades';
export type HubState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface HubStatus {
  readonly state: HubState;
  readonly clients: number;
  readonly upstream_sockets: number;
  readonly subscribed: readonly string[];
  readonly stopped_code: number | null;
  readonly stopped_until: string | null;
  readonly rows_kept: number;
}

export interface HubLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface StreamHubOptions {
  readonly endpoint: HubEndpoint;
  /** The upstream URL with the key (from UpstreamClient.streamUrl); never logged. */
  readonly upstreamUrl: () => string | undefined;
  readonly store?: Store;
  /** Streamed rows are charged to the day's flow-row budget. */
  readonly onRows?: (n: number) => void;
  readonly onBudgetExhausted?: () => void;
  readonly logger?: HubLogger;
  readonly pingMs?: number;
  readonly highWaterBytes?: number;
  readonly idleCloseMs?: number;
  readonly backoffBaseMs?: number;
  readonly backoffCapMs?: number;
  /** Pause before a new attempt after 4001/4003 (a new client may try again after it, never a loop). */
  readonly authCooldownMs?: number;
  readonly now?: () => number;
  readonly random?: () => number;
}

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    tickers: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9.]{0,9}$/)).max(500),
    since_ts_ms: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('resume'), since_ts_ms: z.number().int().nonnegative() }),
]);

interface Client {
  readonly socket: WebSocket;
  /** null: no filter (abnormal-trades before any subscribe: everything). */
  tickers: Set<string> | null;
  /** event_ids sent on this connection (each at most once). */
  readonly sent: Set<string>;
  /** Tickers of a subscribe awaiting the upstream's answer, and a replay to do after it. */
  pending: { tickers: string[]; since: number | undefined } | null;
  alive: boolean;
}

interface KeptRow {
  readonly ticker: string;
  readonly tsMs: number;
  readonly frame: string;
}

function nextUtcMidnight(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

export class StreamHub {
  readonly #o: StreamHubOptions;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #clients = new Set<Client>();
  #upstream: WebSocket | undefined;
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
  #rows = new Map<string, KeptRow>();
  #session = '';
  #closed = false;

  constructor(opts: StreamHubOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
    this.#random = opts.random ?? Math.random;
    if (opts.endpoint === 'flow' && opts.store) {
      for (const r of opts.store.latestSessionRows(this.#now())) this.#keep(r);
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
      upstream_sockets: this.#upstream ? 1 : 0,
      subscribed: [...this.#accepted].sort(),
      stopped_code: this.#state === 'stopped' ? this.#stoppedCode : null,
      stopped_until:
        this.#state === 'stopped' && this.#stoppedUntil > 0 ? new Date(this.#stoppedUntil).toISOString() : null,
      rows_kept: this.#rows.size,
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
          message: 'expected {"type":"subscribe","tickers":[...]} or {"type":"resume","since_ts_ms":n}',
        }),
      );
      return;
    }
    if (m.data.type === 'resume') {
      this.#replay(client, m.data.since_ts_ms);
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
    client.pending = { tickers, since: m.data.since_ts_ms };
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

  #replay(client: Client, since: number): void {
    if (!client.tickers) return;
    for (const [id, r] of this.#rows) {
      if (r.tsMs <= since || !client.tickers.has(r.ticker) || client.sent.has(id)) continue;
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
      if (this.#upstream === ws && !isBinary) this.#onUpstreamMessage(data.toString());
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
    if (this.#upstream !== ws) return;
    this.#upstream = undefined;
    this.#accepted = new Set();
    this.#rejected = new Set();
    this.#sentUnion = new Set();
    this.#awaiting = [];
    if (this.#closed) return;
    this.#o.logger?.info({ endpoint: this.#o.endpoint, code }, 'upstream stream closed');
    if (code === CLOSE_CODES.invalidKey || code === CLOSE_CODES.tierBelowPro) {
      this.#stop(code, this.#now() + (this.#o.authCooldownMs ?? 60_000));
      return;
    }
    if (code === CLOSE_CODES.flowBudgetExhausted) {
      this.#o.onBudgetExhausted?.();
      this.#stop(code, nextUtcMidnight(this.#now()));
      return;
    }
    if (this.#clients.size === 0) {
      this.#state = 'idle';
      this.#attempt = 0;
      return;
    }
    // 4008, network drops and anything else: full-jitter exponential backoff, then resubscribe.
    const cap = Math.min(this.#o.backoffCapMs ?? 30_000, (this.#o.backoffBaseMs ?? 500) * 2 ** this.#attempt);
    const delay = Math.floor(this.#random() * cap);
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
    const msg = parseServerMessage(text);
    if (!msg) return;
    switch (msg.type) {
      case 'flow_order': {
        const d = msg.data;
        if (this.#rows.has(d.event_id)) return; // already seen (overlap of two sockets, or kept rows)
        this.#o.onRows?.(1);
        if (d.session_date > this.#session && this.#session !== '') this.#newSession(d.session_date);
        this.#keep({ eventId: d.event_id, session: d.session_date, ticker: d.ticker, tsMs: d.ts_ms, frame: text });
        this.#o.store?.addRow({
          eventId: d.event_id,
          session: d.session_date,
          ticker: d.ticker,
          tsMs: d.ts_ms,
          frame: text,
        });
        for (const c of this.#clients) {
          if (!c.tickers?.has(d.ticker) || c.sent.has(d.event_id)) continue;
          c.sent.add(d.event_id);
          this.#sendText(c, text);
        }
        return;
      }
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
        return;
      }
      case 'heartbeat':
      case 'error':
        for (const c of this.#clients) this.#sendText(c, text);
        return;
    }
  }

  #keep(r: StoredRow): void {
    if (r.session > this.#session) this.#session = r.session;
    if (r.session < this.#session) return;
    this.#rows.set(r.eventId, { ticker: r.ticker, tsMs: r.tsMs, frame: r.frame });
  }

  #newSession(session: string): void {
    this.#rows = new Map();
    this.#session = session;
    for (const c of this.#clients) c.sent.clear();
    this.#o.store?.pruneRowsBefore(session);
  }

  #closeUpstream(): void {
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
    for (const c of [...this.#clients]) c.socket.close(1001, 'server shutting down');
    this.#clients.clear();
    this.#closeUpstream();
  }
}
