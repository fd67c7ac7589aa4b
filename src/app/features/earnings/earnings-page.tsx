/**
 * Earnings (/earnings; `?session=` and `?ticker=` in the URL): the session's reporters (today's when no
 * session is named), one reporter's orders, greeks, scatter and abnormal trades, and who reports next.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { parseTicker } from '../../../api/ticker';
import { useCurrentSession } from '../../data/current-session';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { readEarningsSessions, readReporters } from './earnings-readings';
import { earningsSessions, reportersOf, reporterDetail, upcomingReporters } from './queries';
import { ReporterDetail } from './reporter-detail';
import { ReportersPanel } from './reporters-panel';
import { UpcomingPanel } from './upcoming-panel';

export function EarningsPage(): ReactElement {
  const [session] = useSessionParam();
  const [params, setParams] = useSearchParams();
  const current = useCurrentSession();
  const reporters = useQuery(reportersOf(session, current.session));
  const sessions = useQuery(earningsSessions());
  const upcoming = useQuery(upcomingReporters());

  const rows = useMemo(() => readReporters(reporters.data), [reporters.data]);
  const sessionList = useMemo(() => readEarningsSessions(sessions.data), [sessions.data]);
  // The session the reporters answer is for: `current` resolves to a date only in the answer.
  const answered = reporters.data?.session ?? (session === CURRENT ? null : session);
  const ticker = parseTicker(params.get('ticker') ?? '') ?? rows[0]?.ticker ?? null;
  const detail = useQuery({
    ...reporterDetail(answered ?? current.session, ticker ?? 'SPY', current.session),
    enabled: answered !== null && ticker !== null,
  });

  const selectTicker = (t: string): void =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('ticker', t);
      return next;
    });
  const selectSession = (s: string): void => {
    // A reporter of one session is rarely one of another's: the detail follows the new list.
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('ticker');
      if (s === CURRENT) next.delete('session');
      else next.set('session', s);
      return next;
    });
  };

  const listed = sessionList.some((s) => s.session === session);
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Earnings{answered ? ` — ${answered}` : ''}</h1>
        <label className="flex items-center gap-1 text-sm text-muted">
          Session
          <select
            aria-label="Session"
            value={session}
            onChange={(e) => selectSession(e.target.value)}
            className="rounded border border-line bg-raised px-1 py-0.5 text-fg"
          >
            <option value={CURRENT}>today (latest with data)</option>
            {session !== CURRENT && !listed ? <option value={session}>{session}</option> : null}
            {sessionList.map((s) => (
              <option key={s.session} value={s.session}>
                {s.session}
                {s.tickersCount === null ? '' : ` · ${s.tickersCount} reporters`}
                {s.finality === 'provisional' ? ' · provisional' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportersPanel
        title={session === CURRENT ? "Today's reporters" : `Reporters on ${session}`}
        query={reporters}
        selected={ticker}
        onSelect={selectTicker}
      />
      {ticker !== null && answered !== null ? <ReporterDetail ticker={ticker} query={detail} /> : null}
      <UpcomingPanel query={upcoming} />
    </div>
  );
}
