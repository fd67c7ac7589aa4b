/**
 * Where a ticker's off-exchange dollars printed against the NBBO (at ask, above, at bid, mid…): a
 * proxy of aggressor side, never buyer or seller. Each location's share as a bar and a figure.
 */
import type { ReactElement } from 'react';
import { DataTable } from '../../ui/data-table';
import { formatMoney, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { nbboClass, nbboText, pctText } from './darkpool-format';
import type { NbboSplitRow } from './darkpool-readers';

const COLUMNS: readonly TableColumn<NbboSplitRow>[] = [
  {
    id: 'location',
    header: 'location',
    kind: 'text',
    value: (r) => nbboText(r.label),
    className: (r) => `w-32 whitespace-nowrap ${nbboClass(r.label)}`,
  },
  {
    id: 'bar',
    header: <span className="sr-only">share as a bar</span>,
    kind: 'number',
    value: (r) => r.share,
    sortable: false,
    csv: false,
    className: 'w-full',
    cell: (r) => (
      <div className="h-2 rounded bg-raised" aria-hidden="true">
        <div
          className={`h-2 rounded ${nbboClass(r.label).replace('text-', 'bg-')}`}
          style={{ width: `${Math.min(100, (r.share ?? 0) * 100)}%` }}
        />
      </div>
    ),
  },
  {
    id: 'share',
    header: 'share',
    kind: 'number',
    value: (r) => r.share,
    cell: (r) => pctText(r.share),
    className: 'w-16',
  },
  {
    id: 'notional',
    header: '$',
    csvHeader: 'notional_usd',
    kind: 'number',
    value: (r) => r.notional,
    cell: (r) => formatMoney(r.notional),
    className: 'w-20',
  },
];

export function NbboSplit(props: { rows: readonly NbboSplitRow[] }): ReactElement {
  if (props.rows.length === 0) return <p className="text-xs text-muted">NBBO-location split: {MISSING}</p>;
  return (
    <div className="flex flex-col">
      <p className="text-[11px] text-muted">NBBO-location split of off-exchange $ (proxy)</p>
      <DataTable
        id="nbbo-split"
        label="NBBO-location split"
        columns={COLUMNS}
        rows={props.rows}
        rowKey={(r) => r.label}
        size="xs"
        nowrap
      />
    </div>
  );
}
