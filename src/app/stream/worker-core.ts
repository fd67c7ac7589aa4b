/**
 * The stream worker's logic, free of worker globals so it can be unit-tested with fake sockets and
 * timers: one socket per endpoint for every tab and panel, the merged subscription, validation of
 * every frame, de-duplication by event_id, routing to the panels that want each ticker, batched
 * delivery per port, reconnection as the shared policy decides and resume of what was missed.
 *
 * The core routes; each job has its own part: endpoint-socket.ts (socket lifecycle and reconnects),
 * recent-rows.ts (dedupe and the ring for late panels), port-fanout.ts (batches and reports to the tabs),
 * subscriptions.ts (what each panel wants).
 */
import { readServerMessage, type ServerMessage } from '../../api/stream';
import { abnormalTradeKey, placeFlowOrder, printTimeOf } from '../../api/stream-row-identity';
import { FRAME_MS, realTimers, type Timers } from './batch-scheduler';
import { EndpointSocket, type SocketLike } from './endpoint-socket';
import { PortFanout, type PortLike } from './port-fanout';
import type { EndpointReport, PageToWorker, StreamEndpoint, StreamRow, WorkerReport } from './protocol';
import { RecentRows } from './recent-rows';
import { Subscriptions } from './subscriptions';

export type { SocketLike } from './endpoint-socket';
export type { PortLike } from './port-fanout';

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

/** How far before the newest row seen a resume starts: wider than any enrichment delay seen. */
export const RESUME_MARGIN_MS = 120_000;
/** Long enough for a hidden tab whose timers the browser throttles to one a minute. */
const PORT_TIMEOUT_MS = 150_000;

/** What the frames of one endpoint told the worker, for the status report. */
interface FrameTally {
  accepted: string[];
  rejected: string[];
  lastHeartbeatAt: number | null;
  /** The longest gap seen between two heartbeats. */
  heartbeatEveryMs: number | null;
  received: number;
  duplicates: number;
  invalid: number;
  /** Field paths where frames departed from the reference (src/api/stream.ts readServerMessage). */
  readonly drift: Set<string>;
}

/** One stream endpoint: its socket, the rows it carried, and what its frames told. */
interface Link {
  readonly endpoint: StreamEndpoint;
  readonly socket: EndpointSocket;
  readonly rows: RecentRows;
  readonly tally: FrameTally;
}

export class StreamWorkerCore {
  private readonly subs = new Subscriptions();
  private readonly links: Record<StreamEndpoint, Link>;
  private readonly fanout: PortFanout;
  private readonly now: () => number;

  constructor(private readonly deps: CoreDeps) {
    const timers = deps.timers ?? realTimers;
    this.now = deps.now ?? Date.now;
    this.fanout = new PortFanout({
      timers,
      now: this.now,
      batchIntervalMs: deps.batchIntervalMs ?? FRAME_MS,
      portTimeoutMs: deps.portTimeoutMs ?? PORT_TIMEOUT_MS,
      report: () => this.report(),
      silent: (id) => this.disconnectPort(id),
    });
    const link = (endpoint: StreamEndpoint): Link => {
      const rows = new RecentRows({
        dedupeCapacity: deps.dedupeCapacity ?? 100_000,
        recentCapacity: deps.recentCapacity ?? 5_000,
      });
      const created: Link = {
        endpoint,
        rows,
        tally: {
          accepted: [],
          rejected: [],
          lastHeartbeatAt: null,
          heartbeatEveryMs: null,
          received: 0,
          duplicates: 0,
          invalid: 0,
          drift: new Set(),
        },
        socket: new EndpointSocket(
          {
            endpoint,
            url: deps.url,
            createSocket: deps.createSocket,
            timers,
            now: this.now,
            random: deps.random ?? Math.random,
            idleCloseMs: deps.idleCloseMs ?? 10_000,
          },
          {
            wanted: () => this.subs.union(endpoint),
            resumeFrame: () => this.resumeFrame(created),
            frame: (text) => this.onFrame(created, text),
            binaryFrame: () => created.tally.invalid++,
            stateChanged: () => this.fanout.broadcastReport(),
          },
        ),
      };
      return created;
    };
    this.links = { flow: link('flow'), abnormal: link('abnormal') };
  }

  // ---- ports ----

  connectPort(id: string, port: PortLike): void {
    this.fanout.connect(id, port);
  }

  disconnectPort(id: string): void {
    if (!this.fanout.remove(id)) return;
    for (const endpoint of this.subs.removePort(id)) this.links[endpoint].socket.sync();
    this.fanout.markDirty();
  }

  hasPort(id: string): boolean {
    return this.fanout.has(id);
  }

  get portCount(): number {
    return this.fanout.size;
  }

  handle(portId: string, msg: PageToWorker): void {
    this.fanout.touch(portId);
    switch (msg.kind) {
      case 'subscribe': {
        const before = this.subs.get(portId, msg.panel);
        if (before && before.endpoint !== msg.endpoint) {
          this.subs.remove(portId, msg.panel);
          this.links[before.endpoint].socket.sync();
        }
        if (this.subs.set(portId, msg.panel, msg.endpoint, msg.tickers)) {
          this.replayRecent(portId, msg.panel, msg.endpoint);
          this.links[msg.endpoint].socket.sync();
        }
        return;
      }
      case 'unsubscribe': {
        const before = this.subs.get(portId, msg.panel);
        if (before && this.subs.remove(portId, msg.panel)) this.links[before.endpoint].socket.sync();
        return;
      }
      case 'ping':
        return;
      case 'bye':
        this.disconnectPort(portId);
        return;
      case 'retry':
        this.links[msg.endpoint].socket.retryNow();
        return;
      case 'inject':
        for (const frame of msg.frames) this.onFrame(this.links[msg.endpoint], frame);
        return;
    }
  }

