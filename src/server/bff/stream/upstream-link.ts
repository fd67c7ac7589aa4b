/**
 * The hub's upstream socket lifecycle: open, keep alive, replace, reconnect or stop. What a close code
 * means is decided by the shared policy (src/api/reconnect-policy.ts): a close that concerns the key
 * (4001/4003 refused key, 4029 spent budget) stops the endpoint until the policy's delay has passed; any
 * other close (4008, a lost connection) reconnects after the policy's delay while a client still wants rows.
 *
 * At most two sockets: the current one and, while a subscription is moved to a new socket (the upstream
 * kept tickers a shrink dropped), the retiring one, closed once the current one has answered.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { closeCodeOfRefusedHandshake, decideReconnect, type ReconnectTimings } from '../../../api/reconnect-policy';
import type { HubEndpoint, HubLogger, HubState } from './stream-hub-options';

export interface UpstreamLinkOptions {
  readonly endpoint: HubEndpoint;
  /** The upstream URL with the key; undefined when no key is configured (no socket is opened). */
  readonly upstreamUrl: () => string | undefined;
  readonly timings: ReconnectTimings;
  readonly now: () => number;
  readonly random: () => number;
  readonly logger?: HubLogger | undefined;
}

/** What the link tells the hub; the hub owns the subscription, the rows and the clients. */
export interface UpstreamLinkEvents {
  /** The current socket is open: send it the subscription. */
  readonly opened: () => void;
  readonly message: (text: string) => void;
  /** A frame of the retiring socket (its rows cover the overlap until the current one answers). */
  readonly retiringMessage: (text: string) => void;
  /** The retiring socket went down before its replacement answered. */
  readonly retiringLost: () => void;
  /** The current socket closed with `code` (before the policy's decision is applied). */
  readonly lost: (code: number) => void;
  /** The key was refused or its budget spent: every client is told and closed with `code`. */
  readonly stopped: (code: number) => void;
  /** Whether any client still wants rows: without one, a lost socket is not reopened. */
  readonly wanted: () => boolean;
}

export interface UpstreamLinkStatus {
  readonly state: HubState;
  readonly sockets: number;
  readonly stoppedCode: number | null;
  /** Epoch ms the stop ends; null when not stopped or the stop has no end. */
  readonly stoppedUntil: number | null;
  /** A reconnect attempt is scheduled (a stopped endpoint has none until a client asks again). */
  readonly reconnectScheduled: boolean;
  /** Reconnect attempts made after a lost socket, since the link was made. */
  readonly reconnects: number;
}

/** Why the endpoint is stopped and until when; a new attempt may be made from `until` on. */
interface Stop {
  readonly code: number;
  readonly until: number;
}

export class UpstreamLink {
  readonly #options: UpstreamLinkOptions;
  readonly #events: UpstreamLinkEvents;
  #current: WebSocket | undefined;
  #retiring: WebSocket | undefined;
  #state: HubState = 'idle';
  #stop: Stop | null = null;
  /** Failed attempts since the last open: the policy's backoff grows with it. */
  #attempt = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #reconnects = 0;
  /** The current socket answered the last ping (or has not been pinged yet). */
  #alive = true;
  #closed = false;

  constructor(options: UpstreamLinkOptions, events: UpstreamLinkEvents) {
    this.#options = options;
    this.#events = events;
  }

