/**
 * Live state of the two stream endpoints, for the status bar and the stream panels. The stream
 * client writes it from the worker's reports; the shell only reads `state` and `reason`.
 */
import { create } from 'zustand';

export type StreamState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface EndpointStatus {
  state: StreamState;
  reason?: string;
  /** Close code of the last close (4001/4003/4008/4029, 1006…). */
  closeCode?: number;
  /** Epoch ms of the next connection attempt, while reconnecting or stopped with a retry (4029: 00:00 UTC). */
  retryAt?: number;
  /** Tickers the server accepted / refused (outside the watchlist) on the last subscribe. */
  accepted?: readonly string[];
  rejected?: readonly string[];
  /** Epoch ms of the last heartbeat (abnormal-trades stream). */
  lastHeartbeatAt?: number | null;
  /** The longest gap seen between two heartbeats: how late a heartbeat may come before it is late. */
  heartbeatEveryMs?: number | null;
  /** Frame fields that departed from the reference (read leniently, still delivered): a "contract drift" mark. */
  drift?: readonly string[];
}

export interface StreamStatus {
  flow: EndpointStatus;
  abnormal: EndpointStatus;
}

export const useStreamStatus = create<StreamStatus>(() => ({
  flow: { state: 'idle' },
  abnormal: { state: 'idle' },
}));
