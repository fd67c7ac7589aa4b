/**
 * Month-by-month seasonality: the average and median monthly return over the years covered, with how
 * often the month closed up and its best and worst year. `n` is years observed, not days; a month with
 * few years says little, so `n` sits beside every figure.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { DivergingBarChart, type BarSeries } from '../../charts/diverging-bar-chart';
import { formatCount, formatPercentChange, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { readSeasonality, type Seasonality } from './profile-readers';
import { monthlySeasonality } from './queries';
import { DataTable } from '../../ui/data-table';
import { SEASONALITY_COLUMNS } from './profile-columns';

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
        <DataTable
          id="profile-seasonality"
          label="Seasonality by month"
          columns={SEASONALITY_COLUMNS}
          rows={s.months}
          rowKey={(m) => m.month}
          size="xs"
        />
      </div>
    </>
  );
}

export function SeasonalityPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(monthlySeasonality(props.ticker));
  const s = useMemo(() => (query.data ? readSeasonality(query.data) : null), [query.data]);
  return (
    <Panel
      title={`${props.ticker} seasonality — return by calendar month`}
      testId="profile-seasonality"
      badges={query.data ? <PanelFreshness data={query.data} /> : null}
    >
      <QueryState query={query} label="seasonality">
        {() => (s ? <SeasonalityBody ticker={props.ticker} s={s} /> : null)}
      </QueryState>
    </Panel>
  );
}
