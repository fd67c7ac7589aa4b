/**
 * The stream worker's logic, free of worker globals so it can be unit-tested with fake sockets and
 * timers: one socket per endpoint for every tab and panel, the merged subscription, validation of
 * every frame, de-duplication by event_id, routing to the panels that want each ticker, batched
 * delivery per port, reconnection with full-jitter backoff and resume of what was missed.
 */
import { CLOSE_REASONS, readServerMessage, type ServerMessage } from '../../api/stream';
import { decideReconnect } from '../../api/reconnect-policy';
import { BatchScheduler, FRAME_MS, realTimers, type Timers } from './batch-scheduler';
import { DedupeSet } from './dedupe';
import type {
  EndpointReport,
  PageToWorker,
  PanelRows,
  StreamEndpoint,
  StreamRow,
  TickerSelection,
  WorkerReport,
  WorkerToPage,
} from './protocol';
import type { StreamState } from './stream-status';
import { selectionKey, Subscriptions } from './subscriptions';

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface PortLike {
  postMessage(msg: WorkerToPage): void;
}

export interface CoreDeps {
  readonly url: (endpoint: StreamEndpoint) => string;
  readonly createSocket: (url: string) => SocketLike;
  readonly timers?: Timers;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly batchIntervalMs?: number;
  /** Keep a socket this long after its last panel leaves (a reload or a route change comes back). */
  readonly idleCloseMs?: number;
  /** A port silent this long is considered gone (a SharedWorker port has no close event). */
  readonly portTimeoutMs?: number;
  /** Resume asks for rows newer than the newest seen minus this margin (default RESUME_MARGIN_MS). */
  readonly resumeMarginMs?: number;
  readonly dedupeCapacity?: number;
  /** Rows kept per endpoint to give a panel that joins late what the socket already carried. */
  readonly recentCapacity?: number;
}

const OPEN = 1;
const REPORT_INTERVAL_MS = 500;
/** How far before the newest row seen a resume starts: wider than any enrichment delay seen. */
export const RESUME_MARGIN_MS = 120_000;

interface Delivery {
  readonly panel: string;
  readonly endpoint: StreamEndpoint;
  readonly row: StreamRow;
  readonly receivedAt: number;
}

interface Link {
  readonly endpoint: StreamEndpoint;
  socket: SocketLike | null;
  state: StreamState;
  reason: string | undefined;
  closeCode: number | undefined;
  retryAt: number | undefined;
  /** Terminal stop (4001/4003): no retry until a page asks. */
  halted: boolean;
  attempt: number;
  retryTimer: unknown;
  idleTimer: unknown;
  /** What the open socket was last told (selectionKey); '' = nothing sent. */
  sentKey: string;
  /** Closing on purpose (no subscribers, or a filter must be dropped): not a failure. */
  closingOnPurpose: boolean;
  wasLive: boolean;
  accepted: string[];
  rejected: string[];
  lastHeartbeatAt: number | null;
  socketsOpened: number;
  received: number;
  duplicates: number;
  invalid: number;
  /** Field paths where frames departed from the reference (src/api/stream.ts readServerMessage). */
  readonly drift: Set<string>;
  newestTsMs: number | null;
  readonly dedupe: DedupeSet;
  readonly recent: StreamRow[];
  readonly recentAt: number[];
}

function rowTicker(row: StreamRow): string {
  return row.ticker;
}

export class StreamWorkerCore {
  private readonly ports = new Map<string, { port: PortLike; lastSeen: number }>();
  private readonly subs = new Subscriptions();
  private readonly links: Record<StreamEndpoint, Link>;
  private readonly scheduler: BatchScheduler<string, Delivery>;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly random: () => number;
  private reportTimer: unknown = null;
  private sweepTimer: unknown = null;
  private reportDirty = false;

  constructor(private readonly deps: CoreDeps) {
    this.timers = deps.timers ?? realTimers;
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.scheduler = new BatchScheduler<string, Delivery>(
      (port, items) => this.deliver(port, items),
      deps.batchIntervalMs ?? FRAME_MS,
      this.timers,
      this.now,
    );
    const capacity = deps.dedupeCapacity ?? 100_000;
    const mk = (endpoint: StreamEndpoint): Link => ({
      endpoint,
      socket: null,
      state: 'idle',
      reason: undefined,
      closeCode: undefined,
      retryAt: undefined,
      halted: false,
      attempt: 0,
      retryTimer: null,
      idleTimer: null,
      sentKey: '',
      closingOnPurpose: false,
      wasLive: false,
      accepted: [],
      rejected: [],
      lastHeartbeatAt: null,
      socketsOpened: 0,
      received: 0,
      duplicates: 0,
      invalid: 0,
      drift: new Set(),
      newestTsMs: null,
      dedupe: new DedupeSet(capacity),
      recent: [],
      recentAt: [],
    });
    this.links = { flow: mk('flow'), abnormal: mk('abnormal') };
  }

