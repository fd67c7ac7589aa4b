/**
 * What each frame of the upstream socket becomes: rows go to the intake (deduped, kept, fanned out),
 * trades and heartbeats to the clients that want them, subscription answers to the stream's kind, and
 * every frame but rows and answers to the other instances. Frames that depart from the reference are
 * recorded and still delivered.
 */
import { readServerMessage } from '../../../api/stream';
import type { DriftLog } from '../drift/drift';
import type { ClientFanout } from './client-fanout';
import type { FlowRowIntake } from './flow-row-intake';
import type { HubEndpoint } from './hub-endpoint';
import type { StreamKind } from './stream-kind';
import type { StreamRole } from './stream-role';

export interface UpstreamFrameParts {
  readonly endpoint: HubEndpoint;
  readonly drift: DriftLog | undefined;
  readonly rows: FlowRowIntake;
  readonly clients: ClientFanout;
  readonly role: StreamRole;
  readonly kind: StreamKind;
}

export class UpstreamFrames {
  readonly #parts: UpstreamFrameParts;
  #driftFrames = 0;

  constructor(parts: UpstreamFrameParts) {
    this.#parts = parts;
  }

  /** Frames that departed from the reference (read leniently and delivered). */
  get driftFrames(): number {
    return this.#driftFrames;
  }

  take(text: string): void {
    const { endpoint, drift, rows, clients, role, kind } = this.#parts;
    const read = readServerMessage(text);
    if (!read) {
      drift?.record(`ws.${endpoint}`, [{ path: '(frame)', problem: 'not a JSON object' }]);
      return;
    }
    if (read.drift.length > 0) {
      this.#driftFrames++;
      drift?.record(`ws.${endpoint}`, read.drift);
    }
    const msg = read.message;
    // A frame the lenient reading still cannot type is forwarded as received, never dropped.
    if (read.type === 'flow_order') {
      const keys = rows.keysOf(read.raw.data, text);
      kind.rowArrived(keys.ticker);
      return rows.take(keys, text);
    }
    if (msg?.type !== 'subscribed' && msg?.type !== 'flow_order') role.publish({ kind: 'frame', text });
    if (!msg) return clients.broadcast(text);
    switch (msg.type) {
      case 'flow_order':
        return;
      case 'abnormal_trade':
        return clients.sendForTicker((msg.data.ticker ?? '').toUpperCase(), text);
      case 'subscribed':
        return kind.answered(msg);
      case 'heartbeat':
      case 'error':
        return clients.broadcast(text);
    }
  }

  /**
   * Rows of the old socket while its replacement subscribes: delivered (deduped by event_id) so
   * nothing is lost in the overlap; its other frames are the old subscription's and are ignored.
   */
  takeRetiring(text: string): void {
    const read = readServerMessage(text);
    if (read?.type !== 'flow_order') return;
    this.#parts.rows.take(this.#parts.rows.keysOf(read.raw.data, text), text);
  }
}
