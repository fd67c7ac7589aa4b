/**
 * The economic calendar: each release with its impact, actual versus consensus and the ETFs it moves
 * (sensitivity and the typical absolute move on past releases). An event's name opens its history.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { scheduleWindow } from '../../data/schedule-meta';
import { formatCount, formatIv, formatRank, MISSING, toneClassOf } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { RowPickHeader } from '../../ui/row-pick-header';
import { ScrollTable } from '../../ui/scroll-table';
import { ScheduleFreshness } from '../../ui/schedule-freshness';
import { formatFigure, readCalendar, type EconomicEvent, type EtfSensitivity } from '../../data/economic-readings';

const IMPACT_MARK: Readonly<Record<string, string>> = { high: '●●●', medium: '●●○', low: '●○○' };
const IMPACT_CLASS: Readonly<Record<string, string>> = { high: 'text-down', medium: 'text-warn', low: 'text-muted' };

export function surpriseUnit(unit: string | null): string | null {
  // A surprise on a percent series is a difference of percents: percentage points.
  return unit === '%' ? 'pp' : unit;
}

function Sensitivity(props: { etfs: readonly EtfSensitivity[] }): ReactElement {
  if (props.etfs.length === 0) return <span className="text-muted">{MISSING}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {props.etfs.map((s) => (
        <li key={s.symbol} className="whitespace-nowrap tabular-nums">
          <span className="font-medium">{s.symbol}</span> {formatRank(s.sensitivity)}
          <span className="text-muted">
            {' '}
            · avg move ±{formatIv(s.avgAbsMovePct, 2)} (n {formatCount(s.n)})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CalendarPanel(props: {
  query: UseQueryResult<AnswerFor<'economic.calendar'>>;
  impact: string | null;
  selected: string | null;
  onSelect: (e: EconomicEvent) => void;
}): ReactElement {
  const d = props.query.data;
  const window = scheduleWindow(d);
  return (
    <ChartPanel
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
            <ScrollTable
              label="Economic events"
              height="max-h-[32rem]"
              boxLabel="Economic calendar, scrollable"
              head={
                <>
                  <th className="text-left font-normal">Date</th>
                  <th className="text-left font-normal">Time (ET)</th>
                  <th className="text-left font-normal">Event</th>
                  <th className="text-left font-normal">Impact</th>
                  <th className="num font-normal">Actual</th>
                  <th className="num font-normal">Consensus</th>
                  <th className="num font-normal">Previous</th>
                  <th className="num font-normal">Surprise</th>
                  <th className="text-left font-normal">ETF sensitivity</th>
                </>
              }
            >
              {rows.map((e) => {
                const selected = props.selected === e.name;
                const surprise = formatFigure(e.surprise, surpriseUnit(e.unit), true);
                return (
                  <tr key={e.id} className={`border-b border-line/50 align-top ${selected ? 'bg-raised' : ''}`}>
                    <td className="whitespace-nowrap">{e.date ?? MISSING}</td>
                    <td className="whitespace-nowrap">{e.time ?? MISSING}</td>
                    <RowPickHeader
                      selected={selected}
                      onPick={() => props.onSelect(e)}
                      title="Show this series' actual versus consensus history"
                      after={e.period ? <span className="block text-xs font-normal text-muted">{e.period}</span> : null}
                    >
                      {e.name}
                    </RowPickHeader>
                    <td className={`whitespace-nowrap ${IMPACT_CLASS[e.impact ?? ''] ?? 'text-muted'}`}>
                      <span aria-hidden="true">{IMPACT_MARK[e.impact ?? ''] ?? ''} </span>
                      {e.impact ?? MISSING}
                    </td>
                    <td className="num">{formatFigure(e.actual, e.unit)}</td>
                    <td className="num">{formatFigure(e.consensus, e.unit)}</td>
                    <td className="num">{formatFigure(e.previous, e.unit)}</td>
                    <td className={`num ${toneClassOf(surprise)}`}>{surprise}</td>
                    <td>
                      <Sensitivity etfs={e.etfs} />
                    </td>
                  </tr>
                );
              })}
            </ScrollTable>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