  // ---- ports ----

  connectPort(id: string, port: PortLike): void {
    this.ports.set(id, { port, lastSeen: this.now() });
    // Every tab learns the new port count (tests and the status read it).
    this.broadcastReport();
    this.startSweep();
  }

  disconnectPort(id: string): void {
    if (!this.ports.delete(id)) return;
    this.scheduler.drop(id);
    for (const endpoint of this.subs.removePort(id)) this.syncSubscription(endpoint);
    this.markDirty();
  }

  hasPort(id: string): boolean {
    return this.ports.has(id);
  }

  get portCount(): number {
    return this.ports.size;
  }

  handle(portId: string, msg: PageToWorker): void {
    const entry = this.ports.get(portId);
    if (entry) entry.lastSeen = this.now();
    switch (msg.kind) {
      case 'subscribe': {
        const before = this.subs.get(portId, msg.panel);
        if (before && before.endpoint !== msg.endpoint) {
          this.subs.remove(portId, msg.panel);
          this.syncSubscription(before.endpoint);
        }
        if (this.subs.set(portId, msg.panel, msg.endpoint, msg.tickers)) {
          this.replayRecent(portId, msg.panel, msg.endpoint, msg.tickers);
          this.syncSubscription(msg.endpoint);
        }
        return;
      }
      case 'unsubscribe': {
        const before = this.subs.get(portId, msg.panel);
        if (before && this.subs.remove(portId, msg.panel)) this.syncSubscription(before.endpoint);
        return;
      }
      case 'ping':
        return;
      case 'bye':
        this.disconnectPort(portId);
        return;
      case 'retry': {
        const link = this.links[msg.endpoint];
        link.halted = false;
        link.attempt = 0;
        this.clearRetry(link);
        this.syncSubscription(msg.endpoint);
        return;
      }
      case 'inject':
        for (const frame of msg.frames) this.onFrame(this.links[msg.endpoint], frame);
        return;
    }
  }

  /** Close everything (tests). */
  dispose(): void {
    for (const link of Object.values(this.links)) {
      this.clearRetry(link);
      if (link.idleTimer !== null) this.timers.clearTimeout(link.idleTimer);
      if (link.socket) {
        link.closingOnPurpose = true;
        link.socket.close(1000, 'worker closing');
      }
    }
    this.scheduler.dispose();
    if (this.reportTimer !== null) this.timers.clearTimeout(this.reportTimer);
    if (this.sweepTimer !== null) this.timers.clearTimeout(this.sweepTimer);
  }

  report(): WorkerReport {
    const one = (l: Link): EndpointReport => ({
      state: l.state,
      ...(l.reason !== undefined ? { reason: l.reason } : {}),
      ...(l.closeCode !== undefined ? { closeCode: l.closeCode } : {}),
      ...(l.retryAt !== undefined ? { retryAt: l.retryAt } : {}),
      accepted: l.accepted,
      rejected: l.rejected,
      lastHeartbeatAt: l.lastHeartbeatAt,
      socketsOpened: l.socketsOpened,
      received: l.received,
      duplicates: l.duplicates,
      invalid: l.invalid,
      drift: [...l.drift],
    });
    return { flow: one(this.links.flow), abnormal: one(this.links.abnormal) };
  }

  // ---- subscription → socket ----

  private syncSubscription(endpoint: StreamEndpoint): void {
    const link = this.links[endpoint];
    const want = this.subs.union(endpoint);
    if (want === null) {
      this.scheduleIdleClose(link);
      return;
    }
    if (link.idleTimer !== null) {
      this.timers.clearTimeout(link.idleTimer);
      link.idleTimer = null;
    }
    if (link.halted || link.retryTimer !== null) return;
    if (!link.socket) {
      this.open(link);
      return;
    }
    if (link.socket.readyState === OPEN) this.sendSubscription(link, want);
  }

  private sendSubscription(link: Link, want: TickerSelection): void {
    const key = selectionKey(want);
    if (key === link.sentKey) return;
    if (want === 'all') {
      // The protocol has no unsubscribe: dropping a ticker filter takes a fresh socket.
      if (link.sentKey !== '' && link.socket) {
        link.closingOnPurpose = true;
        link.socket.close(1000, 'filter dropped');
      }
      return;
    }
    link.socket?.send(JSON.stringify({ type: 'subscribe', tickers: want }));
    link.sentKey = key;
  }

