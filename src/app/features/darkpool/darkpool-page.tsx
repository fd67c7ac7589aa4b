/**
 * Dark pool of one ticker (/darkpool/:ticker; `?date=` picks a session, latest when absent): the
 * time × price profile, the summary and blocks, prints, the pressure curve and print levels, then the
 * market panel (ranking, sectors with drill-down, rotation, recent notable prints and alerts).
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { endpointQuery } from '../../data/endpoint-query';
import { PROXY_NOTE } from './darkpool-format';
import { readSessions } from './darkpool-readers';
import { RankingPanel, RecentPanel, RotationPanel, SectorsPanel } from './market-panels';
import { ProfilePanel } from './profile-panel';
import { PressurePanel, PrintLevelsPanel, PrintsPanel, SummaryPanel } from './ticker-panels';

/** Keyed by the route's ticker, so following a link resets what the input shows. */
function TickerForm(props: { ticker: string; onGo: (ticker: string) => void }): ReactElement {
  const [value, setValue] = useState(props.ticker);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const t = value.trim().toUpperCase();
    if (/^[A-Z][A-Z0-9.]{0,9}$/.test(t)) props.onGo(t);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1 text-sm">
      <input
        aria-label="Ticker"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="w-20 rounded border border-line bg-raised px-1 py-0.5 uppercase"
      />
      <button type="submit" className="rounded border border-line px-2 py-0.5">
        Go
      </button>
    </form>
  );
}

export function DarkpoolPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
  const sessions = useQuery(endpointQuery('darkpool.sessions'));
  const days = sessions.data ? readSessions(sessions.data) : [];
  if (date && !days.includes(date)) days.unshift(date);
  // The latest session is still moving: poll it; a chosen past session is immutable.
  const poll = date === null;

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Dark pool — {ticker}</h1>
        <TickerForm
          key={ticker}
          ticker={ticker}
          onGo={(t) => navigate({ pathname: `/darkpool/${t}`, search: params.toString() })}
        />
        <label className="flex items-center gap-1 text-sm">
          <span className="text-muted">Session</span>
          <select
            aria-label="Dark-pool session"
            value={date ?? ''}
            onChange={(e) =>
              setParams((p) => {
                const next = new URLSearchParams(p);
                if (e.target.value === '') next.delete('date');
                else next.set('date', e.target.value);
                return next;
              })
            }
            className="rounded border border-line bg-raised px-1.5 py-0.5 font-mono text-xs"
          >
            <option value="">latest{days[0] ? ` (${days[0]})` : ''}</option>
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <span
          className="inline-flex items-center gap-1 rounded border border-warn/60 px-1.5 py-0.5 text-[11px] text-warn"
          data-testid="darkpool-delay"
        >
          ◷ ~15 min delayed (source licence)
        </span>
      </div>
      <p className="text-xs text-muted" data-testid="darkpool-proxy-note">
        {PROXY_NOTE}
      </p>
      <ProfilePanel ticker={ticker} date={date} poll={poll} />
      <div className="grid gap-3 xl:grid-cols-2">
        <SummaryPanel ticker={ticker} date={date} poll={poll} />
        <div className="flex flex-col gap-3">
          <PressurePanel ticker={ticker} date={date} poll={poll} />
          <PrintLevelsPanel ticker={ticker} />
        </div>
      </div>
      <PrintsPanel ticker={ticker} date={date} />
      <h2 className="mt-2 text-base font-semibold">Market</h2>
      <div className="grid gap-3 xl:grid-cols-2">
        <RankingPanel date={date} />
        <SectorsPanel date={date} />
      </div>
      <RotationPanel />
      <RecentPanel date={date} />
    </div>
  );
}
