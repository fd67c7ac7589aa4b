// Every server frame of the two streams leaves through here, so the answer variants reach each of them.
import type { WebSocket } from 'ws';
import type { StreamName } from '../counters';
import type { SandboxState } from '../state';
import { frameWithVariants } from '../variant-answers';
import { sendJson } from './stream-auth';

/** Send a frame of `stream` in the forms /sandbox/variants switched on; returns whether it was sent. */
export function sendFrame(state: SandboxState, stream: StreamName, socket: WebSocket, frame: unknown): boolean {
  return sendJson(socket, frameWithVariants(state.variants, stream, frame));
}
