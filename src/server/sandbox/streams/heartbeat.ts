/**
 * The abnormal-trades heartbeat (`{type: 'heartbeat', ts}`), every 30 s in the reference
 * (`state.heartbeatMs`; tests use less). With the `heartbeat_interval` variant it beats at a third of
 * that (10 s for 30 s): a client must not treat the interval as fixed. Each beat reads the interval
 * again, so switching the variant takes effect from the next beat on open sockets too.
 */
import type { WebSocket } from 'ws';
import type { SandboxState } from '../state';
import { sendFrame } from './send-frame';

export const HEARTBEAT_VARIANT_DIVISOR = 3;

export function heartbeatIntervalMs(state: SandboxState): number {
  return state.variants.has('heartbeat_interval') ? state.heartbeatMs / HEARTBEAT_VARIANT_DIVISOR : state.heartbeatMs;
}

/** Beat on the socket until it closes; returns the stop function. */
export function startHeartbeat(state: SandboxState, socket: WebSocket): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    timer = setTimeout(() => {
      sendFrame(state, 'abnormal-trades', socket, { type: 'heartbeat', ts: new Date().toISOString() });
      schedule();
    }, heartbeatIntervalMs(state));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
