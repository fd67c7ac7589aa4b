/** Volatility across names: batch ATM IV for the watchlist, and the ATM-IV(30d) movers versus the prior close. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AnswerFor } from '../../data/endpoint-query';
import { ChartPanel } from '../../charts/chart-panel';
import { formatIv, formatSigned, MISSING, toneClassOf, toneOfShown } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { TickerTable } from '../../ui/ticker-table';
import { AnswerFreshness } from './answer-freshness';
import { missingSymbols, readBatchAtm, readVolMovers } from './vol-readings';

export function BatchAtmPanel(props: {
  symbols: readonly string[];
  fromWatchlist: boolean;
  query: UseQueryResult<AnswerFor<'volatility.atm'>>;
}): ReactElement {
  return (
    <ChartPanel
      title="ATM IV (≈30d) — watchlist"
      badges={<AnswerFreshness query={props.query} />}
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
                route="/volatility"
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

/** An IV change in points with its arrow; a change that rounds to zero has neither arrow nor sign. */
function ivChangeText(change: number | null): string {
  if (change === null) return MISSING;
  const text = formatSigned(change * 100, 1);
  const tone = toneOfShown(text);
  return `${tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : ''}${text} pt`;
}

export function VolMoversPanel(props: { query: UseQueryResult<AnswerFor<'volatility.movers'>> }): ReactElement {
  return (
    <ChartPanel title="ATM-IV(30d) movers vs prior close" badges={<AnswerFreshness query={props.query} />}>
      <QueryState query={props.query} label="volatility movers">
        {(d) => {
          const rows = readVolMovers(d);
          return rows.length === 0 ? (
            <p className="text-sm text-muted">No movers in the answer.</p>
          ) : (
            <TickerTable
              route="/volatility"
              label="Volatility movers"
              head={['ATM IV', 'prior', 'change']}
              rows={rows}
              cells={(r) => (
                <>
                  <td className="num">{formatIv(r.current)}</td>
                  <td className="num">{formatIv(r.prior)}</td>
                  <td className={`num ${toneClassOf(formatSigned(r.change === null ? null : r.change * 100, 1))}`}>
                    {ivChangeText(r.change)}
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