  private open(link: Link): void {
    const socket = this.deps.createSocket(this.deps.url(link.endpoint));
    link.socket = socket;
    link.sentKey = '';
    link.closingOnPurpose = false;
    link.socketsOpened++;
    this.setState(link, link.wasLive || link.attempt > 0 ? 'reconnecting' : 'connecting', link.reason);
    socket.onopen = () => {
      if (link.socket !== socket) return;
      const want = this.subs.union(link.endpoint);
      if (want === null) {
        this.scheduleIdleClose(link);
        return;
      }
      this.sendSubscription(link, want);
      // The BFF's extension: replay the kept rows printed since a margin before the newest one seen. The
      // margin is wide (a row arrives once its enrichment completes: 1–3 s, sometimes much later) and
      // costs nothing: replays draw on no budget, and rows this worker already has are deduped here.
      if (link.endpoint === 'flow' && link.newestTsMs !== null) {
        const since = Math.max(0, link.newestTsMs - (this.deps.resumeMarginMs ?? RESUME_MARGIN_MS));
        socket.send(JSON.stringify({ type: 'resume', since_ts_ms: since }));
      }
      if (want === 'all') this.goLive(link);
    };
    socket.onmessage = (ev) => {
      if (link.socket !== socket) return;
      if (typeof ev.data === 'string') this.onFrame(link, ev.data);
      else link.invalid++;
    };
    socket.onerror = () => {
      // A close event always follows; the state changes there.
    };
    socket.onclose = (ev) => {
      if (link.socket !== socket) return;
      link.socket = null;
      link.sentKey = '';
      this.onClose(link, ev.code, ev.reason);
    };
  }

  private goLive(link: Link): void {
    link.wasLive = true;
    link.attempt = 0;
    link.closeCode = undefined;
    link.retryAt = undefined;
    this.setState(link, 'live', undefined);
  }

  private onClose(link: Link, code: number, reason: string): void {
    link.closeCode = code;
    if (link.closingOnPurpose) {
      link.closingOnPurpose = false;
      if (this.subs.union(link.endpoint) === null) this.setState(link, 'idle', undefined);
      else this.open(link);
      return;
    }
    const known = CLOSE_REASONS[code];
    const decision = decideReconnect(code, link.attempt++, this.now(), this.random);
    if (decision.action === 'halt') {
      // Stop for good until a page asks to retry: a person must fix the key.
      link.halted = true;
      link.retryAt = undefined;
      this.setState(link, 'stopped', `${code}: ${known ?? reason}`);
      return;
    }
    if (decision.action === 'wait') {
      this.retryIn(link, decision.delayMs, 'stopped', `${code}: ${known ?? reason}`);
      return;
    }
    this.retryIn(link, decision.delayMs, 'reconnecting', `connection lost (${code}${reason ? `: ${reason}` : ''})`);
  }

  private retryIn(link: Link, ms: number, state: StreamState, reason: string): void {
    this.clearRetry(link);
    link.retryAt = this.now() + ms;
    this.setState(link, state, reason);
    link.retryTimer = this.timers.setTimeout(() => {
      link.retryTimer = null;
      link.retryAt = undefined;
      if (this.subs.union(link.endpoint) === null) this.setState(link, 'idle', undefined);
      else if (!link.socket) this.open(link);
    }, ms);
  }

  private clearRetry(link: Link): void {
    if (link.retryTimer !== null) this.timers.clearTimeout(link.retryTimer);
    link.retryTimer = null;
    link.retryAt = undefined;
  }

  private scheduleIdleClose(link: Link): void {
    if (link.idleTimer !== null) return;
    if (!link.socket && link.retryTimer === null) {
      if (!link.halted) this.setState(link, 'idle', undefined);
      return;
    }
    link.idleTimer = this.timers.setTimeout(() => {
      link.idleTimer = null;
      if (this.subs.union(link.endpoint) !== null) return;
      this.clearRetry(link);
      if (link.socket) {
        link.closingOnPurpose = true;
        link.socket.close(1000, 'no subscribers');
      } else if (!link.halted) this.setState(link, 'idle', undefined);
    }, this.deps.idleCloseMs ?? 10_000);
  }

  // ---- frames ----

  private onFrame(link: Link, text: string): void {
    const read = readServerMessage(text);
    // Drift is named once per field path so the page can show a "contract drift" mark.
    for (const issue of read?.drift ?? []) link.drift.add(issue.path);
    if (read?.drift.length) this.markDirty();
    if (!read?.message) {
      link.invalid++;
      this.markDirty();
      return;
    }
    this.onMessage(link, read.message, text);
  }

