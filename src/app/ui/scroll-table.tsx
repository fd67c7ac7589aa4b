/**
 * A table that scrolls inside a box of fixed height with its header kept in view: lists that can run to
 * hundreds of rows (orders, prints, calendars). The box takes keyboard focus so it scrolls without a mouse.
 */
import type { ReactElement, ReactNode } from 'react';

export function ScrollTable(props: {
  /** Accessible name of the table. */
  label: string;
  /** The box's height limit, a Tailwind class: `max-h-80`, `max-h-96`. */
  height: string;
  /** Accessible name of the scrolling box, when it should say it scrolls. */
  boxLabel?: string;
  /** Keep every cell on one line (times, figures). */
  nowrap?: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
}): ReactElement {
  return (
    <div className={`${props.height} overflow-auto`} tabIndex={0} aria-label={props.boxLabel}>
      <table
        className={`w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5${props.nowrap ? ' [&_td]:whitespace-nowrap' : ''}`}
        aria-label={props.label}
      >
        <thead className="sticky top-0 bg-panel text-xs text-muted">
          <tr>{props.head}</tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
