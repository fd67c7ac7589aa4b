/**
 * A picked ticker's directional score session by session (`directional.history`): the score as a line
 * (a session without orders is a gap), the sessions as a table, and the answer's freshness.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { LineChart } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { DataTable } from '../../ui/data-table';
import { formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DIRECTIONAL_HISTORY_COLUMNS } from './detail-columns';
import { DetailPanel } from './detail-panel';
import { readDirectionalHistory, type DirectionalHistory as History } from './directional-history-model';
import { DIRECTIONAL_HISTORY_SESSIONS, directionalHistory } from './queries';

/** The newest session on top, under the chart that runs oldest to newest. */
const NEWEST_FIRST = { column: 'session', dir: 'desc' } as const;

const dateOf = (x: number): string => new Date(x).toISOString().slice(0, 10);

function HistoryChart(props: { ticker: string; history: History }): ReactElement {
  const series = useMemo<LineSeries[]>(
    () => [
      {
        id: 'directional_score',
        label: 'directional score (signed $)',
        color: 'var(--app-accent)',
        showPoints: true,
        points: props.history.points.map((p) => ({ x: p.x, y: p.directionalScore })),
      },
    ],
    [props.history],
  );
  return (
    <LineChart
      series={series}
      label={`${props.ticker} directional score by session`}
      xLabel="session"
      yLabel="directional score $"
      formatX={dateOf}
      formatTick={(x) => dateOf(x).slice(5)}
      formatY={(y) => formatMoney(y, { signed: true })}
      zeroLine
      height={200}
    />
  );
}

export function DirectionalHistory(props: { ticker: string; onClose: () => void }): ReactElement {
  const q = useQuery(directionalHistory(props.ticker));
  return (
    <DetailPanel
      label={`Directional history ${props.ticker}`}
      testId="directional-history"
      title={`${props.ticker} directional score, last ${DIRECTIONAL_HISTORY_SESSIONS} sessions`}
      onClose={props.onClose}
      compact
    >
      <QueryState query={q} label={`${props.ticker} directional history`} height="h-64">
        {(data) => {
          const history = readDirectionalHistory(data);
          if (history.points.length === 0) return <p className="text-muted">No session of directional history.</p>;
          return (
            <>
              <FreshnessBadge
                meta={{ as_of: history.computedAt, basis: { calibration: history.calibration } }}
                ticker={props.ticker}
              />
              <HistoryChart ticker={props.ticker} history={history} />
              <DataTable
                id="directional-history"
                label={`${props.ticker} directional history`}
                columns={DIRECTIONAL_HISTORY_COLUMNS}
                rows={history.points}
                rowKey={(p) => p.session}
                defaultSort={NEWEST_FIRST}
                maxHeight="40vh"
                size="xs"
                nowrap
                className="rounded border border-line bg-panel"
              />
            </>
          );
        }}
      </QueryState>
    </DetailPanel>
  );
}