  private onMessage(link: Link, msg: ServerMessage, text: string): void {
    switch (msg.type) {
      case 'subscribed':
        link.accepted = msg.tickers;
        link.rejected = msg.rejected ?? [];
        this.goLive(link);
        return;
      case 'heartbeat':
        link.lastHeartbeatAt = this.now();
        if (link.state !== 'live') this.goLive(link);
        else this.markDirty();
        return;
      case 'error':
        link.reason = msg.message;
        this.markDirty();
        return;
      case 'flow_order':
        if (link.endpoint !== 'flow') {
          link.invalid++;
          return;
        }
        this.onRow(link, msg.data, msg.data.ts_ms);
        return;
      case 'abnormal_trade':
        if (link.endpoint !== 'abnormal') {
          link.invalid++;
          return;
        }
        // No event_id from the service: dedupe by the frame itself, and still deliver the row.
        this.onRow(link, { ...msg.data, event_id: msg.data.event_id ?? `frame:${text}` }, null);
        return;
    }
  }

  private onRow(link: Link, row: StreamRow, tsMs: number | null): void {
    link.received++;
    this.markDirty();
    if (!link.dedupe.add(row.event_id)) {
      link.duplicates++;
      return;
    }
    if (tsMs !== null && (link.newestTsMs === null || tsMs > link.newestTsMs)) link.newestTsMs = tsMs;
    const at = this.now();
    this.remember(link, row, at);
    for (const t of this.subs.targets(link.endpoint, rowTicker(row))) {
      this.scheduler.push(t.port, { panel: t.panel, endpoint: link.endpoint, row, receivedAt: at });
    }
  }

  private remember(link: Link, row: StreamRow, at: number): void {
    const cap = this.deps.recentCapacity ?? 5_000;
    link.recent.push(row);
    link.recentAt.push(at);
    // Trim in chunks so that the ring costs O(1) amortised per row.
    if (link.recent.length > cap * 1.25) {
      const extra = link.recent.length - cap;
      link.recent.splice(0, extra);
      link.recentAt.splice(0, extra);
    }
  }

  private replayRecent(port: string, panel: string, endpoint: StreamEndpoint, _tickers: TickerSelection): void {
    const link = this.links[endpoint];
    const rows: StreamRow[] = [];
    const receivedAt: number[] = [];
    link.recent.forEach((row, i) => {
      if (this.subs.wants(port, panel, rowTicker(row))) {
        rows.push(row);
        receivedAt.push(link.recentAt[i] ?? 0);
      }
    });
    if (rows.length === 0) return;
    this.ports
      .get(port)
      ?.port.postMessage({ kind: 'batch', items: [{ panel, endpoint, rows, receivedAt, replay: true }] });
  }

  private deliver(port: string, items: Delivery[]): void {
    const entry = this.ports.get(port);
    if (!entry) return;
    const byPanel = new Map<string, { endpoint: StreamEndpoint; rows: StreamRow[]; receivedAt: number[] }>();
    for (const d of items) {
      let g = byPanel.get(d.panel);
      if (!g) {
        g = { endpoint: d.endpoint, rows: [], receivedAt: [] };
        byPanel.set(d.panel, g);
      }
      g.rows.push(d.row);
      g.receivedAt.push(d.receivedAt);
    }
    const out: PanelRows[] = [];
    for (const [panel, g] of byPanel) out.push({ panel, endpoint: g.endpoint, rows: g.rows, receivedAt: g.receivedAt });
    entry.port.postMessage({ kind: 'batch', items: out });
  }

  // ---- reports ----

  private setState(link: Link, state: StreamState, reason: string | undefined): void {
    link.state = state;
    link.reason = reason;
    this.broadcastReport();
  }

  private broadcastReport(): void {
    this.reportDirty = false;
    const msg: WorkerToPage = { kind: 'report', report: this.report(), ports: this.ports.size };
    for (const { port } of this.ports.values()) port.postMessage(msg);
  }

  private markDirty(): void {
    this.reportDirty = true;
    if (this.reportTimer !== null) return;
    this.reportTimer = this.timers.setTimeout(() => {
      this.reportTimer = null;
      if (this.reportDirty) this.broadcastReport();
    }, REPORT_INTERVAL_MS);
  }

  private startSweep(): void {
    if (this.sweepTimer !== null) return;
    // Long enough for a hidden tab whose timers the browser throttles to one a minute.
    const timeout = this.deps.portTimeoutMs ?? 150_000;
    const tick = (): void => {
      this.sweepTimer = null;
      const cutoff = this.now() - timeout;
      for (const [id, p] of this.ports) if (p.lastSeen < cutoff) this.disconnectPort(id);
      if (this.ports.size > 0) this.sweepTimer = this.timers.setTimeout(tick, timeout / 4);
    };
    this.sweepTimer = this.timers.setTimeout(tick, timeout / 4);
  }
}
