/**
 * The flow stream's state as the tape's header shows it, and whether its frames drift from the API
 * reference: "● stream live · contract drift: data.order.option_type", the full list of fields in the
 * title. Drifting rows are still shown (values that could not be read as "—"), so the state stays live.
 */
import type { ReactElement } from 'react';
import { getStreamClient } from '../../stream/stream-client';
import type { EndpointStatus } from '../../stream/stream-status';
import { formatEtTime } from '../../ui/format';

const STATE_LOOK = {
  idle: { dot: '○', cls: 'text-muted', text: 'idle' },
  connecting: { dot: '◌', cls: 'text-muted', text: 'connecting' },
  live: { dot: '●', cls: 'text-up', text: 'live' },
  reconnecting: { dot: '◐', cls: 'text-warn', text: 'reconnecting' },
  stopped: { dot: '■', cls: 'text-down', text: 'stopped' },
} as const;

/** Fields named in the badge itself; the rest are counted and listed in its title. */
const SHOWN_PATHS = 2;

export function driftText(paths: readonly string[]): string {
  const more = paths.length - SHOWN_PATHS;
  return `contract drift: ${paths.slice(0, SHOWN_PATHS).join(', ')}${more > 0 ? ` +${more} more` : ''}`;
}

export function StreamBadge(props: {
  state: EndpointStatus['state'];
  reason: string | undefined;
  retryAt: number | undefined;
  drift?: readonly string[] | undefined;
}): ReactElement {
  const look = STATE_LOOK[props.state];
  const drift = props.drift ?? [];
  const title =
    drift.length > 0
      ? `Stream frames depart from the API reference in these fields; their rows are still shown, values that could not be read as "—":\n${drift.join('\n')}`
      : undefined;
  return (
    <span
      role="status"
      className={`text-xs ${look.cls}`}
      data-testid="flow-stream-state"
      data-state={props.state}
      data-drift={drift.length > 0 ? drift.join(',') : undefined}
      title={title}
    >
      {look.dot} stream {look.text}
      {drift.length > 0 ? (
        <span className="text-warn" data-testid="flow-contract-drift">
          {' · '}
          {driftText(drift)}
        </span>
      ) : null}
      {props.reason && props.state !== 'live' ? ` — ${props.reason}` : ''}
      {props.retryAt && props.state !== 'live' ? ` (next try ${formatEtTime(props.retryAt)} ET)` : ''}
      {props.state === 'stopped' ? (
        <button
          type="button"
          className="ml-2 rounded border border-line px-1.5 text-fg"
          onClick={() => getStreamClient().retry('flow')}
        >
          Try now
        </button>
      ) : null}
    </span>
  );
}
