/**
 * A follower's intake of what the holder relayed (several instances): taken in as if from its own
 * socket, through the same dedupe, store and fan-out.
 */
import { readServerMessage } from '../../../api/stream';
import type { ClientFanout } from './client-fanout';
import type { FlowRowIntake } from './flow-row-intake';
import type { StreamKind } from './stream-kind';
import type { RelayMessage } from './stream-role';

export function takeRelayed(m: RelayMessage, rows: FlowRowIntake, clients: ClientFanout, kind: StreamKind): void {
  switch (m.kind) {
    case 'row': {
      const read = readServerMessage(m.frame);
      if (read?.type !== 'flow_order') return;
      // Charged by the holder; a follower's rows are never live (its own gaps are the holder's).
      return rows.take(rows.keysOf(read.raw.data, m.frame), m.frame, false);
    }
    case 'status':
      return kind.relayedAnswer(m);
    case 'stopped':
      return clients.stopAll(m.code);
    case 'frame': {
      const read = readServerMessage(m.text);
      if (read?.message?.type === 'abnormal_trade')
        return clients.sendForTicker((read.message.data.ticker ?? '').toUpperCase(), m.text);
      return clients.broadcast(m.text);
    }
  }
}
