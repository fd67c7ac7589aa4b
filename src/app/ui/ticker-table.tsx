/** Rows of tickers, each linked to its own page of the family (`${route}/${ticker}`), then the table's number columns. */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

export function TickerTable<R extends { readonly ticker: string }>(props: {
  label: string;
  /** The family's page path before the ticker: `/volatility`, `/oi`. */
  route: string;
  head: readonly string[];
  rows: readonly R[];
  /** The row's number cells (`<td className="num">`), one per `head` entry. */
  cells: (row: R) => ReactNode;
}): ReactElement {
  return (
    <table className="w-full text-sm" aria-label={props.label}>
      <thead className="text-xs text-muted">
        <tr>
          <th className="text-left font-normal">ticker</th>
          {props.head.map((h) => (
            <th key={h} className="num font-normal">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.ticker} className="border-b border-line/50">
            <td>
              <Link className="underline decoration-dotted" to={`${props.route}/${r.ticker}`}>
                {r.ticker}
              </Link>
            </td>
            {props.cells(r)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
