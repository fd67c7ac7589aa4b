/**
 * Always-visible status: mode, tier, minute and day budget with the day's projection, flow rows, stream
 * state. Turns amber, with a word, before a budget runs out (colour never carries the meaning alone).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { budgetQuery, healthQuery, secondsUntil, type HealthReport } from '../data/bff-status';
import { minuteRemaining, useHeaderBudget } from '../data/budget-store';
import { AlertMuteButton } from '../ui/alert-mute-button';
import { formatCount } from '../ui/format';
import { useNow } from '../ui/use-now';
import { useStreamStatus, type EndpointStatus } from '../stream/stream-status';

function Item(props: { label: string; value: string; warn?: string | null; title?: string }): ReactElement {
  return (
    <span className={`flex items-center gap-1 whitespace-nowrap ${props.warn ? 'text-warn' : ''}`} title={props.title}>
      <span className="text-muted">{props.label}</span>
      <span className="num font-medium">{props.value}</span>
      {props.warn ? <span className="font-semibold">⚠ {props.warn}</span> : null}
    </span>
  );
}

const STREAM_ICON: Record<EndpointStatus['state'], string> = {
  idle: '○',
  connecting: '◌',
  live: '●',
  reconnecting: '◐',
  stopped: '■',
};

function StreamItem(props: { label: string; status: EndpointStatus }): ReactElement {
  const { state, reason } = props.status;
  const cls =
    state === 'live' ? 'text-up' : state === 'stopped' ? 'text-down' : state === 'idle' ? 'text-muted' : 'text-warn';
  return (
    <span className="flex items-center gap-1 whitespace-nowrap" title={reason}>
      <span className="text-muted">{props.label}</span>
      <span className={cls}>
        {STREAM_ICON[state]} {state}
      </span>
      {reason && state !== 'live' ? <span className="max-w-48 truncate text-muted">({reason})</span> : null}
    </span>
  );
}

/** Several BFF instances: whether this one counts with the others (Redis up) or alone (Redis down). */
function SharedItem(props: { shared: NonNullable<HealthReport['shared']> }): ReactElement {
  const down = props.shared.state === 'down';
  return (
    <Item
      label="desk"
      value={down ? 'this server alone' : 'shared budget'}
      warn={down ? 'shared store down' : null}
      title={
        props.shared.note ?? 'Several dashboard servers share one budget, one cache and one live stream through Redis'
      }
    />
  );
}

/** A budget is low when less than `fraction` of it is left. */
function lowWarning(remaining: number | null | undefined, limit: number | null | undefined, fraction: number): boolean {
  return typeof remaining === 'number' && typeof limit === 'number' && limit > 0 && remaining < limit * fraction;
}

export function StatusBar(): ReactElement {
  const budget = useQuery(budgetQuery);
  const health = useQuery(healthQuery);
  const headerBudget = useHeaderBudget();
  const streams = useStreamStatus();
  const now = useNow(1000);

  const b = budget.data;
  const mode = health.data?.mode === 'upstream' ? 'live' : health.data?.mode === 'sandbox' ? 'sandbox' : null;
  // The last response header is fresher than the last /api/budget poll within a minute window. Both
  // figures come from the fresher source: the upstream's own limit may differ from the reference's 60.
  const headerFresher = !!headerBudget.updatedAt && headerBudget.updatedAt > (budget.dataUpdatedAt || 0);
  const minLimit = headerFresher
    ? (headerBudget.minute?.limit ?? b?.minute?.limit ?? null)
    : (b?.minute?.limit ?? headerBudget.minute?.limit ?? null);
  const minLeft = headerFresher
    ? minuteRemaining(headerBudget, now)
    : (b?.minute?.remaining ?? minuteRemaining(headerBudget, now));
  const minReset = secondsUntil(b?.minute?.reset, now);
  const dayUsed = b?.day?.used ?? null;
  const dayLimit = b?.day?.limit ?? null;
  const dayLeft = dayUsed !== null && dayLimit !== null ? dayLimit - dayUsed : null;
  const projected = b?.day?.projected ?? null;
  const projectedTo = b?.pacing?.horizon_end === 'reset' ? 'by 00:00 UTC' : 'by close';
  const slowed = b?.pacing?.slowed_factor ?? null;
  const rowsLeft = b?.flow_rows?.remaining ?? headerBudget.flowRows?.remaining ?? null;
  const rowsLimit = b?.flow_rows?.limit ?? headerBudget.flowRows?.limit ?? null;

  return (
    <footer
      aria-label="Status"
      // On a phone the bar scrolls sideways: a tab stop lets the keyboard reach what is off screen.
      tabIndex={0}
      className="fixed inset-x-0 bottom-0 z-40 flex h-8 items-center gap-4 overflow-x-auto border-t border-line bg-panel px-3 text-xs"
    >
      <span className="flex items-center gap-1 whitespace-nowrap" data-testid="status-mode">
        <span
          className={`inline-block size-2 rounded-full ${health.isError ? 'bg-down' : mode ? 'bg-up' : 'bg-muted'}`}
        />
        {health.isError ? 'server unreachable' : (mode ?? '…')}
      </span>
      <AlertMuteButton />
      <Item label="tier" value={b?.tier ?? '—'} />
      <Item
        label="minute"
        value={`${formatCount(minLeft)} of ${formatCount(minLimit)} left`}
        warn={lowWarning(minLeft, minLimit, 0.25) ? `low${minReset !== null ? `, resets in ${minReset}s` : ''}` : null}
        title="Requests left in this minute's window"
      />
      <Item
        label="day"
        value={`${formatCount(dayUsed)} / ${formatCount(dayLimit)} today${projected !== null ? ` · ~${formatCount(projected)} ${projectedTo}` : ''}`}
        warn={
          lowWarning(dayLeft, dayLimit, 0.1)
            ? 'day budget low'
            : slowed !== null
              ? 'background refresh slowed to last the day'
              : null
        }
        title={`Requests used today (${formatCount(dayLeft)} left) and where the day is projected to end at the current pace`}
      />
      <Item
        label="flow rows"
        value={`${formatCount(rowsLeft)} of ${formatCount(rowsLimit)} left`}
        warn={lowWarning(rowsLeft, rowsLimit, 0.1) ? 'rows low, resets 00:00 UTC' : null}
        title="Flow rows left today (tape and live flow)"
      />
      {health.data?.shared ? <SharedItem shared={health.data.shared} /> : null}
      <StreamItem label="flow" status={streams.flow} />
      <StreamItem label="abnormal" status={streams.abnormal} />
      {budget.isError ? <span className="text-warn">budget unavailable</span> : null}
    </footer>
  );
}
