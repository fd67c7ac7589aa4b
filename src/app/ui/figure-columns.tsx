/**
 * A list of named figures (a key's usage, an answer's descriptive stats, the tide's four components) as
 * DataTable columns: the figure's name heads its row, then what it reads. The rows keep their reading
 * order (no sort); the CSV carries the unformatted value.
 */
import type { ReactNode } from 'react';
import type { SortValue } from './sort-rows';
import type { TableColumn } from './table-columns';

export interface FigureRow {
  readonly label: string;
  /** What the name adds in small print ("paid at the ask"). */
  readonly note?: string;
  /** The unformatted figure; null when not observed. */
  readonly value: SortValue;
  /** The figure as the page prints it. */
  readonly text: ReactNode;
  /** The figure's cell classes. */
  readonly className?: string;
}

export function figureColumns(headers: { label: string; value: string }): TableColumn<FigureRow>[] {
  return [
    {
      id: 'figure',
      header: headers.label,
      kind: 'text',
      rowHeader: true,
      sortable: false,
      value: (r) => r.label,
      cell: (r) => (
        <>
          {r.label}
          {r.note ? <span className="text-xs text-muted"> ({r.note})</span> : null}
        </>
      ),
    },
    {
      id: 'value',
      header: headers.value,
      kind: 'number',
      sortable: false,
      value: (r) => r.value,
      cell: (r) => r.text,
      className: (r) => r.className ?? '',
    },
  ];
}
