/**
 * What is coming for the ticker: its next earnings reports with the options market's expected move.
 * The catalyst calendar and institutional holdings are named by the reference without a path or an MCP
 * tool (doors.ts): while that holds they are not asked for, and the panel says so instead.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { doorOf } from '../../../api/doors';
import { useCurrentSession } from '../../data/current-session';
import { formatIv, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { formatEtDateTime, formatShare } from './profile-format';
import { readUpcomingReports } from './profile-readers';
import { ProfileRowsPanel } from './profile-rows-panel';
import { upcomingEarnings } from './queries';

function unpublishedReason(id: 'catalysts.calendar' | 'institutional.ticker'): string | null {
  const door = doorOf({ id });
  return door.kind === 'none' ? door.reason : null;
}

const NO_CATALYSTS = unpublishedReason('catalysts.calendar');
const NO_HOLDINGS = unpublishedReason('institutional.ticker');

const TIME_TEXT: Readonly<Record<string, string>> = { bmo: 'before the open', amc: 'after the close' };

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
        <table className="w-full text-xs" aria-label="Upcoming earnings">
          <thead>
            <tr className="text-muted">
              <th className="text-left font-normal">Earnings</th>
              <th className="num pl-2 font-normal">EPS est.</th>
              <th className="num pl-2 font-normal">Revenue est.</th>
              <th className="num pl-2 font-normal" title="ATM implied volatility">
                ATM IV
              </th>
              <th className="num pl-2 font-normal" title="move priced by the options market">
                Exp. move
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.session ?? ''}-${i}`} className="border-b border-line/50">
                <td title={r.releaseAt ? formatEtDateTime(r.releaseAt) : undefined}>
                  {r.session ?? MISSING}{' '}
                  <span className="text-muted">
                    {r.time ? (TIME_TEXT[r.time] ?? r.time) : ''} {r.fiscalQuarter ?? ''}
                    {r.reported ? ' · reported' : ''}
                  </span>
                </td>
                <td className="num pl-2">{formatPrice(r.epsEstimate)}</td>
                <td className="num pl-2">{formatMoney(r.revenueEstimate)}</td>
                <td className="num pl-2">{formatIv(r.atmIv)}</td>
                <td className="num pl-2">
                  {r.expectedMovePct === null ? MISSING : `±${formatShare(r.expectedMovePct, 1)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProfileRowsPanel>
  );
}
