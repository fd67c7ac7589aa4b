/**
 * The hub's browser-facing sockets: each upstream frame is sent as received (serialised once) only to
 * the clients that want its ticker, each flow row at most once per connection. A client whose send
 * buffer passes the high-water mark is terminated (it reconnects and resumes) rather than letting
 * memory grow; a client that misses a ping is dropped.
 */
import WebSocket from 'ws';
import { CLOSE_REASONS } from '../../../api/stream';
import type { KeptRow } from './kept-rows';
import type { Client, HubEndpoint, HubLogger, ReplayFrom } from './stream-hub-options';

export interface ClientFanoutOptions {
  readonly endpoint: HubEndpoint;
  /** A new client is sent every row until its first subscribe answers (its stream has no tickers to ask for). */
  readonly unfilteredBeforeSubscribe: boolean;
  readonly highWaterBytes?: number | undefined;
  readonly logger?: HubLogger | undefined;
}

/** The close reason the reference gives for `code`, cut to what a close frame can carry. */
function closeReason(code: number, fallback = ''): string {
  return (CLOSE_REASONS[code] ?? fallback).slice(0, 120);
}

/** The error frame that tells a client why its stream stops. */
export function stopFrame(code: number): string {
  return JSON.stringify({ type: 'error', message: CLOSE_REASONS[code] ?? 'stream stopped' });
}

export class ClientFanout {
  readonly #options: ClientFanoutOptions;
  readonly #clients = new Set<Client>();
  /** A client left on its own (closed, failed, too slow or silent). */
  readonly #onLeave: () => void;

  constructor(options: ClientFanoutOptions, onLeave: () => void) {
    this.#options = options;
    this.#onLeave = onLeave;
  }

  get size(): number {
    return this.#clients.size;
  }

  [Symbol.iterator](): IterableIterator<Client> {
    return this.#clients.values();
  }

  /** Take a socket in; its text frames go to `onText`. */
  add(socket: WebSocket, onText: (client: Client, text: string) => void): Client {
    const client: Client = {
      socket,
      tickers: this.#options.unfilteredBeforeSubscribe ? null : new Set(),
      sent: new Set(),
      pending: null,
      alive: true,
    };
    this.#clients.add(client);
    socket.on('message', (data, isBinary) => onText(client, isBinary ? '' : data.toString()));
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.#remove(client));
    socket.on('error', () => this.#remove(client));
    return client;
  }

  /** Tell a socket the stream is stopped and close it with the stop's code, without taking it in. */
  refuse(socket: WebSocket, code: number): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(stopFrame(code));
    socket.close(code, closeReason(code));
  }

  /** Send one frame; terminate a client that cannot keep up. Returns false when the client is gone. */
  send(client: Client, text: string): boolean {
    const s = client.socket;
    if (s.readyState !== WebSocket.OPEN) return false;
    if (s.bufferedAmount > (this.#options.highWaterBytes ?? 4 * 1024 * 1024)) {
      this.#options.logger?.warn(
        { endpoint: this.#options.endpoint, buffered: s.bufferedAmount },
        'slow stream client terminated',
      );
      s.terminate();
      this.#remove(client);
      return false;
    }
    s.send(text);
    return true;
  }

  broadcast(text: string): void {
    for (const c of this.#clients) this.send(c, text);
  }

  /** A frame about one ticker, to the clients that want it (or want everything); one naming none goes to all. */
  sendForTicker(ticker: string, text: string): void {
    for (const c of this.#clients) if (ticker === '' || c.tickers === null || c.tickers.has(ticker)) this.send(c, text);
  }

  /** A flow row to the clients that want its ticker and have not had it; a row naming no ticker goes to all. */
  deliverRow(eventId: string, ticker: string, frame: string): void {
    for (const c of this.#clients) {
      if ((ticker !== '' && !c.tickers?.has(ticker)) || c.sent.has(eventId)) continue;
      c.sent.add(eventId);
      this.send(c, frame);
    }
  }

  /** Send a client the kept rows of its tickers it missed since `from`, each at most once per connection. */
  replay(client: Client, kept: Iterable<[string, KeptRow]>, from: ReplayFrom): void {
    if (!client.tickers) return;
    const { sinceSeq, sinceTsMs } = from;
    const missed = (r: KeptRow): boolean => (sinceSeq !== undefined ? r.seq > sinceSeq : r.tsMs > (sinceTsMs ?? 0));
    for (const [id, r] of kept) {
      if (!missed(r) || !client.tickers.has(r.ticker) || client.sent.has(id)) continue;
      client.sent.add(id);
      if (!this.send(client, r.frame)) return;
    }
  }

  /** A new session: event_ids sent before are of the old one. */
  forgetSent(): void {
    for (const c of this.#clients) c.sent.clear();
  }

  /** Every ticker some client wants: those it is sent and those of a subscribe still unanswered. */
  union(): Set<string> {
    const u = new Set<string>();
    for (const c of this.#clients) for (const t of [...(c.tickers ?? []), ...(c.pending?.tickers ?? [])]) u.add(t);
    return u;
  }

  /** Drop clients that did not answer the previous ping, and ping the others. */
  ping(): void {
    for (const c of this.#clients) {
      if (!c.alive) {
        c.socket.terminate();
        this.#remove(c);
        continue;
      }
      c.alive = false;
      if (c.socket.readyState === WebSocket.OPEN) c.socket.ping();
    }
  }

  /** The stream stopped for every client: tell each why and close it with the same code. */
  stopAll(code: number): void {
    const frame = stopFrame(code);
    for (const c of [...this.#clients]) {
      this.send(c, frame);
      c.socket.close(code, closeReason(code));
      this.#clients.delete(c);
    }
  }

  /** Close every client with `code` (1006 terminates abruptly); returns how many there were. */
  closeAll(code: number, reason: string): number {
    const n = this.#clients.size;
    for (const c of [...this.#clients]) {
      if (code === 1006) c.socket.terminate();
      else c.socket.close(code, closeReason(code, reason));
      this.#clients.delete(c);
    }
    return n;
  }

  #remove(client: Client): void {
    if (this.#clients.delete(client)) this.#onLeave();
  }
}
