/**
 * A ranking answer as a table: rank, ticker (picked to open its detail), the service's label, then the
 * ranking's own columns; the answer's freshness above it and the picked ticker's detail below. The
 * label's heading names what it is read from (intent: net Δ$; momentum: its score): the direction of
 * readings/direction.ts is the directional tab's, and a label read from elsewhere never takes its name.
 * Rows are one tab stop (↑/↓ move, Enter opens the detail); columns sort and the table exports CSV.
 */
import type { ReactElement, ReactNode } from 'react';
import { DataTable } from '../../ui/data-table';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import type { TableColumn } from '../../ui/table-columns';
import { DirectionCell } from './cells';
import { directionOrder, type Direction } from './rankings-model';

/** What a ranking row gives the table's first cells (every ranking's schema declares them). */
export interface RankedRowFields {
  readonly ticker: string | null;
  readonly rank?: number | null | undefined;
  readonly direction?: Direction | null | undefined;
}

/** While a detail is open under it, the table leaves it room; else the table fills the window. */
const DETAIL_OPEN_MAX_HEIGHT = '45vh';

/** The ticker to pick: the row opens it too; the button names the detail it opens, for a pointer. */
export function pickColumn<R extends { readonly ticker: string | null }>(
  pickLabel: string,
  onPick: (ticker: string) => void,
): TableColumn<R> {
  return {
    id: 'ticker',
    header: 'Ticker',
    kind: 'text',
    value: (r) => r.ticker,
    className: 'font-semibold',
    cell: (r) => {
      const t = r.ticker ?? '?';
      return (
        <button
          type="button"
          tabIndex={-1}
          className="font-semibold underline"
          aria-label={`${pickLabel} ${t}`}
          onClick={() => onPick(t)}
        >
          {t}
        </button>
      );
    },
  };
}

function leadColumns<R extends RankedRowFields>(
  labelHead: string,
  labelBasis: string,
  pickLabel: string,
  onPick: (ticker: string) => void,
): TableColumn<R>[] {
  return [
    { id: 'rank', header: '#', kind: 'number', align: 'left', value: (r) => r.rank ?? null },
    pickColumn<R>(pickLabel, onPick),
    {
      id: 'label',
      header: labelHead,
      csvHeader: 'label',
      kind: 'number',
      align: 'left',
      value: (r) => directionOrder(r.direction),
      csvFields: [{ header: 'label', value: (r) => r.direction ?? null }],
      cell: (r) => <DirectionCell value={r.direction} basis={labelBasis} />,
    },
  ];
}

export function RankedTable<R extends RankedRowFields>(props: {
  /** The answer: its `rankings` rows and its freshness fields. */
  data: FreshnessMeta & { readonly rankings: readonly R[] };
  /** Unique on the page: the URL's sort parameter and the CSV name. */
  id: string;
  label: string;
  /** The heading of the service's label column, naming its basis ("Intent (net Δ$)"). */
  labelHead: string;
  /** What the label is read from, for each label's title. */
  labelBasis: string;
  /** The ranking's own columns, after rank, ticker and the label. */
  columns: readonly TableColumn<R>[];
  /** What an answer without rows says, in place of an empty table body. */
  empty?: string;
  picked: string | null;
  pickLabel: string;
  onPick: (ticker: string) => void;
  /** Shown between the freshness badge and the table. */
  note?: ReactNode;
  /** The picked ticker's detail, shown under the table. */
  detail?: ReactNode;
}): ReactElement {
  const meta: FreshnessMeta = props.data;
  const columns = [
    ...leadColumns<R>(props.labelHead, props.labelBasis, props.pickLabel, props.onPick),
    ...props.columns,
  ];
  return (
    <div className="flex flex-col gap-2">
      <FreshnessBadge meta={meta} />
      {props.note}
      <DataTable
        id={props.id}
        label={props.label}
        columns={columns}
        rows={props.data.rankings}
        rowKey={(r, i) => r.ticker ?? `?${i}`}
        onRowActivate={(r) => props.onPick(r.ticker ?? '?')}
        rowLabel={(r) => `${props.pickLabel} ${r.ticker ?? '?'}`}
        isRowSelected={(r) => r.ticker !== null && r.ticker === props.picked}
        size="xs"
        nowrap
        {...(props.detail ? { maxHeight: DETAIL_OPEN_MAX_HEIGHT } : { fill: true })}
        {...(props.empty ? { empty: props.empty } : {})}
      />
      {props.detail}
    </div>
  );
}
