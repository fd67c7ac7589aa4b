/**
 * The page side of the stream worker: one port per tab, panels subscribe through it, batches from
 * the worker are applied in the page's animation frame, and the worker's reports feed the status
 * store and, in a build made with VITE_TEST_HOOKS=1 only, `window.__oaStream` (counters the browser tests
 * and benches read; the production build drops it).
 */
import type { AlertFire } from '../../dashboard-api/trader-alerts';
import { useEffect, useRef } from 'react';
import type {
  PageToWorker,
  PanelRows,
  StreamEndpoint,
  StreamRow,
  TickerSelection,
  WorkerReport,
  WorkerToPage,
} from './protocol';
import { useStreamStatus, type EndpointStatus } from './stream-status';

export type RowsListener = (rows: readonly StreamRow[], receivedAt: readonly number[], replay: boolean) => void;

export interface ClientPort {
  postMessage(msg: PageToWorker): void;
  onmessage: ((ev: MessageEvent<WorkerToPage>) => void) | null;
}

export interface Scheduling {
  readonly frame: (fn: () => void) => void;
  readonly isHidden: () => boolean;
  readonly later: (fn: () => void) => void;
}

export interface PanelHandle {
  update(tickers: TickerSelection): void;
  close(): void;
}

/** What the browser tests and the bench read on `window.__oaStream`. */
export interface StreamDebug {
  report: WorkerReport | null;
  ports: number;
  batches: number;
  delivered: Record<StreamEndpoint, number>;
  /** event_ids delivered live to this tab's panels, in order (replays excluded), capped. */
  eventIds: string[];
  /** Worker receive → applied on the page, ms, recent samples. */
  latencies: number[];
  /** State changes seen by this tab, e.g. `flow:reconnecting` (tests assert the sequence). */
  stateLog: string[];
}

const MAX_DEBUG_IDS = 200_000;
const MAX_LATENCY_SAMPLES = 20_000;

export class StreamClient {
  private readonly panels = new Map<
    string,
    { endpoint: StreamEndpoint; tickers: TickerSelection; listener: RowsListener }
  >();
  private queue: PanelRows[] = [];
  private scheduled = false;
  private nextPanel = 0;
  readonly debug: StreamDebug = {
    report: null,
    ports: 0,
    batches: 0,
    delivered: { flow: 0, abnormal: 0 },
    eventIds: [],
    latencies: [],
    stateLog: [],
  };

  constructor(
    private readonly port: ClientPort,
    private readonly sched: Scheduling,
  ) {
    port.onmessage = (ev) => this.onWorkerMessage(ev.data);
  }

  subscribe(endpoint: StreamEndpoint, tickers: TickerSelection, listener: RowsListener): PanelHandle {
    const panel = `panel-${++this.nextPanel}`;
    this.panels.set(panel, { endpoint, tickers, listener });
    this.send({ kind: 'subscribe', panel, endpoint, tickers });
    return {
      update: (next) => {
        const p = this.panels.get(panel);
        if (!p) return;
        p.tickers = next;
        this.send({ kind: 'subscribe', panel, endpoint, tickers: next });
      },
      close: () => {
        if (this.panels.delete(panel)) this.send({ kind: 'unsubscribe', panel });
      },
    };
  }

  retry(endpoint: StreamEndpoint): void {
    this.send({ kind: 'retry', endpoint });
  }

  /** Replay frames through the worker's parse → dedupe → route → batch path (bench and tests). */
  inject(endpoint: StreamEndpoint, frames: readonly string[]): void {
    this.send({ kind: 'inject', endpoint, frames });
  }

  ping(): void {
    this.send({ kind: 'ping' });
  }

  bye(): void {
    this.send({ kind: 'bye' });
  }

  /** Send every subscription again (the worker lost this port, or the page came back from bfcache). */
  resync(): void {
    for (const [panel, p] of this.panels)
      this.send({ kind: 'subscribe', panel, endpoint: p.endpoint, tickers: p.tickers });
  }

  private send(msg: PageToWorker): void {
    this.port.postMessage(msg);
  }

