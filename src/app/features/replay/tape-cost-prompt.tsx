/**
 * The question before a first read of a session's tape: what it costs in the day's flow rows, Read or
 * Not now. Not now reads nothing; the rest of the replay (price, levels, regime, abnormal trades) plays
 * without the tape.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { budgetQuery } from '../../data/bff-status';
import { useHeaderBudget } from '../../data/budget-store';
import { formatCount } from '../../ui/format';
import type { TapeReadDecision } from './tape-cost';

export function TapeCostPrompt(props: {
  ticker: string;
  session: string;
  decision: TapeReadDecision;
  onRead: () => void;
  onNotNow: () => void;
}): ReactElement | null {
  const budget = useQuery(budgetQuery);
  const headerRows = useHeaderBudget((s) => s.flowRows);
  const d = props.decision;
  if (d.kind === 'read') return null;
  if (d.kind === 'checking')
    return (
      <p className="text-xs text-muted" data-testid="tape-cost-checking">
        Checking whether this session&apos;s tape is stored…
      </p>
    );
  const limit = budget.data?.flow_rows?.limit ?? headerRows?.limit ?? null;
  const left = budget.data?.flow_rows?.remaining ?? headerRows?.remaining ?? null;
  const day = props.session.slice(5);
  const cost =
    d.rows === null
      ? 'its rows of your daily flow rows (the session did not say how many orders it holds)'
      : `about ${formatCount(d.rows)} of your ${limit === null ? '' : `${formatCount(limit)} `}daily flow rows`;
  return (
    <div
      role={d.kind === 'ask' ? 'alertdialog' : 'status'}
      aria-label="Read the session's tape?"
      data-testid="tape-cost-prompt"
      data-state={d.kind}
      data-rows={d.rows ?? ''}
      className="flex flex-wrap items-center gap-2 rounded border border-line bg-raised p-2 text-sm"
    >
      <span>
        {d.kind === 'declined' ? 'Tape not read. ' : ''}Read {props.ticker}&apos;s {day} tape: {cost}
        {left !== null ? <span className="text-muted"> ({formatCount(left)} left today)</span> : null}. Once read, the
        dashboard keeps it: a replay of this session costs nothing after.
      </span>
      <button
        type="button"
        onClick={props.onRead}
        className="rounded border border-accent px-2 py-0.5 text-sm font-medium text-accent"
      >
        Read
      </button>
      {d.kind === 'ask' ? (
        <button type="button" onClick={props.onNotNow} className="rounded border border-line px-2 py-0.5 text-sm">
          Not now
        </button>
      ) : null}
    </div>
  );
}
