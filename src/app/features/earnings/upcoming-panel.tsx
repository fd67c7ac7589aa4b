/** Who reports next (earnings.calendar): date, time and the figures the market expects; a ticker opens its profile. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { asObj, pickStr } from '../../data/readers';
import { formatIv, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { readUpcoming, scheduleMeta } from './earnings-readings';
import { expectedMoveText, releaseText } from './reporters-panel';

export function UpcomingPanel(props: { query: UseQueryResult<unknown> }): ReactElement {
  const d = props.query.data;
  const o = asObj(d);
  const window = o ? `${pickStr(o, 'from') ?? MISSING} → ${pickStr(o, 'to') ?? MISSING}` : null;
  return (
    <ChartPanel
      title="Upcoming earnings"
      testId="earnings-upcoming"
      badges={d ? <FreshnessBadge meta={scheduleMeta(d) as FreshnessMeta} /> : null}
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
            <div className="max-h-96 overflow-auto" tabIndex={0} aria-label="Upcoming earnings, scrollable">
              <table className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5" aria-label="Upcoming earnings">
                <thead className="sticky top-0 bg-panel text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">Session</th>
                    <th className="text-left font-normal">Release (ET)</th>
                    <th className="text-left font-normal">Ticker</th>
                    <th className="text-left font-normal">Company</th>
                    <th className="num font-normal">EPS est.</th>
                    <th className="num font-normal">Revenue est.</th>
                    <th className="num font-normal">ATM IV</th>
                    <th className="num font-normal">Expected move</th>
                  </tr>
                </thead>
                <tbody>
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
                      <td className="num">{expectedMoveText(r.expectedMovePct)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
