/** An event series' actual versus consensus over its past releases (economic.eventHistory), as a chart. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { LineChart } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import { formatCount, formatRank } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { ScheduleFreshness } from '../../ui/schedule-freshness';
import { surpriseUnit } from './calendar-columns';
import { formatFigure, readEventHistory } from '../../data/economic-readings';

const dateOf = (x: number): string => new Date(x).toISOString().slice(0, 10);

export function EventHistoryPanel(props: {
  eventName: string;
  time: string | null;
  query: UseQueryResult<AnswerFor<'economic.eventHistory'>>;
}): ReactElement {
  const history = useMemo(() => readEventHistory(props.query.data), [props.query.data]);
  const series = useMemo<LineSeries[]>(
    () => [
      {
        id: 'actual',
        label: 'actual',
        color: 'var(--app-accent)',
        showPoints: true,
        points: history.points.map((p) => ({ x: p.x, y: p.actual })),
      },
      {
        id: 'consensus',
        label: 'consensus',
        color: 'var(--app-muted)',
        dash: '5 3',
        showPoints: true,
        points: history.points.map((p) => ({ x: p.x, y: p.consensus })),
      },
    ],
    [history],
  );
  const d = props.query.data;
  const unit = history.unit;
  return (
    <Panel
      title={`${props.eventName}${props.time ? ` (${props.time} ET)` : ''}: actual versus consensus`}
      testId="economic-history"
      badges={<ScheduleFreshness data={d} />}
      note={
        d
          ? `${formatCount(history.n)} releases, ${history.from ?? '—'} → ${history.to ?? '—'}; beat rate ${formatRank(history.beatRate)} (share of releases above consensus).`
          : undefined
      }
    >
      <QueryState query={props.query} label="event history" height="h-64">
        {() =>
          history.points.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">No past releases of this series.</p>
          ) : (
            <LineChart
              series={series}
              label={`${props.eventName} actual versus consensus by release date`}
              xLabel="release date"
              yLabel={unit ? `value (${unit})` : 'value'}
              formatX={dateOf}
              formatTick={(x) => dateOf(x).slice(5)}
              formatY={(y) => formatFigure(y, unit)}
              describeX={(x) => {
                const p = history.points.find((q) => q.x === x);
                return p ? (
                  <span className="text-muted">surprise {formatFigure(p.surprise, surpriseUnit(unit), true)}</span>
                ) : null;
              }}
              height={240}
            />
          )
        }
      </QueryState>
    </Panel>
  );
}
