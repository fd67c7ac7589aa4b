/**
 * The economic calendar (/calendar; `?impact=`, `?event=` with `?time=`, and `?etf=` in the URL): the
 * releases with impact and ETF sensitivity, one series' actual versus consensus history, then the option
 * flow of SPY, QQQ, IWM and TLT with one ETF's detail and its flow session by session.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { ETF_FLOW_SYMBOLS } from '../../../api/sectors';
import { CalendarPanel } from './calendar-panel';
import { impactLevels, readCalendar, type EconomicEvent } from '../../data/economic-readings';
import { EtfDetailPanel, EtfFlowPanel, EtfSeriesPanel } from './etf-flow-panels';
import { EventHistoryPanel } from './event-history-panel';
import {
  economicCalendar,
  etfFlowDetail,
  etfFlowSeries,
  etfFlowSummary,
  eventHistory,
} from '../../data/economic-queries';

const TIME_RE = /^\d{1,2}:\d{2}$/;

export function EconomicPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const impact = params.get('impact')?.toLowerCase() || null;
  const etfParam = params.get('etf')?.toUpperCase() ?? '';
  const etf = ETF_FLOW_SYMBOLS.find((s) => s === etfParam) ?? ETF_FLOW_SYMBOLS[0];

  const calendar = useQuery(economicCalendar(impact));
  const events = useMemo(() => readCalendar(calendar.data), [calendar.data]);
  const levels = useMemo(() => impactLevels(calendar.data), [calendar.data]);
  // The series whose history is drawn: the URL's, else the calendar's first release.
  const eventName = params.get('event') || events[0]?.name || null;
  const timeParam = params.get('time');
  const time = params.get('event')
    ? timeParam && TIME_RE.test(timeParam)
      ? timeParam
      : null
    : (events[0]?.time ?? null);
  const history = useQuery({ ...eventHistory(eventName ?? '', time), enabled: eventName !== null });

  const flow = useQuery(etfFlowSummary());
  const detail = useQuery(etfFlowDetail(etf));
  const series = useQuery(etfFlowSeries(etf));

  const update = (change: (p: URLSearchParams) => void): void =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      change(next);
      return next;
    });
  const selectEvent = (e: EconomicEvent): void =>
    update((p) => {
      p.set('event', e.name);
      if (e.time) p.set('time', e.time);
      else p.delete('time');
    });

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Economic calendar</h1>
        <div role="group" aria-label="Impact" className="flex gap-1 text-sm">
          {[null, ...levels].map((level) => (
            <button
              key={level ?? 'all'}
              type="button"
              aria-pressed={impact === level}
              onClick={() => update((p) => (level === null ? p.delete('impact') : p.set('impact', level)))}
              className={`rounded px-2 py-0.5 ${impact === level ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
            >
              {level ?? 'all impacts'}
            </button>
          ))}
        </div>
      </div>
      <CalendarPanel query={calendar} impact={impact} selected={eventName} onSelect={selectEvent} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {eventName !== null ? <EventHistoryPanel eventName={eventName} time={time} query={history} /> : null}
        <EtfFlowPanel query={flow} selected={etf} onSelect={(s) => update((p) => p.set('etf', s))} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <EtfDetailPanel symbol={etf} query={detail} />
        <EtfSeriesPanel symbol={etf} query={series} />
      </div>
    </div>
  );
}
