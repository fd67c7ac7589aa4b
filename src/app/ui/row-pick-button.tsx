/**
 * What a table row is called, as a button the trader presses to show that row's detail below the table
 * (a reporter, an ETF, an event series): pressed while the row is the one shown. It sits in the row's
 * header cell (a `rowHeader` column of DataTable).
 */
import type { ReactElement, ReactNode } from 'react';

export function RowPickButton(props: {
  selected: boolean;
  onPick: () => void;
  title?: string;
  /** What the row is called; `after` stands under it inside the cell. */
  children: ReactNode;
  after?: ReactNode;
}): ReactElement {
  return (
    <>
      <button
        type="button"
        aria-pressed={props.selected}
        onClick={props.onPick}
        title={props.title}
        className="text-left font-medium underline decoration-dotted underline-offset-2"
      >
        {props.children}
      </button>
      {props.after}
    </>
  );
}
