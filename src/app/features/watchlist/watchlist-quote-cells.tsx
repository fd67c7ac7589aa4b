/** A watchlist row's Last, Chg and Feed cells: "—" where nothing was observed, a skeleton while asked. */
import type { ReactElement } from 'react';
import { formatPercentChange, formatPrice, toneClassOf } from '../../ui/format';
import { Skeleton } from '../../ui/skeleton';
import type { WatchlistQuote } from './watchlist-quote';

export function QuoteCells(props: { quote: WatchlistQuote; loading: boolean; failed: string | null }): ReactElement {
  const q = props.quote;
  if (q.last === null) {
    return (
      <>
        <td className="num px-2">
          {props.failed ? (
            <span className="text-down" title={props.failed}>
              ✕
            </span>
          ) : props.loading ? (
            <Skeleton />
          ) : (
            '—'
          )}
        </td>
        <td className="num px-2">—</td>
        <td className="px-2 text-xs text-muted">
          {props.failed ? 'quote failed' : props.loading ? 'loading…' : 'no quote'}
        </td>
      </>
    );
  }
  return (
    <>
      <td className="num px-2" data-source={q.source} data-testid="watchlist-last">
        {formatPrice(q.last)}
        {q.source === 'snapshot' ? (
          <span className="ml-1 text-xs text-muted" title="The chain snapshot's spot, until the quote answers">
            snap
          </span>
        ) : null}
      </td>
      <td
        className={`num px-2 ${q.changePct === null ? '' : toneClassOf(formatPercentChange(q.changePct, 2))}`}
        data-testid="watchlist-change"
      >
        {formatPercentChange(q.changePct, 2)}
      </td>
      <td className="px-2 text-xs" data-testid="watchlist-feed">
        {q.realtime === true ? (
          <span className="text-up">● real-time</span>
        ) : q.realtime === false ? (
          <span className="text-warn">◷ delayed{q.delaySeconds ? ` ${Math.round(q.delaySeconds / 60)} min` : ''}</span>
        ) : (
          <span className="text-muted">—</span>
        )}
        {q.source === 'stream' ? <span className="ml-1 text-muted">· stream</span> : null}
      </td>
    </>
  );
}
