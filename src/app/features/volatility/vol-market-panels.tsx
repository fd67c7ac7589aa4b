/** Volatility across names: batch ATM IV for the watchlist, and the ATM-IV(30d) movers versus the prior close. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AnswerFor } from '../../data/endpoint-query';
import { Panel } from '../../ui/panel';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { BATCH_ATM_COLUMNS, MOVER_COLUMNS } from './vol-columns';
import { AnswerFreshness } from './answer-freshness';
import { missingSymbols, readBatchAtm, readVolMovers } from './vol-readings';

export function BatchAtmPanel(props: {
  symbols: readonly string[];
  fromWatchlist: boolean;
  query: UseQueryResult<AnswerFor<'volatility.atm'>>;
}): ReactElement {
  return (
    <Panel
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
              <DataTable
                id="vol-batch-atm"
                label="Batch ATM IV"
                columns={BATCH_ATM_COLUMNS}
                rows={rows}
                rowKey={(r) => r.ticker}
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
    </Panel>
  );
}

export function VolMoversPanel(props: { query: UseQueryResult<AnswerFor<'volatility.movers'>> }): ReactElement {
  return (
    <Panel title="ATM-IV(30d) movers vs prior close" badges={<AnswerFreshness query={props.query} />}>
      <QueryState query={props.query} label="volatility movers">
        {(d) => {
          const rows = readVolMovers(d);
          return rows.length === 0 ? (
            <p className="text-sm text-muted">No movers in the answer.</p>
          ) : (
            <DataTable
              id="vol-movers"
              label="Volatility movers"
              columns={MOVER_COLUMNS}
              rows={rows}
              rowKey={(r) => r.ticker}
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}
