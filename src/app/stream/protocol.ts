/**
 * Messages between the page (stream-client.ts) and the stream worker (flow.worker.ts), over a
 * MessagePort. Both sides are our code, built together, so these are plain types; frames from the
 * network are the ones that get parsed and validated (src/api/stream.ts).
 */
import type { AbnormalTradeData } from '../../api/stream';
import type { PlacedFlowOrder } from '../../api/stream-row-identity';
import type { AlertFire } from '../../dashboard-api/trader-alerts';
import type { StreamState } from './stream-status';

/** The two stream endpoints of the BFF: `/api/ws/flow` and `/api/ws/abnormal-trades`. */
export type StreamEndpoint = 'flow' | 'abnormal';

/**
 * Where a row's frame departed from the reference (field paths, e.g. `data.order.option_type`): the row
 * is delivered as read, a value that could not be read is null ("—"), and the paths say why.
 */
interface Drifted {
  readonly drift?: readonly string[];
}

/**
 * Rows as read (leniently) by src/api/stream.ts and placed by src/api/stream-row-identity.ts: every row
 * has a key (the event_id, or one derived when the service sends none), an underlying ('' when none) and
 * a print time.
 */
export type FlowOrderRow = PlacedFlowOrder & Drifted;
export type AbnormalTradeRow = AbnormalTradeData & { readonly event_id: string; readonly ticker: string } & Drifted;

export type StreamRow = FlowOrderRow | AbnormalTradeRow;

/** `all` = every ticker the socket carries (the abnormal stream without a filter). */
export type TickerSelection = readonly string[] | 'all';

export type PageToWorker =
  | {
      readonly kind: 'subscribe';
      readonly panel: string;
      readonly endpoint: StreamEndpoint;
      readonly tickers: TickerSelection;
    }
  | { readonly kind: 'unsubscribe'; readonly panel: string }
  /** Liveness: a SharedWorker port has no close event, so silent ports are dropped. */
  | { readonly kind: 'ping' }
  /** The tab is going away (pagehide). */
  | { readonly kind: 'bye' }
  /** After a terminal stop (4001/4003), the user asks to try again. */
  | { readonly kind: 'retry'; readonly endpoint: StreamEndpoint }
  /** Bench/test replay: rows pushed through the same dedupe → route → batch path as socket frames. */
  | { readonly kind: 'inject'; readonly endpoint: StreamEndpoint; readonly frames: readonly string[] };

export interface EndpointReport {
  readonly state: StreamState;
  readonly reason?: string;
  /** Close code of the last close, if any. */
  readonly closeCode?: number;
  /** Epoch ms of the next connection attempt while reconnecting or stopped with a retry. */
  readonly retryAt?: number;
  readonly accepted: readonly string[];
  readonly rejected: readonly string[];
  /** Epoch ms (worker clock) of the last heartbeat frame (abnormal stream). */
  readonly lastHeartbeatAt: number | null;
  /** The longest gap seen between two heartbeats (the service's interval need not be 30 s); null before two. */
  readonly heartbeatEveryMs?: number | null;
  readonly socketsOpened: number;
  readonly received: number;
  readonly duplicates: number;
  readonly invalid: number;
  /** Field paths where frames departed from the reference (read leniently, still delivered). */
  readonly drift?: readonly string[];
}

export type WorkerReport = Readonly<Record<StreamEndpoint, EndpointReport>>;

/** One panel's share of a batch. The same row object may sit in several panels' lists (cloned once). */
export interface PanelRows {
  readonly panel: string;
  readonly endpoint: StreamEndpoint;
  readonly rows: readonly StreamRow[];
  /** Worker receive time of each row (epoch ms), for arrival→screen latency. */
  readonly receivedAt: readonly number[];
  /** true for rows replayed from the worker's recent buffer to a panel that just joined. */
  readonly replay?: boolean;
}

export type WorkerToPage =
  | { readonly kind: 'batch'; readonly items: readonly PanelRows[] }
  | { readonly kind: 'report'; readonly report: WorkerReport; readonly ports: number }
  | { readonly kind: 'log'; readonly message: string }
  /** The worker had dropped this port as silent: the page sends its subscriptions again. */
  | { readonly kind: 'resync' }
  /** One of the trader's alerts fired (the BFF's event stream, relayed to every tab). */
  | { readonly kind: 'alert-fire'; readonly fire: AlertFire };
