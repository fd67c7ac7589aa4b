/**
 * Fundamentals and corporate actions: the last four quarterly or annual statements side by side,
 * dividend history and stock splits. Money is USD as the service states it; EPS is USD per share.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readDividends, readSplits, readStatements, STATEMENT_LINES } from './profile-readers';
import { dividendHistory, financialStatements, splitHistory, type FinancialPeriod } from './queries';
import { SideScroll } from '../../ui/side-scroll';
import { DataTable } from '../../ui/data-table';
import { DIVIDEND_COLUMNS, SPLIT_COLUMNS, statementColumns } from './profile-columns';

const PERIODS: readonly FinancialPeriod[] = ['quarterly', 'annual'];

export function FinancialsPanel(props: { ticker: string }): ReactElement {
  const [period, setPeriod] = useState<FinancialPeriod>('quarterly');
  const query = useQuery(financialStatements(props.ticker, period));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} financial statements`}
      testId="profile-financials"
      query={query}
      label="financial statements"
      read={readStatements}
      empty="No statements in the answer."
      controls={
        <div role="group" aria-label="Statement period" className="flex gap-1 text-xs">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={`rounded px-2 py-0.5 ${period === p ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
            >
              {p}
            </button>
          ))}
        </div>
      }
    >
      {(periods, d) => {
        const currency = d.currency ?? 'USD';
        return (
          <SideScroll label={`Financial statements (${period})`}>
            <DataTable
              id="profile-statements"
              label={`Financial statements (${period})`}
              columns={statementColumns(periods, currency)}
              rows={STATEMENT_LINES}
              rowKey={([key]) => key}
              size="xs"
            />
          </SideScroll>
        );
      }}
    </ProfileRowsPanel>
  );
}

export function DividendsPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(dividendHistory(props.ticker));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} dividends`}
      testId="profile-dividends"
      query={query}
      label="dividends"
      read={readDividends}
      empty="No dividends on record."
    >
      {(rows) => (
        <DataTable
          id="profile-dividends"
          label="Dividend history"
          columns={DIVIDEND_COLUMNS}
          rows={rows}
          rowKey={(r, i) => `${r.exDate ?? ''}-${i}`}
          size="xs"
        />
      )}
    </ProfileRowsPanel>
  );
}

export function SplitsPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(splitHistory(props.ticker));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} stock splits`}
      testId="profile-splits"
      query={query}
      label="splits"
      read={readSplits}
      empty="No stock splits on record."
    >
      {(rows) => (
        <DataTable
          id="profile-splits"
          label="Stock splits"
          columns={SPLIT_COLUMNS}
          rows={rows}
          rowKey={(r, i) => `${r.date ?? ''}-${i}`}
          size="xs"
        />
      )}
    </ProfileRowsPanel>
  );
}
