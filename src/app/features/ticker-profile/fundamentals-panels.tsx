/**
 * Fundamentals and corporate actions: the last four quarterly or annual statements side by side,
 * dividend history and stock splits. Money is USD as the service states it; EPS is USD per share.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { formatCount, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readDividends, readSplits, readStatements, STATEMENT_LINES } from './profile-readers';
import { dividendHistory, financialStatements, splitHistory, type FinancialPeriod } from './queries';
import { SideScroll } from '../../ui/side-scroll';

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
            <table className="w-full text-xs" aria-label={`Financial statements (${period})`}>
              <thead>
                <tr className="text-muted">
                  <th className="text-left font-normal">{currency}</th>
                  {periods.map((p) => (
                    <th key={p.label} className="num font-normal" title={`period end ${p.periodEnd ?? MISSING}`}>
                      {p.label}
                      <div className="text-[10px]">reported {p.reportDate ?? MISSING}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {STATEMENT_LINES.map(([key, label]) => (
                  <tr key={key} className="border-b border-line/50">
                    <th scope="row" className="py-0.5 text-left font-normal">
                      {label}
                    </th>
                    {periods.map((p) => (
                      <td key={p.label} className="num">
                        {key === 'eps' ? formatPrice(p.values[key]) : formatMoney(p.values[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
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
        <table className="w-full text-xs" aria-label="Dividend history">
          <thead>
            <tr className="text-muted">
              <th className="text-left font-normal">Ex-date</th>
              <th className="text-left font-normal">Pay date</th>
              <th className="num font-normal">Amount</th>
              <th className="num font-normal">Per year</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.exDate ?? ''}-${i}`} className="border-b border-line/50">
                <td>{r.exDate ?? MISSING}</td>
                <td>{r.payDate ?? MISSING}</td>
                <td className="num">
                  {r.amount === null ? MISSING : `${formatPrice(r.amount, 4)} ${r.currency ?? ''}`.trim()}
                </td>
                <td className="num">{formatCount(r.frequency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
        <table className="w-full text-xs" aria-label="Stock splits">
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.date ?? ''}-${i}`} className="border-b border-line/50">
                <td>{r.date ?? MISSING}</td>
                <td className="num">{r.ratio ?? MISSING}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProfileRowsPanel>
  );
}
