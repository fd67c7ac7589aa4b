/** Volatility across names: batch ATM IV for the watchlist, and the ATM-IV(30d) movers versus the prior close. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { formatIv, formatSigned, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { missingSymbols, readBatchAtm, readVolMovers } from './vol-readings';

type Q = UseQueryResult<unknown>;

/** Rows of tickers, each linked to its own volatility page, then the table's number columns. */
function TickerTable<R extends { readonly ticker: string }>(props: {
  label: string;
  head: readonly string[];
  rows: readonly R[];
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
              <Link className="underline decoration-dotted" to={`/volatility/${r.ticker}`}>
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

export function BatchAtmPanel(props: { symbols: readonly string[]; fromWatchlist: boolean; query: Q }): ReactElement {
  return (
    <ChartPanel
      title="ATM IV (≈30d) — watchlist"
      note={
        props.fromWatchlist
          ? 'One batch request for every watchlist symbol.'
          : 'The watchlist is empty: showing this ticker only.'
      }
    >
      <QueryState query={props.query} label="batch ATM IV">
        {(d) => {
          const rows = readBatchAtm(d);
          const missing = missingSymbols(props.symbols, rows);
          return (
            <>
              <TickerTable
                label="Batch ATM IV"
                head={['ATM IV', 'DTE']}
                rows={rows}
                cells={(r) => (
                  <>
                    <td className="num">{formatIv(r.atmIv)}</td>
                    <td className="num">{r.dte === null ? MISSING : `${Math.round(r.dte)}d`}</td>
                  </>
                )}
              />
              {missing.length > 0 ? (
                <p className="mt-1 text-xs text-muted">
                  Not in the vol index (omitted by the service): {missing.join(', ')}
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function VolMoversPanel(props: { query: Q }): ReactElement {
  return (
    <ChartPanel title="ATM-IV(30d) movers vs prior close">
      <QueryState query={props.query} label="volatility movers">
        {(d) => {
          const rows = readVolMovers(d);
          return rows.length === 0 ? (
            <p className="text-sm text-muted">No movers in the answer.</p>
          ) : (
            <TickerTable
              label="Volatility movers"
              head={['ATM IV', 'prior', 'change']}
              rows={rows}
              cells={(r) => (
                <>
                  <td className="num">{formatIv(r.current)}</td>
                  <td className="num">{formatIv(r.prior)}</td>
                  <td className={`num ${r.change === null ? '' : r.change >= 0 ? 'text-up' : 'text-down'}`}>
                    {r.change === null ? MISSING : `${r.change >= 0 ? '▲' : '▼'} ${formatSigned(r.change * 100, 1)} pt`}
                  </td>
                </>
              )}
            />
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
