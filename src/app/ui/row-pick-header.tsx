/**
 * The head cell of a table row that the trader picks to show its detail below the table (a reporter, an
 * ETF, an event series): a pressed button while the row is the one shown.
 */
import type { ReactElement, ReactNode } from 'react';

export function RowPickHeader(props: {
  selected: boolean;
  onPick: () => void;
  title?: string;
  /** What the row is called; `after` stands under it inside the cell. */
  children: ReactNode;
  after?: ReactNode;
}): ReactElement {
  return (
    <th scope="row" className="text-left font-medium">
      <button
        type="button"
        aria-pressed={props.selected}
        onClick={props.onPick}
        title={props.title}
        className="text-left underline decoration-dotted underline-offset-2"
      >
        {props.children}
      </button>
      {props.after}
    </th>
  );
}
