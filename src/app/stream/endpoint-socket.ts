/**
 * The worker's socket to one BFF stream endpoint: opened while a panel wants rows, told the merged
 * subscription, closed a while after the last panel leaves, and reopened after a close as the shared
 * policy decides (src/api/reconnect-policy.ts): `retry` reconnects with backoff, `wait` shows the
 * stream stopped and comes back by itself after the delay (4008, 4029 until 00:00 UTC), `halt` stops
 * until a page asks to retry (4001/4003: a person must fix the key).
 */
import { decideReconnect } from '../../api/reconnect-policy';
import { CLOSE_REASONS } from '../../api/stream';
import type { Timers } from './batch-scheduler';
import type { StreamEndpoint, TickerSelection } from './protocol';
import type { StreamState } from './stream-status';
import { selectionKey } from './subscriptions';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

export interface EndpointSocketDeps {
  readonly endpoint: StreamEndpoint;
  readonly url: (endpoint: StreamEndpoint) => string;
  readonly createSocket: (url: string) => SocketLike;
  readonly timers: Timers;
  readonly now: () => number;
  readonly random: () => number;
  /** Keep a socket this long after its last panel leaves (a reload or a route change comes back). */
  readonly idleCloseMs: number;
}

/** What the socket asks of, and tells, the worker core. */
export interface EndpointSocketEvents {
  /** The merged subscription of the panels; null when no panel wants this endpoint. */
  readonly wanted: () => TickerSelection | null;
  /** A frame to send after the subscription on a new socket (the BFF's resume), or null. */
  readonly resumeFrame: () => string | null;
  readonly frame: (text: string) => void;
  readonly binaryFrame: () => void;
  /** State, reason, close code or retry time changed: every tab is told at once. */
  readonly stateChanged: () => void;
}

export class EndpointSocket {
  readonly #d: EndpointSocketDeps;
  readonly #events: EndpointSocketEvents;
  #socket: SocketLike | null = null;
  #state: StreamState = 'idle';
  #reason: string | undefined;
  #closeCode: number | undefined;
  /** Epoch ms of the next attempt while one is scheduled. */
  #retryAt: number | undefined;
  #retryTimer: unknown = null;
  #idleTimer: unknown = null;
  /** Failed attempts since the stream was last live: the policy's backoff grows with it. */
  #attempt = 0;
  /** Terminal stop (4001/4003): no retry until a page asks. */
  #halted = false;
  /** What the open socket was last told (selectionKey); '' = nothing sent. */
  #sentKey = '';
  /** Closing on purpose (no subscribers, or a filter must be dropped): not a failure. */
  #closingOnPurpose = false;
  #wasLive = false;
  #socketsOpened = 0;

  constructor(deps: EndpointSocketDeps, events: EndpointSocketEvents) {
    this.#d = deps;
    this.#events = events;
  }

  get state(): StreamState {
    return this.#state;
  }

  get reason(): string | undefined {
    return this.#reason;
  }

  get closeCode(): number | undefined {
    return this.#closeCode;
  }

  get retryAt(): number | undefined {
    return this.#retryAt;
  }

  get socketsOpened(): number {
    return this.#socketsOpened;
  }

  /** The BFF sent an error frame: shown as the reason without a state change. */
  set reason(reason: string) {
    this.#reason = reason;
  }

