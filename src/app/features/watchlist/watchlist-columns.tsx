/**
 * The columns of a watchlist's table, shared by the real-time list and the local ones: the list position,
 * the symbol (linked to its GEX page), Last, Chg and Feed ("—" where nothing was observed, a skeleton while
 * asked), then the row's own controls. The CSV has the raw price, the change as a fraction and the feed.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPercentChange, formatPrice, MISSING, toneClassOf } from '../../ui/format';
import { Skeleton } from '../../ui/skeleton';
import type { TableColumn } from '../../ui/table-columns';
import type { WatchlistQuote } from './watchlist-quote';

export interface WatchlistRow {
  /** Place in the list, from 0. */
  readonly index: number;
  readonly ticker: string;
  readonly quote: WatchlistQuote;
  readonly loading: boolean;
  /** Why the quote failed, or null. */
  readonly failed: string | null;
}

function lastCell(r: WatchlistRow): ReactNode {
  const q = r.quote;
  if (q.last === null) {
    if (r.failed)
      return (
        <span className="text-down" title={r.failed}>
          ✕
        </span>
      );
    return r.loading ? <Skeleton /> : MISSING;
  }
  return (
    <>
      {formatPrice(q.last)}
      {q.source === 'snapshot' ? (
        <span className="ml-1 text-xs text-muted" title="The chain snapshot's spot, until the quote answers">
          snap
        </span>
      ) : null}
    </>
  );
}

function feedText(r: WatchlistRow): string | null {
  const q = r.quote;
  if (q.last === null) return r.failed ? 'quote failed' : r.loading ? 'loading…' : 'no quote';
  if (q.realtime === true) return 'real-time';
  if (q.realtime === false) return `delayed${q.delaySeconds ? ` ${Math.round(q.delaySeconds / 60)} min` : ''}`;
  return null;
}

function feedCell(r: WatchlistRow): ReactNode {
  const q = r.quote;
  const text = feedText(r);
  if (q.last === null) return <span className="text-muted">{text}</span>;
  return (
    <>
      {q.realtime === true ? (
        <span className="text-up">● {text}</span>
      ) : q.realtime === false ? (
        <span className="text-warn">◷ {text}</span>
      ) : (
        <span className="text-muted">{MISSING}</span>
      )}
      {q.source === 'stream' ? <span className="ml-1 text-muted">· stream</span> : null}
    </>
  );
}

export function watchlistColumns(options: {
  /** A drag handle before the symbol (the real-time list reorders by dragging). */
  handle?: boolean;
  /** The row's controls (move, remove). */
  actions: (r: WatchlistRow) => ReactNode;
}): TableColumn<WatchlistRow>[] {
  return [
    { id: 'position', header: '#', kind: 'number', value: (r) => r.index + 1, className: 'text-muted' },
    {
      id: 'ticker',
      header: 'Symbol',
      kind: 'text',
      value: (r) => r.ticker,
      className: 'font-mono font-semibold',
      cell: (r) => (
        <>
          {options.handle ? (
            <span className="mr-1 cursor-grab text-muted" aria-hidden>
              ⋮⋮
            </span>
          ) : null}
          <Link to={`/gex/${r.ticker}`} className="hover:underline">
            {r.ticker}
          </Link>
        </>
      ),
    },
    {
      id: 'last',
      header: 'Last',
      kind: 'number',
      value: (r) => r.quote.last,
      cell: lastCell,
      cellProps: (r) => ({
        'data-testid': r.quote.last === null ? undefined : 'watchlist-last',
        'data-source': r.quote.source ?? undefined,
      }),
    },
    {
      id: 'change',
      header: 'Chg',
      csvHeader: 'change (fraction)',
      kind: 'number',
      value: (r) => r.quote.changePct,
      cell: (r) => formatPercentChange(r.quote.changePct, 2),
      className: (r) => (r.quote.changePct === null ? '' : toneClassOf(formatPercentChange(r.quote.changePct, 2))),
      cellProps: (r) => ({ 'data-testid': r.quote.last === null ? undefined : 'watchlist-change' }),
    },
    {
      id: 'feed',
      header: 'Feed',
      kind: 'text',
      value: feedText,
      cell: feedCell,
      className: 'text-xs',
      cellProps: (r) => ({ 'data-testid': r.quote.last === null ? undefined : 'watchlist-feed' }),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      kind: 'text',
      value: () => null,
      cell: options.actions,
      sortable: false,
      csv: false,
      align: 'right',
      className: 'whitespace-nowrap',
    },
  ];
}
