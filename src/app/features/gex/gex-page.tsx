/**
 * The GEX workspace of one ticker: price chart with key levels and the exposure profile on the same
 * price window, structural versus with-flow, and (by tab) the strike×expiry heatmap, intraday exposures
 * and the multi-session timeseries. Every view is a URL (ticker, session, dte_filter, tab, metric, levels).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DTE_FILTERS } from '../../../api/dte-filter';
import { recentSessions } from '../../../api/calendar';
import { exposureRows, METRIC_LABELS, METRIC_UNITS, type ExposureMetric } from '../../charts/exposure-rows';
import { GexProfile } from '../../charts/gex-profile';
import { PriceChartWithLevels } from '../../charts/price-chart-with-levels';
import { priceRange } from '../../charts/price-range';
import { heatmapCells, StrikeExpiryHeatmap } from '../../charts/strike-expiry-heatmap';
import { endpointQuery } from '../../data/endpoint-query';
import { isObj, readCandles, readLevels } from '../../data/readers';
import { useCurrentSession } from '../../data/current-session';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { useWatchlist } from '../../data/watchlist';
import { useTheme } from '../../layout/theme-store';
import { FreshnessBadge, useDegradedRetry, type FreshnessMeta } from '../../ui/freshness-badge';
import { ErrorPanel, QueryState, RetryingNotice } from '../../ui/query-state';
import { PanelSkeleton } from '../../ui/skeleton';
import { FlowComparison } from './flow-comparison';
import { readGexView, TABS, withGexView, type GexView } from './gex-url';
import { IntradayPanel } from './intraday-panel';
import { LevelsLegend } from './levels-legend';
import { TimeseriesPanel } from './timeseries-panel';

const CHART_HEIGHT = 420;
const TAB_LABELS = {
  heatmap: 'Strike × expiry',
  intraday: 'Intraday exposures',
  timeseries: 'Across sessions',
} as const;

function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  onChange: (v: T) => void;
}): ReactElement {
  return (
    <div
      role="radiogroup"
      aria-label={props.label}
      className="flex items-center gap-0.5 rounded border border-line p-0.5 text-xs"
    >
      <span className="px-1 text-muted">{props.label}</span>
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          role="radio"
          aria-checked={props.value === o}
          onClick={() => props.onChange(o)}
          className={`rounded px-1.5 py-0.5 ${props.value === o ? 'bg-accent text-bg' : 'text-muted hover:text-fg'}`}
        >
          {props.names?.[o] ?? o}
        </button>
      ))}
    </div>
  );
}

export function GexPage(): ReactElement {
  const ticker = (useParams().ticker ?? '').toUpperCase();
  const [params, setParams] = useSearchParams();
  const view = readGexView(params);
  const setView = useCallback((change: Partial<GexView>) => setParams((p) => withGexView(p, change)), [setParams]);
  const [sessionValue] = useSessionParam();
  const { session: current } = useCurrentSession();
  const session = sessionValue === CURRENT ? current : sessionValue;
  const theme = useTheme((s) => s.theme);
  const watchlist = useWatchlist();
  const [paneHeight, setPaneHeight] = useState(CHART_HEIGHT - 28);
  const opts = { currentSession: current, poll: true } as const;
  const base = { session, ticker, dte_filter: view.dte };

  const withFlowOptions = endpointQuery<unknown>('gex.withFlow', base, opts);
  const withFlow = useQuery(withFlowOptions);
  const exposure = useQuery(
    endpointQuery<unknown>('gex.greekExposure', { ...base, include_strike_expiry: false }, opts),
  );
  const candles = useQuery(endpointQuery<unknown>('quotes.candles', { ticker, session, interval: '5m' }, opts));
  const heatmap = useQuery({
    ...endpointQuery<unknown>('gex.greekExposure', { ...base, include_strike_expiry: true }, opts),
    enabled: view.tab === 'heatmap',
  });
  const intraday = useQuery({
    ...endpointQuery<unknown>('gex.intraday', { ...base, step_min: 5 }, opts),
    enabled: view.tab === 'intraday',
  });
  // The service's default window is short; the long one reaches back past the 2026-08-28 basis change.
  const [longWindow, setLongWindow] = useState(false);
  const timeseries = useQuery({
    ...endpointQuery<unknown>(
      'gex.timeseries',
      longWindow
        ? { ticker, dte_filter: view.dte, start: recentSessions(session, 70).at(-1), end: session }
        : { ticker, dte_filter: view.dte },
      opts,
    ),
    enabled: view.tab === 'timeseries',
  });
  useDegradedRetry(withFlowOptions.queryKey, isObj(withFlow.data) ? withFlow.data.degraded === true : false);

  const levels =
    readLevels(withFlow.data, view.basis === 'flow' ? 'key_levels' : 'key_levels_structural') ??
    readLevels(withFlow.data);
  const bars = useMemo(() => readCandles(candles.data), [candles.data]);
  const rows = useMemo(() => exposureRows(exposure.data, view.metric), [exposure.data, view.metric]);
  const range = useMemo(() => {
    const lvl = levels ? [levels.spot, levels.gamma_flip, levels.call_wall, levels.put_wall, levels.max_pain] : [];
    return priceRange([...lvl, ...bars.flatMap((b) => [b.low, b.high])]);
  }, [levels, bars]);
  const meta = (isObj(withFlow.data) ? withFlow.data : {}) as FreshnessMeta;
  const candleMeta = (isObj(candles.data) ? candles.data : {}) as FreshnessMeta;
  const exposureMeta = (isObj(exposure.data) ? exposure.data : {}) as FreshnessMeta;
  const onWatchlist = watchlist.data?.symbols.includes(ticker) ?? false;

  return (
    <div className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-lg font-semibold">{ticker}</h1>
        <span className="text-muted">
          GEX · {session}
          {sessionValue === CURRENT ? ' (current)' : ''}
        </span>
        {!onWatchlist && watchlist.data ? (
          <span className="text-xs text-warn">not on the watchlist: quotes are delayed</span>
        ) : null}
        <div className="ml-auto flex flex-wrap gap-2">
          <Segmented label="DTE" value={view.dte} options={DTE_FILTERS} onChange={(dte) => setView({ dte })} />
          <Segmented
            label="Levels"
            value={view.basis}
            options={['flow', 'structural'] as const}
            names={{ flow: 'with flow', structural: 'structural' }}
            onChange={(basis) => setView({ basis })}
          />
        </div>
      </div>

      <section aria-label="Price and GEX profile" className="rounded border border-line bg-panel p-2">
        <header className="mb-1 flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-semibold">
            {ticker} 5-min candles with {view.basis === 'flow' ? 'flow-inclusive' : 'structural'} levels · dte{' '}
            {view.dte}
          </h2>
          <FreshnessBadge meta={meta} ticker={ticker} />
          <div className="ml-auto">
            <Segmented
              label="Profile"
              value={view.metric}
              options={['gex', 'charm', 'vanna'] as readonly ExposureMetric[]}
              onChange={(metric) => setView({ metric })}
            />
          </div>
        </header>
        {withFlow.isPending && withFlow.failureCount > 0 ? (
          <RetryingNotice error={withFlow.failureReason} attempt={withFlow.failureCount} />
        ) : null}
        {withFlow.isError ? <ErrorPanel error={withFlow.error} onRetry={() => void withFlow.refetch()} /> : null}
        <div className="flex flex-col gap-2 lg:flex-row">
          <div className="min-w-0 flex-1">
            {candles.isError ? (
              <ErrorPanel error={candles.error} compact onRetry={() => void candles.refetch()} />
            ) : null}
            {candles.isPending && candles.failureCount > 0 ? (
              <RetryingNotice error={candles.failureReason} attempt={candles.failureCount} compact />
            ) : null}
            <PriceChartWithLevels
              candles={bars}
              levels={levels}
              range={range}
              height={CHART_HEIGHT}
              theme={theme}
              onPaneHeight={setPaneHeight}
            />
            <div className="mt-1 flex flex-wrap items-center gap-2 text-[11px] text-muted">
              <span>Price ($, ET); candles</span>
              <FreshnessBadge meta={candleMeta} ticker={ticker} />
            </div>
          </div>
          <div className="w-full lg:w-80">
            <QueryState query={exposure} label="exposure by strike" height="h-[420px]">
              {() =>
                range && rows.length > 0 ? (
                  <GexProfile
                    rows={rows}
                    metric={view.metric}
                    range={range}
                    spot={levels?.spot ?? null}
                    flip={levels?.gamma_flip ?? null}
                    height={CHART_HEIGHT}
                    paneHeight={paneHeight}
                    theme={theme}
                  />
                ) : range ? (
                  <p className="p-3 text-muted">No strikes with exposure in this DTE bucket.</p>
                ) : (
                  <PanelSkeleton label="Waiting for the price window" height="h-[420px]" />
                )
              }
            </QueryState>
            <p className="mt-1 text-[11px] text-muted">
              {METRIC_LABELS[view.metric]} by strike, {METRIC_UNITS[view.metric]}:{' '}
              <span className="text-up">■ calls</span> <span className="text-down">■ puts</span>{' '}
              <span className="text-fg">┃ net</span>; as of {exposureMeta.as_of ?? '—'}
            </p>
          </div>
        </div>
        <div className="mt-2 border-t border-line pt-2">
          <LevelsLegend levels={levels} basis={view.basis} />
        </div>
      </section>

      <div className="grid gap-3 lg:grid-cols-[20rem_1fr]">
        <section aria-label="Structural versus with flow" className="rounded border border-line bg-panel p-2">
          <h2 className="mb-1 text-sm font-semibold">Structural vs with flow</h2>
          {withFlow.data ? (
            <FlowComparison payload={withFlow.data} />
          ) : (
            <PanelSkeleton label="Loading comparison" height="h-32" />
          )}
        </section>
        <section aria-label="Exposure views" className="min-w-0 rounded border border-line bg-panel p-2">
          <div role="tablist" aria-label="Exposure views" className="mb-2 flex gap-1 text-xs">
            {TABS.map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={view.tab === t}
                onClick={() => setView({ tab: t })}
                className={`rounded px-2 py-1 ${view.tab === t ? 'bg-raised font-semibold' : 'text-muted hover:text-fg'}`}
              >
                {TAB_LABELS[t]}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {view.tab === 'heatmap' ? (
              <QueryState query={heatmap} label="strike × expiry grid" height="h-80">
                {(d) => (
                  <StrikeExpiryHeatmap
                    cells={heatmapCells(d, range?.lo ?? -Infinity, range?.hi ?? Infinity)}
                    height={340}
                    theme={theme}
                  />
                )}
              </QueryState>
            ) : view.tab === 'intraday' ? (
              <QueryState query={intraday} label="intraday exposures" height="h-52">
                {(d) => <IntradayPanel payload={d} />}
              </QueryState>
            ) : (
              <>
                <label className="mb-1 flex items-center gap-1 text-xs text-muted">
                  <input type="checkbox" checked={longWindow} onChange={(e) => setLongWindow(e.target.checked)} />
                  70 sessions (slower; crosses the gamma_basis change)
                </label>
                <QueryState query={timeseries} label="GEX across sessions" height="h-52">
                  {(d) => <TimeseriesPanel payload={d} />}
                </QueryState>
              </>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