  /** The panels' subscription changed: open, re-tell or (after a grace period) close the socket. */
  sync(): void {
    const want = this.#events.wanted();
    if (want === null) {
      this.#scheduleIdleClose();
      return;
    }
    if (this.#idleTimer !== null) {
      this.#d.timers.clearTimeout(this.#idleTimer);
      this.#idleTimer = null;
    }
    if (this.#halted || this.#retryTimer !== null) return;
    if (!this.#socket) {
      this.#open();
      return;
    }
    if (this.#socket.readyState === OPEN) this.#sendSubscription(want);
  }

  /** A page asks to try again after a stop: a fresh start, now. */
  retryNow(): void {
    this.#halted = false;
    this.#attempt = 0;
    this.#clearRetry();
    this.sync();
  }

  /** The stream carries rows again (subscribed, heartbeat, or an unfiltered socket opened). */
  goLive(): void {
    this.#wasLive = true;
    this.#attempt = 0;
    this.#closeCode = undefined;
    this.#retryAt = undefined;
    this.#setState('live', undefined);
  }

  dispose(): void {
    this.#clearRetry();
    if (this.#idleTimer !== null) this.#d.timers.clearTimeout(this.#idleTimer);
    if (this.#socket) {
      this.#closingOnPurpose = true;
      this.#socket.close(1000, 'worker closing');
    }
  }

  #sendSubscription(want: TickerSelection): void {
    const key = selectionKey(want);
    if (key === this.#sentKey) return;
    if (want === 'all') {
      // The protocol has no unsubscribe: dropping a ticker filter takes a fresh socket.
      if (this.#sentKey !== '' && this.#socket) {
        this.#closingOnPurpose = true;
        this.#socket.close(1000, 'filter dropped');
      }
      return;
    }
    this.#socket?.send(JSON.stringify({ type: 'subscribe', tickers: want }));
    this.#sentKey = key;
  }

  #open(): void {
    const socket = this.#d.createSocket(this.#d.url(this.#d.endpoint));
    this.#socket = socket;
    this.#sentKey = '';
    this.#closingOnPurpose = false;
    this.#socketsOpened++;
    this.#setState(this.#wasLive || this.#attempt > 0 ? 'reconnecting' : 'connecting', this.#reason);
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      const want = this.#events.wanted();
      if (want === null) {
        this.#scheduleIdleClose();
        return;
      }
      this.#sendSubscription(want);
      const resume = this.#events.resumeFrame();
      if (resume !== null) socket.send(resume);
      if (want === 'all') this.goLive();
    };
    socket.onmessage = (ev) => {
      if (this.#socket !== socket) return;
      if (typeof ev.data === 'string') this.#events.frame(ev.data);
      else this.#events.binaryFrame();
    };
    socket.onerror = () => {
      // A close event always follows; the state changes there.
    };
    socket.onclose = (ev) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#sentKey = '';
      this.#onClose(ev.code, ev.reason);
    };
  }

  #onClose(code: number, reason: string): void {
    this.#closeCode = code;
    if (this.#closingOnPurpose) {
      this.#closingOnPurpose = false;
      if (this.#events.wanted() === null) this.#setState('idle', undefined);
      else this.#open();
      return;
    }
    const told = `${code}: ${CLOSE_REASONS[code] ?? reason}`;
    // One reading of the clock for the decision and the retry time (a 4029 waits until 00:00 UTC exactly).
    const now = this.#d.now();
    const decision = decideReconnect(code, this.#attempt++, now, this.#d.random);
    switch (decision.action) {
      case 'halt':
        this.#halted = true;
        this.#retryAt = undefined;
        this.#setState('stopped', told);
        return;
      case 'wait':
        this.#retryIn(decision.delayMs, 'stopped', told, now);
        return;
      case 'retry':
        this.#retryIn(decision.delayMs, 'reconnecting', `connection lost (${code}${reason ? `: ${reason}` : ''})`, now);
        return;
    }
  }

  #retryIn(ms: number, state: StreamState, reason: string, from = this.#d.now()): void {
    this.#clearRetry();
    this.#retryAt = from + ms;
    this.#setState(state, reason);
    this.#retryTimer = this.#d.timers.setTimeout(() => {
      this.#retryTimer = null;
      this.#retryAt = undefined;
      if (this.#events.wanted() === null) this.#setState('idle', undefined);
      else if (!this.#socket) this.#open();
    }, ms);
  }

  #clearRetry(): void {
    if (this.#retryTimer !== null) this.#d.timers.clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#retryAt = undefined;
  }

  #scheduleIdleClose(): void {
    if (this.#idleTimer !== null) return;
    if (!this.#socket && this.#retryTimer === null) {
      if (!this.#halted) this.#setState('idle', undefined);
      return;
    }
    this.#idleTimer = this.#d.timers.setTimeout(() => {
      this.#idleTimer = null;
      if (this.#events.wanted() !== null) return;
      this.#clearRetry();
      if (this.#socket) {
        this.#closingOnPurpose = true;
        this.#socket.close(1000, 'no subscribers');
      } else if (!this.#halted) this.#setState('idle', undefined);
    }, this.#d.idleCloseMs);
  }

  #setState(state: StreamState, reason: string | undefined): void {
    this.#state = state;
    this.#reason = reason;
    this.#events.stateChanged();
  }
}
