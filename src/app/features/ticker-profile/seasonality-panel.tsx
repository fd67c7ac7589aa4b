/**
 * Month-by-month seasonality: the average and median monthly return over the years covered, with how
 * often the month closed up and its best and worst year. `n` is years observed, not days; a month with
 * few years says little, so `n` sits beside every figure.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import { DivergingBarChart, type BarSeries } from '../../charts/diverging-bar-chart';
import { formatCount, formatPercentChange, MISSING, toneClassOf } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { formatShare } from './profile-format';
import { readSeasonality, type Seasonality } from './profile-readers';
import { monthlySeasonality } from './queries';

const SERIES: readonly BarSeries[] = [
  { id: 'avg', label: 'average return', color: 'var(--app-accent)' },
  { id: 'median', label: 'median return', color: 'var(--color-flip)' },
];

const pct = (v: number | null): string => formatPercentChange(v, 1);

function SeasonalityBody(props: { ticker: string; s: Seasonality }): ReactElement {
  const { s } = props;
  const rows = useMemo(
    () => s.months.map((m) => ({ key: String(m.month), label: m.label, values: [m.avgReturn, m.medianReturn] })),
    [s],
  );
  return (
    <>
      <p className="mb-1 text-xs text-muted">
        {s.from ?? MISSING} → {s.to ?? MISSING} · {formatCount(s.yearsCovered)} years covered
      </p>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <DivergingBarChart
          rows={rows}
          series={SERIES}
          formatValue={(v) => pct(v)}
          valueLabel="monthly return"
          label={`${props.ticker} average and median return by calendar month`}
        />
        <table className="w-full text-xs" aria-label="Seasonality by month">
          <thead>
            <tr className="text-muted">
              <th className="text-left font-normal">Month</th>
              <th className="num font-normal">n</th>
              <th className="num font-normal">avg</th>
              <th className="num font-normal">% up</th>
              <th className="num font-normal">best</th>
              <th className="num font-normal">worst</th>
            </tr>
          </thead>
          <tbody>
            {s.months.map((m) => (
              <tr key={m.month} className="border-b border-line/50">
                <th scope="row" className="py-0.5 text-left font-normal">
                  {m.label}
                </th>
                <td className="num">{formatCount(m.n)}</td>
                <td className={`num ${toneClassOf(pct(m.avgReturn))}`}>{pct(m.avgReturn)}</td>
                <td className="num">{formatShare(m.pctPositive)}</td>
                <td className="num">{pct(m.best)}</td>
                <td className="num">{pct(m.worst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function SeasonalityPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(monthlySeasonality(props.ticker));
  const s = useMemo(() => (query.data ? readSeasonality(query.data) : null), [query.data]);
  return (
    <ChartPanel
      title={`${props.ticker} seasonality — return by calendar month`}
      testId="profile-seasonality"
      badges={query.data ? <PanelFreshness data={query.data} /> : null}
    >
      <QueryState query={query} label="seasonality">
        {() => (s ? <SeasonalityBody ticker={props.ticker} s={s} /> : null)}
      </QueryState>
    </ChartPanel>
  );
}
