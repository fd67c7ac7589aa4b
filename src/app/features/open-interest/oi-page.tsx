/**
 * Open interest of one ticker (/oi/:ticker; the `dte` bucket in the URL): latest snapshot, change
 * between the two latest snapshots, per-strike change, the AM/PM timeseries, and market movers.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSetSearchParam } from '../../data/search-param';
import { ServiceHealth } from '../../ui/service-health';
import { HeaderChoices, TickerPageHeader } from '../../ui/ticker-page-header';
import { ChangePanel, ExpiryChangePanel } from './oi-change-tables';
import { MoversPanel } from './oi-movers-panel';
import { LatestPanel, StrikeChangePanel, TimeseriesPanel } from './oi-panels';
import { oiTimeseries } from '../../data/oi-timeseries';
import { OI_BUCKETS, oiChange, oiMovers, oiSnapshot, oiStrikeChange, type OiBucket } from './queries';

const BUCKET_NAMES: Record<OiBucket, string> = { all: 'all', lt8: '< 8 DTE', gte8: '≥ 8 DTE' };

export function OiPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const dte = OI_BUCKETS.find((b) => b === params.get('dte')) ?? 'all';

  const latest = useQuery(oiSnapshot(ticker));
  const change = useQuery(oiChange(ticker, dte));
  const strikes = useQuery(oiStrikeChange(ticker, dte));
  const series = useQuery(oiTimeseries(ticker, dte));
  // Market-wide movers cost the service a pass over every ticker: ask once this ticker's panels are in.
  const tickerDone = [latest, change, strikes, series].every((q) => q.isFetched);
  const movers = useQuery({ ...oiMovers(dte), enabled: tickerDone });

  return (
    <div className="flex flex-col gap-3 p-3">
      <TickerPageHeader title="Open interest" ticker={ticker} route="oi">
        <HeaderChoices
          label="DTE bucket"
          value={dte}
          options={OI_BUCKETS}
          names={BUCKET_NAMES}
          onChange={(b) => setParam('dte', b === 'all' ? null : b)}
        />
        <ServiceHealth id="oi.health" name="OI" />
      </TickerPageHeader>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <LatestPanel ticker={ticker} query={latest} />
        <ChangePanel ticker={ticker} query={change} strikes={strikes} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <StrikeChangePanel ticker={ticker} query={strikes} spot={latest.data?.spot ?? null} />
        <div className="flex flex-col gap-3">
          <TimeseriesPanel ticker={ticker} query={series} />
          <ExpiryChangePanel ticker={ticker} query={strikes} />
        </div>
      </div>
      <MoversPanel query={movers} dte={dte} />
    </div>
  );
}
