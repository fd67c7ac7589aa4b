/**
 * The worker's side of the tabs: one port per tab, rows batched per port (at most one batch a frame)
 * and grouped per panel, status reports to every tab (at once on a state change, otherwise at most
 * every REPORT_INTERVAL_MS), and ports that stay silent dropped (a SharedWorker port has no close event).
 */
import { BatchScheduler, type Timers } from './batch-scheduler';
import type { PanelRows, StreamEndpoint, StreamRow, WorkerReport, WorkerToPage } from './protocol';
import type { RowsReceived } from './recent-rows';

export interface PortLike {
  postMessage(msg: WorkerToPage): void;
}

export interface PortFanoutDeps {
  readonly timers: Timers;
  readonly now: () => number;
  readonly batchIntervalMs: number;
  /** A port silent this long is considered gone. */
  readonly portTimeoutMs: number;
  /** The report every tab is sent. */
  readonly report: () => WorkerReport;
  /** A port stayed silent past the timeout: the core drops it and its panels. */
  readonly silent: (id: string) => void;
}

/** One row for one panel of one port, waiting for the port's next batch. */
export interface Delivery {
  readonly panel: string;
  readonly endpoint: StreamEndpoint;
  readonly row: StreamRow;
  readonly receivedAt: number;
}

const REPORT_INTERVAL_MS = 500;

export class PortFanout {
  readonly #d: PortFanoutDeps;
  readonly #ports = new Map<string, { port: PortLike; lastSeen: number }>();
  readonly #scheduler: BatchScheduler<string, Delivery>;
  #reportTimer: unknown = null;
  #sweepTimer: unknown = null;
  #reportDirty = false;

  constructor(deps: PortFanoutDeps) {
    this.#d = deps;
    this.#scheduler = new BatchScheduler<string, Delivery>(
      (port, items) => this.#deliver(port, items),
      deps.batchIntervalMs,
      deps.timers,
      deps.now,
    );
  }

  get size(): number {
    return this.#ports.size;
  }

  has(id: string): boolean {
    return this.#ports.has(id);
  }

  connect(id: string, port: PortLike): void {
    this.#ports.set(id, { port, lastSeen: this.#d.now() });
    // Every tab learns the new port count (tests and the status read it).
    this.broadcastReport();
    this.#startSweep();
  }

  /** Forget a port and what was queued for it; false when it was not connected. */
  remove(id: string): boolean {
    if (!this.#ports.delete(id)) return false;
    this.#scheduler.drop(id);
    return true;
  }

  /** The port spoke: it is alive. */
  touch(id: string): void {
    const entry = this.#ports.get(id);
    if (entry) entry.lastSeen = this.#d.now();
  }

  push(port: string, delivery: Delivery): void {
    this.#scheduler.push(port, delivery);
  }

  /** Rows the socket carried before a panel joined, sent to it at once and marked as a replay. */
  sendReplay(port: string, panel: string, endpoint: StreamEndpoint, received: RowsReceived): void {
    if (received.rows.length === 0) return;
    const items: PanelRows[] = [{ panel, endpoint, ...received, replay: true }];
    this.#ports.get(port)?.port.postMessage({ kind: 'batch', items });
  }

  broadcastReport(): void {
    this.#reportDirty = false;
    const msg: WorkerToPage = { kind: 'report', report: this.#d.report(), ports: this.#ports.size };
    for (const { port } of this.#ports.values()) port.postMessage(msg);
  }

  /** Counters changed: report them with the next periodic report. */
  markDirty(): void {
    this.#reportDirty = true;
    if (this.#reportTimer !== null) return;
    this.#reportTimer = this.#d.timers.setTimeout(() => {
      this.#reportTimer = null;
      if (this.#reportDirty) this.broadcastReport();
    }, REPORT_INTERVAL_MS);
  }

  dispose(): void {
    this.#scheduler.dispose();
    if (this.#reportTimer !== null) this.#d.timers.clearTimeout(this.#reportTimer);
    if (this.#sweepTimer !== null) this.#d.timers.clearTimeout(this.#sweepTimer);
  }

  #deliver(port: string, items: Delivery[]): void {
    const entry = this.#ports.get(port);
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

  #startSweep(): void {
    if (this.#sweepTimer !== null) return;
    const timeout = this.#d.portTimeoutMs;
    const tick = (): void => {
      this.#sweepTimer = null;
      const cutoff = this.#d.now() - timeout;
      for (const [id, p] of this.#ports) if (p.lastSeen < cutoff) this.#d.silent(id);
      if (this.#ports.size > 0) this.#sweepTimer = this.#d.timers.setTimeout(tick, timeout / 4);
    };
    this.#sweepTimer = this.#d.timers.setTimeout(tick, timeout / 4);
  }
}
