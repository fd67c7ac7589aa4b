/**
 * Live state of the two stream endpoints, for the status bar. The stream worker's client writes it;
 * the shell only reads it.
 */
import { create } from 'zustand';

export type StreamState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface EndpointStatus {
  state: StreamState;
  reason?: string;
}

export interface StreamStatus {
  flow: EndpointStatus;
  abnormal: EndpointStatus;
}

export const useStreamStatus = create<StreamStatus>(() => ({
  flow: { state: 'idle' },
  abnormal: { state: 'idle' },
}));
