/** A table's ticker column: the row's ticker, linked to its own page of the family (`${route}/${ticker}`). */
import { Link } from 'react-router';
import type { TableColumn } from './table-columns';

export function tickerColumn<R extends { readonly ticker: string }>(route: string): TableColumn<R> {
  return {
    id: 'ticker',
    header: 'ticker',
    kind: 'text',
    value: (r) => r.ticker,
    cell: (r) => (
      <Link className="underline decoration-dotted" to={`${route}/${r.ticker}`}>
        {r.ticker}
      </Link>
    ),
  };
}
