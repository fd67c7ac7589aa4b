/** Who reports next (earnings.calendar): date, time and the figures the market expects; a ticker opens its profile. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import { scheduleWindow } from '../../data/schedule-meta';
import { MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import type { EarningsEvent } from '../../data/earnings-event';
import { ScheduleFreshness } from '../../ui/schedule-freshness';
import { earningsEstimateColumns } from '../../ui/earnings-estimate-columns';
import { readUpcoming, type CalendarAnswer } from './earnings-readings';
import { releaseText } from './earnings-text';

const UPCOMING_COLUMNS: readonly TableColumn<EarningsEvent>[] = [
  { id: 'session', header: 'Session', kind: 'time', value: (r) => r.session, className: 'whitespace-nowrap' },
  {
    id: 'release',
    header: 'Release (ET)',
    csvHeader: 'Release',
    kind: 'time',
    value: (r) => r.releaseAt,
    cell: (r) => releaseText(r),
    className: 'whitespace-nowrap',
  },
  {
    id: 'ticker',
    header: 'Ticker',
    kind: 'text',
    rowHeader: true,
    value: (r) => r.ticker,
    className: 'font-medium',
    cell: (r) => (
      <Link to={`/ticker/${r.ticker}`} className="underline decoration-dotted underline-offset-2">
        {r.ticker}
      </Link>
    ),
  },
  {
    id: 'company',
    header: 'Company',
    kind: 'text',
    value: (r) => r.name,
    cell: (r) => r.name ?? MISSING,
    className: 'max-w-48 truncate text-muted',
  },
  ...earningsEstimateColumns<EarningsEvent>(),
];

export function UpcomingPanel(props: { query: UseQueryResult<CalendarAnswer> }): ReactElement {
  const d = props.query.data;
  const window = scheduleWindow(d);
  return (
    <Panel
      title="Upcoming earnings"
      testId="earnings-upcoming"
      badges={<ScheduleFreshness data={d} />}
      note={
        window
          ? `Reporters ${window}, soonest first; a calendar's "as of" is when the service assembled it.`
          : undefined
      }
    >
      <QueryState query={props.query} label="earnings calendar">
        {(data) => {
          const rows = readUpcoming(data);
          if (rows.length === 0) return <p className="py-4 text-sm text-muted">No reporters in the window.</p>;
          return (
            <DataTable
              id="upcoming-earnings"
              label="Upcoming earnings"
              columns={UPCOMING_COLUMNS}
              rows={rows}
              rowKey={(r) => `${r.session ?? ''}-${r.ticker}`}
              height="max-h-96"
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}
