/**
 * The economic calendar: each release with its impact, actual versus consensus and the ETFs it moves
 * (sensitivity and the typical absolute move on past releases). An event's name opens its history.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { scheduleWindow } from '../../data/schedule-meta';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { ScheduleFreshness } from '../../ui/schedule-freshness';
import { readCalendar, type EconomicEvent } from '../../data/economic-readings';
import { calendarColumns } from './calendar-columns';

export function CalendarPanel(props: {
  query: UseQueryResult<AnswerFor<'economic.calendar'>>;
  impact: string | null;
  selected: string | null;
  onSelect: (e: EconomicEvent) => void;
}): ReactElement {
  const d = props.query.data;
  const window = scheduleWindow(d);
  const { selected, onSelect } = props;
  const columns = useMemo(() => calendarColumns({ selected, onSelect }), [selected, onSelect]);
  return (
    <Panel
      title="Economic calendar"
      testId="economic-calendar"
      badges={<ScheduleFreshness data={d} />}
      note={
        <>
          {window ? `Releases ${window}` : 'Releases'}
          {props.impact ? `, ${props.impact} impact only` : ''}; times are US Eastern. ETF sensitivity: the
          service&apos;s weight, then the ETF&apos;s mean absolute move on the series&apos; past releases. A
          calendar&apos;s &quot;as of&quot; is when the service assembled it.
        </>
      }
    >
      <QueryState query={props.query} label="economic calendar">
        {(data) => {
          const rows = readCalendar(data);
          if (rows.length === 0)
            return (
              <p className="py-4 text-sm text-muted">
                No releases in the window{props.impact ? ' at this impact' : ''}.
              </p>
            );
          return (
            <DataTable
              id="economic-events"
              label="Economic events"
              columns={columns}
              rows={rows}
              rowKey={(e) => e.id}
              isRowSelected={(e) => props.selected === e.name}
              onRowActivate={props.onSelect}
              rowClassName={() => 'align-top'}
              height="max-h-[32rem]"
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}
