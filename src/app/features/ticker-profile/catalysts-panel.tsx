/**
 * What is coming for the ticker: its next earnings reports with the options market's expected move.
 * The catalyst calendar and institutional holdings are named by the reference without a path or an MCP
 * tool (doors.ts): while that holds they are not asked for, and the panel says so instead.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { doorOf } from '../../../api/doors';
import { useCurrentSession } from '../../data/current-session';
import { readUpcomingReports } from './profile-readers';
import { ProfileRowsPanel } from './profile-rows-panel';
import { upcomingEarnings } from './queries';
import { DataTable } from '../../ui/data-table';
import { UPCOMING_REPORT_COLUMNS } from './profile-columns';

function unpublishedReason(id: 'catalysts.calendar' | 'institutional.ticker'): string | null {
  const door = doorOf({ id });
  return door.kind === 'none' ? door.reason : null;
}

const NO_CATALYSTS = unpublishedReason('catalysts.calendar');
const NO_HOLDINGS = unpublishedReason('institutional.ticker');

export function CatalystsPanel(props: { ticker: string }): ReactElement {
  const { session } = useCurrentSession();
  const query = useQuery(upcomingEarnings(props.ticker, session));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} upcoming catalysts`}
      testId="profile-catalysts"
      query={query}
      label="upcoming earnings"
      read={(d) => readUpcomingReports(d, props.ticker)}
      empty={<p className="py-2 text-sm text-muted">No earnings report scheduled in the next four months.</p>}
      footer={
        <ul className="mt-2 flex flex-col gap-1 text-[11px] text-muted" data-testid="profile-unpublished">
          {NO_CATALYSTS ? (
            <li title={NO_CATALYSTS}>
              Earnings only: the service publishes no catalyst calendar (no path or tool), so other events are not
              listed.
            </li>
          ) : null}
          {NO_HOLDINGS ? (
            <li title={NO_HOLDINGS}>Institutional holdings (13F): not published by the service (no path or tool).</li>
          ) : null}
        </ul>
      }
    >
      {(rows) => (
        <DataTable
          id="profile-upcoming"
          label="Upcoming earnings"
          columns={UPCOMING_REPORT_COLUMNS}
          rows={rows}
          rowKey={(r, i) => `${r.session ?? ''}-${i}`}
          size="xs"
        />
      )}
    </ProfileRowsPanel>
  );
}
