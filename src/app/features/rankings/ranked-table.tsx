/**
 * A ranking answer as a table: rank, ticker (picked to open its detail), the service's label, then the
 * ranking's own columns; the answer's freshness above it and the picked ticker's detail below. The
 * label's heading names what it is read from (intent: net Δ$; momentum: its score): the direction of
 * readings/direction.ts is the directional tab's, and a label read from elsewhere never takes its name.
 */
import type { ReactElement, ReactNode } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { RANKED_ROW_HEAD, RankedRow, Table } from './cells';
import type { Direction } from './rankings-model';

/** What a ranking row gives the table's first cells (every ranking's schema declares them). */
export interface RankedRowFields {
  readonly ticker: string | null;
  readonly rank?: number | null | undefined;
  readonly direction?: Direction | null | undefined;
}

/** While a detail is open under it, the table leaves it room; else the table fills the window. */
const DETAIL_OPEN_MAX_HEIGHT = '45vh';

export function RankedTable<R extends RankedRowFields>(props: {
  /** The answer: its `rankings` rows and its freshness fields. */
  data: FreshnessMeta & { readonly rankings: readonly R[] };
  label: string;
  /** The heading of the service's label column, naming its basis ("Intent (net Δ$)"). */
  labelHead: string;
  /** What the label is read from, for each label's title. */
  labelBasis: string;
  /** Headings of the ranking's own columns, after rank, ticker and the label. */
  head: readonly (string | { text: string; right?: boolean })[];
  /** The ranking's own cells of a row. */
  cells: (row: R) => ReactNode;
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
  const rows = props.data.rankings;
  const meta: FreshnessMeta = props.data;
  const columns = RANKED_ROW_HEAD.length + 1 + props.head.length;
  return (
    <div className="flex flex-col gap-2">
      <FreshnessBadge meta={meta} />
      {props.note}
      <Table
        pickRows
        {...(props.detail ? { maxHeight: DETAIL_OPEN_MAX_HEIGHT } : { fill: true })}
        label={props.label}
        head={[...RANKED_ROW_HEAD, props.labelHead, ...props.head]}
      >
        {rows.length === 0 && props.empty ? (
          <tr>
            <td colSpan={columns} className="p-3 text-muted">
              {props.empty}
            </td>
          </tr>
        ) : null}
        {rows.map((r) => {
          const t = r.ticker ?? '?';
          return (
            <RankedRow
              key={t}
              ticker={t}
              rank={r.rank ?? null}
              direction={r.direction}
              directionBasis={props.labelBasis}
              selected={props.picked === t}
              pickLabel={props.pickLabel}
              onPick={props.onPick}
            >
              {props.cells(r)}
            </RankedRow>
          );
        })}
      </Table>
      {props.detail}
    </div>
  );
}
