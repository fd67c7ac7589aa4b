/**
 * Messages between the page (stream-client.ts) and the stream worker (flow.worker.ts), over a
 * MessagePort. Both sides are our code, built together, so these are plain types; frames from the
 * network are the ones that get parsed and validated (src/api/stream.ts).
 */
import type { z } from 'zod';
import type { abnormalTradeSchema, flowOrderSchema } from '../../api/stream';
import type { AlertFire } from '../../api/trader-alerts';
import type { StreamState } from './stream-status';

/** The two stream endpoints of the BFF: `/api/ws/flow` and `/api/ws/abnormal-trades`. */
export type StreamEndpoint = 'flow' | 'abnormal';

/** Rows as read (leniently) by src/api/stream.ts: types inferred from its schemas, no twin interfaces. */
export type FlowOrderRow = z.infer<typeof flowOrderSchema>;
/** The worker gives every row an event_id (derived from the frame when the service sends none). */
export type AbnormalTradeRow = z.infer<typeof abnormalTradeSchema> & { readonly event_id: string };

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