  status(): UpstreamLinkStatus {
    const stop = this.stopped();
    return {
      state: this.#state,
      sockets: (this.#current ? 1 : 0) + (this.#retiring ? 1 : 0),
      stoppedCode: stop?.code ?? null,
      stoppedUntil: stop && stop.until > 0 ? stop.until : null,
      reconnectScheduled: this.#reconnectTimer !== undefined,
      reconnects: this.#reconnects,
    };
  }

  /** The stop in force, if any; a stop ends at its time, after which the next client may try again. */
  stopped(): Stop | null {
    if (this.#state === 'stopped' && this.#stop && this.#options.now() < this.#stop.until) return this.#stop;
    if (this.#state === 'stopped') this.#state = 'idle';
    this.#stop = null;
    return null;
  }

  get isOpen(): boolean {
    return this.#current?.readyState === WebSocket.OPEN;
  }

  get isReplacing(): boolean {
    return this.#retiring !== undefined;
  }

  /** Send on the current socket when it is open; false otherwise. */
  send(text: string): boolean {
    if (!this.#current || this.#current.readyState !== WebSocket.OPEN) return false;
    this.#current.send(text);
    return true;
  }

  /** Open a socket unless one is open, one is due, or the endpoint is stopped. */
  ensure(): void {
    if (this.#closed || this.#current || this.#reconnectTimer || this.#state === 'stopped') return;
    this.#connect();
  }

  /** Move to a new socket; the current one retires and keeps delivering rows until `closeRetiring`. */
  replace(): void {
    this.#retiring = this.#current;
    this.#current = undefined;
    this.#connect();
  }

  closeRetiring(): void {
    const ws = this.#retiring;
    this.#retiring = undefined;
    if (ws) quietClose(ws, 'resubscribed on a new socket');
  }

  /** No client is left: close the sockets (a stop stays in force). */
  release(): void {
    this.closeRetiring();
    const ws = this.#current;
    this.#current = undefined;
    this.#state = this.#state === 'stopped' ? 'stopped' : 'idle';
    if (ws) quietClose(ws, 'no clients');
  }

  /** Ping the current socket; one that did not answer the previous ping is terminated (and reconnected). */
  ping(): void {
    const ws = this.#current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (!this.#alive) {
      ws.terminate();
      return;
    }
    this.#alive = false;
    ws.ping();
  }

  /**
   * The upstream key changed: the old key's sockets close, its stop (a refusal of that key) is lifted,
   * and the next `ensure` connects with the new key.
   */
  restart(): void {
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    this.release();
    this.#state = 'idle';
    this.#stop = null;
    this.#attempt = 0;
  }

  close(): void {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.release();
  }

  #connect(): void {
    const url = this.#options.upstreamUrl();
    if (!url) return;
    this.#state = this.#attempt === 0 ? 'connecting' : 'reconnecting';
    const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
    this.#current = ws;
    this.#alive = true;
    ws.on('open', () => {
      if (this.#current !== ws) return;
      this.#state = 'live';
      this.#attempt = 0;
      this.#events.opened();
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      if (this.#current === ws) this.#events.message(data.toString());
      else if (this.#retiring === ws) this.#events.retiringMessage(data.toString());
    });
    ws.on('pong', () => (this.#alive = true));
    ws.on('unexpected-response', (_req, res) => {
      ws.removeAllListeners('close');
      // The body tells a 429's flow-row budget (4029) from the rate limit; read before the socket goes.
      void readRefusalBody(res).then((body) => {
        ws.terminate();
        this.#onClose(ws, closeCodeOfRefusedHandshake(res.statusCode, body));
      });
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => this.#onClose(ws, code));
  }

  #onClose(ws: WebSocket, code: number): void {
    if (this.#retiring === ws) {
      this.#retiring = undefined;
      this.#events.retiringLost();
    }
    if (this.#current !== ws) return;
    this.#current = undefined;
    this.closeRetiring();
    if (this.#closed) return;
    this.#options.logger?.info({ endpoint: this.#options.endpoint, code }, 'upstream stream closed');
    this.#events.lost(code);
    // One reading of the clock: a delay to 00:00 UTC added to a later reading would end after midnight.
    const now = this.#options.now();
    const decision = decideReconnect(code, this.#attempt, now, this.#options.random, this.#options.timings);
    if (decision.scope === 'key') {
      this.#state = 'stopped';
      this.#stop = { code, until: now + decision.delayMs };
      this.#attempt = 0;
      this.#events.stopped(code);
      return;
    }
    if (!this.#events.wanted()) {
      this.#state = 'idle';
      this.#attempt = 0;
      return;
    }
    this.#attempt++;
    this.#state = 'reconnecting';
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (!this.#events.wanted()) {
        this.#state = 'idle';
        return;
      }
      this.#reconnects++;
      this.#connect();
    }, decision.delayMs);
    this.#reconnectTimer.unref();
  }
}

/** Close a socket we no longer read: its late frames and errors are ignored. */
function quietClose(ws: WebSocket, reason: string): void {
  ws.removeAllListeners();
  ws.on('error', () => undefined);
  ws.close(1000, reason);
}

/** Enough of a refused handshake's body to read its error (a slow or endless body is cut short). */
const REFUSAL_BODY_MAX_BYTES = 4096;
const REFUSAL_BODY_WAIT_MS = 2000;

function readRefusalBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (): void => {
      clearTimeout(timer);
      res.removeAllListeners('data');
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(finish, REFUSAL_BODY_WAIT_MS);
    timer.unref();
    res.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= REFUSAL_BODY_MAX_BYTES) finish();
    });
    res.once('end', finish);
    res.once('close', finish);
    res.once('error', finish);
  });
}
