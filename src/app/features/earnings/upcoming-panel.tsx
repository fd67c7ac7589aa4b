/** Who reports next (earnings.calendar): date, time and the figures the market expects; a ticker opens its profile. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { scheduleWindow } from '../../data/schedule-meta';
import { formatIv, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { ScrollTable } from '../../ui/scroll-table';
import { ScheduleFreshness } from '../../ui/schedule-freshness';
import { readUpcoming, type CalendarAnswer } from './earnings-readings';
import { ivMoveText, releaseText } from './reporters-panel';

export function UpcomingPanel(props: { query: UseQueryResult<CalendarAnswer> }): ReactElement {
  const d = props.query.data;
  const window = scheduleWindow(d);
  return (
    <ChartPanel
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
            <ScrollTable
              label="Upcoming earnings"
              height="max-h-96"
              boxLabel="Upcoming earnings, scrollable"
              head={
                <>
                  <th className="text-left font-normal">Session</th>
                  <th className="text-left font-normal">Release (ET)</th>
                  <th className="text-left font-normal">Ticker</th>
                  <th className="text-left font-normal">Company</th>
                  <th className="num font-normal">EPS est.</th>
                  <th className="num font-normal">Revenue est.</th>
                  <th className="num font-normal">ATM IV</th>
                  <th
                    className="num font-normal"
                    title="One day of ATM implied volatility, not the straddle: the event premium is left out"
                  >
                    IV est. move (1 day)
                  </th>
                </>
              }
            >
              {rows.map((r) => (
                <tr key={`${r.session ?? ''}-${r.ticker}`} className="border-b border-line/50">
                  <td className="whitespace-nowrap">{r.session ?? MISSING}</td>
                  <td className="whitespace-nowrap">{releaseText(r)}</td>
                  <th scope="row" className="text-left font-medium">
                    <Link to={`/ticker/${r.ticker}`} className="underline decoration-dotted underline-offset-2">
                      {r.ticker}
                    </Link>
                  </th>
                  <td className="max-w-48 truncate text-muted">{r.name ?? MISSING}</td>
                  <td className="num">{formatPrice(r.epsEstimate)}</td>
                  <td className="num">{formatMoney(r.revenueEstimate)}</td>
                  <td className="num">{formatIv(r.atmIv)}</td>
                  <td className="num">{ivMoveText(r.expectedMovePct)}</td>
                </tr>
              ))}
            </ScrollTable>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