  /** Close everything (tests). */
  dispose(): void {
    for (const link of Object.values(this.links)) link.socket.dispose();
    this.fanout.dispose();
  }

  report(): WorkerReport {
    const one = ({ socket, tally }: Link): EndpointReport => ({
      state: socket.state,
      ...(socket.reason !== undefined ? { reason: socket.reason } : {}),
      ...(socket.closeCode !== undefined ? { closeCode: socket.closeCode } : {}),
      ...(socket.retryAt !== undefined ? { retryAt: socket.retryAt } : {}),
      accepted: tally.accepted,
      rejected: tally.rejected,
      lastHeartbeatAt: tally.lastHeartbeatAt,
      heartbeatEveryMs: tally.heartbeatEveryMs,
      socketsOpened: socket.socketsOpened,
      received: tally.received,
      duplicates: tally.duplicates,
      invalid: tally.invalid,
      drift: [...tally.drift],
    });
    return { flow: one(this.links.flow), abnormal: one(this.links.abnormal) };
  }

  /**
   * The BFF's extension: replay the kept rows printed since a margin before the newest one seen. The
   * margin is wide (a row arrives once its enrichment completes: 1–3 s, sometimes much later) and
   * costs nothing: replays draw on no budget, and rows this worker already has are deduped here.
   */
  private resumeFrame(link: Link): string | null {
    const newest = link.rows.newestTsMs;
    if (link.endpoint !== 'flow' || newest === null) return null;
    const since = Math.max(0, newest - (this.deps.resumeMarginMs ?? RESUME_MARGIN_MS));
    return JSON.stringify({ type: 'resume', since_ts_ms: since });
  }

  // ---- frames ----

  private onFrame(link: Link, text: string): void {
    const read = readServerMessage(text);
    // Drift is named once per field path so the page can show a "contract drift" mark.
    for (const issue of read?.drift ?? []) link.tally.drift.add(issue.path);
    if (read?.drift.length) this.fanout.markDirty();
    // Unreadable: not an object, no known type, or a row frame without a data object.
    if (!read?.message) {
      link.tally.invalid++;
      this.fanout.markDirty();
      return;
    }
    const drift = read.drift.length > 0 ? { drift: read.drift.map((i) => i.path) } : {};
    this.onMessage(link, read.message, drift);
  }

  private onMessage(link: Link, msg: ServerMessage, drift: { drift?: readonly string[] }): void {
    const { socket, tally } = link;
    switch (msg.type) {
      case 'subscribed':
        tally.accepted = msg.tickers ?? [];
        tally.rejected = msg.rejected ?? [];
        socket.goLive();
        return;
      case 'heartbeat': {
        const at = this.now();
        if (tally.lastHeartbeatAt !== null) {
          const gap = at - tally.lastHeartbeatAt;
          tally.heartbeatEveryMs = Math.max(tally.heartbeatEveryMs ?? 0, gap);
        }
        tally.lastHeartbeatAt = at;
        if (socket.state !== 'live') socket.goLive();
        else this.fanout.markDirty();
        return;
      }
      case 'error':
        socket.reason = msg.message ?? 'the service sent an error without a message';
        this.fanout.markDirty();
        return;
      case 'flow_order': {
        if (link.endpoint !== 'flow') {
          tally.invalid++;
          return;
        }
        // Kept whatever it lacks: placed by its key, print time (else arrival) and session.
        const row = { ...placeFlowOrder(msg.data, this.now()), ...drift };
        this.onRow(link, row, printTimeOf(msg.data));
        return;
      }
      case 'abnormal_trade':
        if (link.endpoint !== 'abnormal') {
          tally.invalid++;
          return;
        }
        // No event_id from the service: keyed by what tells one trade from another, still delivered.
        this.onRow(
          link,
          {
            ...msg.data,
            ticker: (msg.data.ticker ?? '').toUpperCase(),
            event_id: abnormalTradeKey(msg.data),
            ...drift,
          },
          null,
        );
        return;
    }
  }

  private onRow(link: Link, row: StreamRow, tsMs: number | null): void {
    link.tally.received++;
    this.fanout.markDirty();
    const at = this.now();
    if (!link.rows.admit(row, tsMs, at)) {
      link.tally.duplicates++;
      return;
    }
    for (const t of this.subs.targets(link.endpoint, row.ticker)) {
      this.fanout.push(t.port, { panel: t.panel, endpoint: link.endpoint, row, receivedAt: at });
    }
  }

  /** A panel joined: give it the rows of its tickers the socket already carried. */
  private replayRecent(port: string, panel: string, endpoint: StreamEndpoint): void {
    const recent = this.links[endpoint].rows.select((row) => this.subs.wants(port, panel, row.ticker));
    this.fanout.sendReplay(port, panel, endpoint, recent);
  }
}
