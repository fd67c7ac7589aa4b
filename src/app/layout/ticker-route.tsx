/**
 * The gate of every page about one ticker (`/<page>/:ticker`): a ticker that cannot be one gets one
 * clear message and no request; a lower-case one becomes the one upper-case URL (one spelling in the
 * address bar and in the query cache). Behind it a page reads a valid, upper-case `:ticker`.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { parseTicker } from '../../api/ticker';

export function TickerRoute(props: { readonly children: ReactNode }): ReactElement {
  const raw = useParams().ticker ?? '';
  const { pathname, search } = useLocation();
  const ticker = parseTicker(raw);
  if (ticker === null) {
    const page = pathname.split('/')[1] ?? '';
    return (
      <div className="p-3">
        <p role="alert" className="rounded border border-warn/60 p-3 text-sm" data-testid="invalid-ticker">
          “{raw}” is not a ticker: a ticker is a letter followed by up to nine letters, digits or dots (for example AAPL
          or BRK.B). Nothing was requested. Try{' '}
          <Link to={`/${page}/SPY`} className="underline">
            SPY
          </Link>
          .
        </p>
      </div>
    );
  }
  if (raw !== ticker) {
    const segments = pathname.split('/');
    segments[2] = encodeURIComponent(ticker);
    return <Navigate replace to={{ pathname: segments.join('/'), search }} />;
  }
  return <>{props.children}</>;
}