  private onWorkerMessage(msg: WorkerToPage): void {
    switch (msg.kind) {
      case 'batch':
        this.queue.push(...msg.items);
        this.schedule();
        return;
      case 'report':
        for (const e of ['flow', 'abnormal'] as const) {
          const before = this.debug.report?.[e];
          const now = msg.report[e];
          if (!before || before.state !== now.state)
            this.debug.stateLog.push(`${e}:${now.state}${now.closeCode ? `:${now.closeCode}` : ''}`);
        }
        this.debug.report = msg.report;
        this.debug.ports = msg.ports;
        publishStatus(msg.report);
        return;
      case 'resync':
        this.resync();
        return;
      case 'log':
        return;
      case 'alert-fire':
        for (const l of alertListeners) l(msg.fire);
        return;
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // A hidden tab gets no animation frames; it still applies rows, just not per frame.
    const run = (): void => this.apply();
    if (this.sched.isHidden()) this.sched.later(run);
    else this.sched.frame(run);
  }

  /** Apply everything that arrived since the last frame: one call per panel per frame. */
  apply(): void {
    this.scheduled = false;
    const items = this.queue;
    this.queue = [];
    if (items.length === 0) return;
    this.debug.batches++;
    const now = Date.now();
    for (const item of items) {
      const p = this.panels.get(item.panel);
      if (!p) continue;
      p.listener(item.rows, item.receivedAt, item.replay === true);
      if (item.replay) continue;
      this.debug.delivered[item.endpoint] += item.rows.length;
      if (item.endpoint === 'flow') {
        const ids = this.debug.eventIds;
        for (const r of item.rows) if (ids.length < MAX_DEBUG_IDS) ids.push(r.event_id);
      }
      const lat = this.debug.latencies;
      // Drop the older half at once rather than shifting per sample.
      if (lat.length + item.receivedAt.length > MAX_LATENCY_SAMPLES) lat.splice(0, lat.length >> 1);
      for (const t of item.receivedAt) lat.push(now - t);
    }
  }
}

function toStatus(r: WorkerReport[StreamEndpoint]): EndpointStatus {
  return {
    state: r.state,
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    ...(r.closeCode !== undefined ? { closeCode: r.closeCode } : {}),
    ...(r.retryAt !== undefined ? { retryAt: r.retryAt } : {}),
    accepted: r.accepted,
    rejected: r.rejected,
    lastHeartbeatAt: r.lastHeartbeatAt,
    heartbeatEveryMs: r.heartbeatEveryMs ?? null,
    drift: r.drift ?? [],
  };
}

function publishStatus(report: WorkerReport): void {
  useStreamStatus.setState({ flow: toStatus(report.flow), abnormal: toStatus(report.abnormal) });
}

// ---- the one client of this tab ----

const alertListeners = new Set<(fire: AlertFire) => void>();

/** The trader's alerts as they fire (relayed by the worker from the BFF's event stream). */
export function useAlertFires(onFire: (fire: AlertFire) => void): void {
  const listener = useRef(onFire);
  listener.current = onFire;
  useEffect(() => {
    getStreamClient();
    const l = (fire: AlertFire): void => listener.current(fire);
    alertListeners.add(l);
    return () => {
      alertListeners.delete(l);
    };
  }, []);
}

let client: StreamClient | null = null;

function startWorker(): ClientPort {
  if (typeof SharedWorker !== 'undefined') {
    const shared = new SharedWorker(new URL('./flow.worker.ts', import.meta.url), { type: 'module', name: 'oa-flow' });
    shared.port.start();
    return shared.port as unknown as ClientPort;
  }
  // Where SharedWorker does not exist (Android Chrome, some embedded views): one worker per tab.
  return new Worker(new URL('./flow.worker.ts', import.meta.url), {
    type: 'module',
    name: 'oa-flow',
  }) as unknown as ClientPort;
}

declare global {
  interface Window {
    __oaStream?: StreamDebug & { client: StreamClient };
  }
}

/** The tab's stream client, started on first use. */
export function getStreamClient(): StreamClient {
  if (client) return client;
  const c = new StreamClient(startWorker(), {
    frame: (fn) => requestAnimationFrame(fn),
    isHidden: () => document.hidden,
    later: (fn) => setTimeout(fn, 0),
  });
  client = c;
  setInterval(() => c.ping(), 5_000);
  window.addEventListener('pagehide', () => c.bye());
  // A frame requested just before the tab was hidden would wait until it shows again: apply now.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) c.apply();
  });
  window.addEventListener('pageshow', (ev) => {
    if (ev.persisted) c.resync();
  });
  if (import.meta.env.VITE_TEST_HOOKS) window.__oaStream = Object.assign(c.debug, { client: c });
  return c;
}

/**
 * Rows of a stream for this component, delivered once per frame to `onRows` (kept outside React
 * state: the caller puts them in its own store). `tickers` null = not ready, subscribe to nothing.
 */
export function useStreamRows(endpoint: StreamEndpoint, tickers: TickerSelection | null, onRows: RowsListener): void {
  const listener = useRef(onRows);
  listener.current = onRows;
  const handle = useRef<PanelHandle | null>(null);
  const key = tickers === null ? null : tickers === 'all' ? '*' : [...tickers].sort().join(',');

  useEffect(() => {
    if (key === null) return;
    const sel: TickerSelection = key === '*' ? 'all' : key === '' ? [] : key.split(',');
    const h = getStreamClient().subscribe(endpoint, sel, (rows, at, replay) => listener.current(rows, at, replay));
    handle.current = h;
    return () => {
      h.close();
      handle.current = null;
    };
  }, [endpoint, key]);
}

export function useFlowStream(tickers: readonly string[] | null, onRows: RowsListener): void {
  useStreamRows('flow', tickers, onRows);
}

export function useAbnormalStream(onRows: RowsListener): void {
  useStreamRows('abnormal', 'all', onRows);
}
