/**
 * Dark pool of one ticker (/darkpool/:ticker; `?date=` picks a session, latest when absent): the
 * time × price profile, the summary and blocks, prints, the pressure curve and print levels, then the
 * market panel (ranking, sectors with drill-down, NBBO-location pressure, blocks with filters,
 * rotation, recent notable prints and alerts). Before today's first prints, "latest" shows the last
 * session with data and says so (page-session.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSetSearchParam } from '../../data/search-param';
import { SessionSelect } from '../../layout/session-picker';
import { ServiceHealth } from '../../ui/service-health';
import { PanelSkeleton } from '../../ui/skeleton';
import { TickerPageHeader } from '../../ui/ticker-page-header';
import { PROXY_NOTE } from './darkpool-format';
import { readSessions } from './darkpool-readers';
import { MarketBlocksPanel } from './market-blocks-panel';
import { RankingPanel, RecentPanel, RotationPanel } from './market-panels';
import { MarketPressurePanel } from './market-pressure-panel';
import { usePageSession } from './page-session';
import { ProfilePanel } from './profile-panel';
import { darkpoolSessions } from './queries';
import { SectorsPanel } from './sectors-panel';
import { PressurePanel, PrintLevelsPanel, PrintsPanel, SummaryPanel } from './ticker-panels';

function Panels(props: { ticker: string; date: string | null }): ReactElement {
  const { ticker, date } = props;
  return (
    <>
      <ProfilePanel ticker={ticker} date={date} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <SummaryPanel ticker={ticker} date={date} />
        <div className="flex flex-col gap-3">
          <PressurePanel ticker={ticker} date={date} />
          <PrintLevelsPanel ticker={ticker} />
        </div>
      </div>
      <PrintsPanel ticker={ticker} date={date} />
      <h2 className="mt-2 text-base font-semibold">Market</h2>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <RankingPanel date={date} />
        <SectorsPanel date={date} />
      </div>
      <MarketPressurePanel date={date} />
      <MarketBlocksPanel date={date} />
      <RotationPanel />
      <RecentPanel date={date} />
    </>
  );
}

export function DarkpoolPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const rawDate = params.get('date');
  const urlDate = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
  const sessions = useQuery(darkpoolSessions());
  const days = sessions.data ? readSessions(sessions.data) : [];
  const shown = usePageSession(urlDate, days, sessions.isSuccess || sessions.isError);

  return (
    <div className="flex flex-col gap-3 p-3">
      <TickerPageHeader title="Dark pool" ticker={ticker} route="darkpool">
        <SessionSelect
          ariaLabel="Dark-pool session"
          className="text-sm"
          value={urlDate ?? ''}
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
      {shown.emptyLatest !== null && shown.date !== null ? (
        <p
          role="status"
          className="rounded border border-warn/60 bg-warn/5 px-2 py-1 text-sm text-warn"
          data-testid="darkpool-fallback"
        >
          ◔ showing {shown.date} — today has no prints yet ({shown.emptyLatest}: the delayed feed&apos;s first prints
          arrive about 15 min after the open; the page moves to it then).
        </p>
      ) : null}
      {shown.settled ? (
        <Panels ticker={ticker} date={shown.date} />
      ) : (
        <PanelSkeleton label="Finding the latest dark-pool session with prints" height="h-96" />
      )}
    </div>
  );
}
