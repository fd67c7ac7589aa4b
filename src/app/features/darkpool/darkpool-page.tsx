/**
 * Dark pool of one ticker (/darkpool/:ticker; `?date=` picks a session, latest when absent): the
 * time × price profile, the summary and blocks, prints, the pressure curve and print levels, then the
 * market panel (ranking, sectors with drill-down, rotation, recent notable prints and alerts).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSetSearchParam } from '../../data/search-param';
import { SessionSelect } from '../../layout/session-picker';
import { ServiceHealth } from '../../ui/service-health';
import { TickerPageHeader } from '../../ui/ticker-page-header';
import { PROXY_NOTE } from './darkpool-format';
import { readSessions } from './darkpool-readers';
import { RankingPanel, RecentPanel, RotationPanel, SectorsPanel } from './market-panels';
import { ProfilePanel } from './profile-panel';
import { darkpoolSessions } from './queries';
import { PressurePanel, PrintLevelsPanel, PrintsPanel, SummaryPanel } from './ticker-panels';

export function DarkpoolPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
  const sessions = useQuery(darkpoolSessions());
  const days = sessions.data ? readSessions(sessions.data) : [];

  return (
    <div className="flex flex-col gap-3 p-3">
      <TickerPageHeader title="Dark pool" ticker={ticker} route="darkpool">
        <SessionSelect
          ariaLabel="Dark-pool session"
          className="text-sm"
          value={date ?? ''}
          latest={{ value: '', text: `latest${days[0] ? ` (${days[0]})` : ''}` }}
          days={days}
          onChange={(v) => setParam('date', v === '' ? null : v)}
        />
        <span
          className="inline-flex items-center gap-1 rounded border border-warn/60 px-1.5 py-0.5 text-[11px] text-warn"
          data-testid="darkpool-delay"
        >
          ◷ ~15 min delayed (source licence)
        </span>
        <ServiceHealth id="darkpool.health" name="Dark pool" />
      </TickerPageHeader>
      <p className="text-xs text-muted" data-testid="darkpool-proxy-note">
        {PROXY_NOTE}
      </p>
      <ProfilePanel ticker={ticker} date={date} />
      <div className="grid gap-3 xl:grid-cols-2">
        <SummaryPanel ticker={ticker} date={date} />
        <div className="flex flex-col gap-3">
          <PressurePanel ticker={ticker} date={date} />
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
