/**
 * The economic calendar: each release with its impact, actual versus consensus and the ETFs it moves
 * (sensitivity and the typical absolute move on past releases). An event's name opens its history.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import { asObj, pickStr } from '../../data/readers';
import { formatCount, formatIv, formatRank, MISSING } from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { formatFigure, readCalendar, scheduleMeta, type EconomicEvent, type EtfSensitivity } from './economic-readings';

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
  query: UseQueryResult<unknown>;
  impact: string | null;
  selected: string | null;
  onSelect: (e: EconomicEvent) => void;
}): ReactElement {
  const d = props.query.data;
  const o = asObj(d);
  const window = o ? `${pickStr(o, 'from') ?? MISSING} → ${pickStr(o, 'to') ?? MISSING}` : null;
  return (
    <ChartPanel
      title="Economic calendar"
      testId="economic-calendar"
      badges={d ? <FreshnessBadge meta={scheduleMeta(d) as FreshnessMeta} /> : null}
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
            <div className="max-h-[32rem] overflow-auto" tabIndex={0} aria-label="Economic calendar, scrollable">
              <table className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5" aria-label="Economic events">
                <thead className="sticky top-0 bg-panel text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">Date</th>
                    <th className="text-left font-normal">Time (ET)</th>
                    <th className="text-left font-normal">Event</th>
                    <th className="text-left font-normal">Impact</th>
                    <th className="num font-normal">Actual</th>
                    <th className="num font-normal">Consensus</th>
                    <th className="num font-normal">Previous</th>
                    <th className="num font-normal">Surprise</th>
                    <th className="text-left font-normal">ETF sensitivity</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e) => {
                    const selected = props.selected === e.name;
                    const cls = e.surprise === null || e.surprise === 0 ? '' : e.surprise > 0 ? 'text-up' : 'text-down';
                    return (
                      <tr key={e.id} className={`border-b border-line/50 align-top ${selected ? 'bg-raised' : ''}`}>
                        <td className="whitespace-nowrap">{e.date ?? MISSING}</td>
                        <td className="whitespace-nowrap">{e.time ?? MISSING}</td>
                        <th scope="row" className="text-left font-medium">
                          <button
                            type="button"
                            aria-pressed={selected}
                            onClick={() => props.onSelect(e)}
                            title="Show this series' actual versus consensus history"
                            className="text-left underline decoration-dotted underline-offset-2"
                          >
                            {e.name}
                          </button>
                          {e.period ? <span className="block text-xs font-normal text-muted">{e.period}</span> : null}
                        </th>
                        <td className={`whitespace-nowrap ${IMPACT_CLASS[e.impact ?? ''] ?? 'text-muted'}`}>
                          <span aria-hidden="true">{IMPACT_MARK[e.impact ?? ''] ?? ''} </span>
                          {e.impact ?? MISSING}
                        </td>
                        <td className="num">{formatFigure(e.actual, e.unit)}</td>
                        <td className="num">{formatFigure(e.consensus, e.unit)}</td>
                        <td className="num">{formatFigure(e.previous, e.unit)}</td>
                        <td className={`num ${cls}`}>{formatFigure(e.surprise, surpriseUnit(e.unit), true)}</td>
                        <td>
                          <Sensitivity etfs={e.etfs} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
