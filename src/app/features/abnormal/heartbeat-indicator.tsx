/**
 * How long since the abnormal-trades stream's last heartbeat, and its state. The reference sends one every
 * 30 s, a service may send on another interval: late only after three of the longest intervals seen.
 */
import type { ReactElement } from 'react';
import { heartbeatLateAfterMs } from '../../../api/stream';
import { useStreamStatus } from '../../stream/stream-status';
import { useNow } from '../../ui/use-now';

export function HeartbeatIndicator(): ReactElement {
  const status = useStreamStatus((s) => s.abnormal);
  const now = useNow(1000);
  const last = status.lastHeartbeatAt ?? null;
  const age = last === null ? null : Math.max(0, Math.round((now - last) / 1000));
  const late = age !== null && age * 1000 > heartbeatLateAfterMs(status.heartbeatEveryMs);
  const cls = status.state !== 'live' ? 'text-down' : late ? 'text-warn' : 'text-up';
  return (
    <span role="status" className={`text-xs ${cls}`} data-testid="abnormal-heartbeat" data-state={status.state}>
      {status.state === 'live' ? (late ? '◐' : '♥') : '■'} {status.state}
      {age === null ? ' · no heartbeat yet' : ` · heartbeat ${age}s ago${late ? ' (late)' : ''}`}
      {status.reason && status.state !== 'live' ? ` — ${status.reason}` : ''}
    </span>
  );
}
