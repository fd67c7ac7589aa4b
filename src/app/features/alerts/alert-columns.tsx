/** The columns of the trader's alerts: the rule, where it stands, the last value it read, and its actions. */
import type { TraderAlert } from '../../../dashboard-api/trader-alerts';
import { etCsvTime, etHeader } from '../../ui/csv-export';
import { formatEtDateTime, formatPrice, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { describeRule } from './alert-text';

const STATUS_TEXT: Record<TraderAlert['status'], string> = {
  watching: 'watching',
  waiting: 'waiting for a first reading',
  not_streamed: 'not on the stream (add the ticker to the real-time watchlist)',
  fired: 'fired',
};

const STATUS_CLASS: Partial<Record<TraderAlert['status'], string>> = { fired: 'text-warn', not_streamed: 'text-down' };

function lastValue(a: TraderAlert): string {
  if (a.last_value === null) return MISSING;
  return a.rule.kind === 'iv_rank' ? `${(a.last_value * 100).toFixed(0)}%` : formatPrice(a.last_value);
}

export function alertColumns(actions: {
  rearm: (id: TraderAlert['id']) => void;
  remove: (id: TraderAlert['id']) => void;
}): TableColumn<TraderAlert>[] {
  return [
    {
      id: 'alert',
      header: 'Alert',
      kind: 'text',
      value: (a) => describeRule(a.rule),
      cell: (a) => (
        <>
          {describeRule(a.rule)}
          {a.note ? <span className="text-muted"> — {a.note}</span> : null}
        </>
      ),
      csvFields: [
        { header: 'Alert', value: (a) => describeRule(a.rule) },
        { header: 'Note', value: (a) => a.note || null },
      ],
    },
    {
      id: 'status',
      header: 'Status',
      kind: 'text',
      value: (a) => a.status,
      cell: (a) => `${STATUS_TEXT[a.status]}${a.fired_at ? ` ${formatEtDateTime(a.fired_at)}` : ''}`,
      className: (a) => STATUS_CLASS[a.status] ?? 'text-muted',
      csvFields: [
        { header: 'Status', value: (a) => a.status },
        { header: etHeader('Fired'), value: (a) => etCsvTime(a.fired_at) },
      ],
    },
    { id: 'lastValue', header: 'Last read', kind: 'number', value: (a) => a.last_value, cell: lastValue },
    {
      id: 'actions',
      header: '',
      kind: 'text',
      sortable: false,
      csv: false,
      value: () => null,
      className: 'py-0.5',
      cell: (a) => (
        <div className="flex justify-end gap-2">
          {a.status === 'fired' ? (
            <button
              type="button"
              className="rounded border border-line px-2 text-xs"
              onClick={() => actions.rearm(a.id)}
            >
              Re-arm
            </button>
          ) : null}
          <button
            type="button"
            className="rounded border border-line px-2 text-xs"
            aria-label={`Delete alert: ${describeRule(a.rule)}`}
            onClick={() => actions.remove(a.id)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];
}
