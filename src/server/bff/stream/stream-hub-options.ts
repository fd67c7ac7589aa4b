/** Types, options and the client message schema of the stream hub (stream-hub.ts). */
import type { SharedRecords } from '../shared/shared-records';
import type WebSocket from 'ws';
import { z } from 'zod';
import { DEFAULT_RECONNECT_TIMINGS, type ReconnectTimings } from '../../../api/reconnect-policy';
import type { DriftLog } from '../drift/drift';
import type { Store } from '../cache/store';
import type { HubEndpoint } from './hub-endpoint';
import type { ClusterRole, StreamRole } from './stream-role';
import type { TapeGet } from './tape-backfill';

export type { HubEndpoint } from './hub-endpoint';
export type HubState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface HubStatus {
  readonly state: HubState;
  readonly clients: number;
  readonly upstream_sockets: number;
  readonly subscribed: readonly string[];
  /** Tickers the upstream refused in its last answer (outside the real-time watchlist). */
  readonly rejected: readonly string[];
  readonly stopped_code: number | null;
  readonly stopped_until: string | null;
  readonly reconnect_scheduled: boolean;
  readonly rows_kept: number;
  /** Rows read back from the REST tape to fill gaps of the stream (flow). */
  readonly rows_backfilled: number;
  /** Rows dropped as already delivered (same event_id: socket overlap, relay, read-back). */
  readonly rows_deduplicated: number;
  /** Reconnect attempts after the upstream socket was lost. */
  readonly reconnects: number;
  /**
   * Several instances: `holder` opens the upstream socket for all, a `follower` gets its rows through
   * Redis, `alone` holds its own socket while Redis is down; `single` without REDIS_URL.
   */
  readonly role: 'single' | ClusterRole;
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
  /** Pause before asking again after 4008 (another socket of the key holds the slot). */
  readonly connectionLimitPauseMs?: number;
  /** Where frames that depart from the reference are recorded (endpoint id `ws.<endpoint>`). */
  readonly drift?: DriftLog;
  /** A governed upstream GET of the REST tape (flow only): gaps of the stream are read back through it. */
  readonly tapeGet?: TapeGet;
  /** Wait before re-reading a gap the tape has not covered yet, beyond its delay (tests shorten it). */
  readonly gapPassMarginMs?: number;
  /** Longest wait between two passes of an open gap (tests shorten it when they move the market clock). */
  readonly gapPassMaxWaitMs?: number;
  readonly now?: () => number;
  readonly random?: () => number;
  /**
   * Several instances (REDIS_URL, shared/stream-cluster.ts): one of them holds the upstream socket and
   * relays to the others. Without it the hub holds its own socket.
   */
  readonly cluster?: StreamRole;
  /** Several instances: the session's streamed rows, kept where every instance (and a new one) reads them. */
  readonly records?: SharedRecords;
}

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    tickers: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9.]{0,9}$/)).max(500),
    since_ts_ms: z.number().int().nonnegative().optional(),
    since_seq: z.number().int().nonnegative().optional(),
  }),
  z
    .object({
      type: z.literal('resume'),
      since_ts_ms: z.number().int().nonnegative().optional(),
      /** The last `seq` the client saw (preferred: it covers rows delivered late with an old ts_ms). */
      since_seq: z.number().int().nonnegative().optional(),
    })
    .refine((m) => m.since_ts_ms !== undefined || m.since_seq !== undefined),
]);

/** A browser's message, or undefined when it is not one the hub understands. */
export function readClientMessage(text: string): z.output<typeof clientMessageSchema> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const m = clientMessageSchema.safeParse(parsed);
  return m.success ? m.data : undefined;
}

/** Where a replay starts: after a sequence number (preferred) or after a print time. */
export interface ReplayFrom {
  readonly sinceSeq?: number | undefined;
  readonly sinceTsMs?: number | undefined;
}

export interface Client {
  readonly socket: WebSocket;
  /**
   * The tickers whose rows this client is sent: those of its last answered subscribe (null: no filter,
   * abnormal-trades before any subscribe). A new subscribe changes them only with its answer, so no row
   * reaches a client before its `subscribed`.
   */
  tickers: Set<string> | null;
  /** event_ids sent on this connection (each at most once). */
  readonly sent: Set<string>;
  /** Tickers of a subscribe awaiting the upstream's answer, and a replay to do after it. */
  pending: { tickers: string[]; since: ReplayFrom | undefined } | null;
  alive: boolean;
}

/** The shared reconnect policy's timings, with the hub's overrides (tests shorten them). */
export function hubReconnectTimings(o: StreamHubOptions): ReconnectTimings {
  const d = DEFAULT_RECONNECT_TIMINGS;
  return {
    baseMs: o.backoffBaseMs ?? d.baseMs,
    capMs: o.backoffCapMs ?? d.capMs,
    connectionLimitPauseMs: o.connectionLimitPauseMs ?? d.connectionLimitPauseMs,
    authCooldownMs: o.authCooldownMs ?? d.authCooldownMs,
    budgetResetSpreadMs: d.budgetResetSpreadMs,
  };
}
