/**
 * The GEX workspace of one ticker: price chart with key levels and the exposure profile on the same
 * price window, structural versus with-flow, and (by tab) the strike×expiry heatmap, intraday exposures
 * and the multi-session timeseries. Every view is a URL (ticker, session, dte_filter, tab, metric, levels,
 * chart timeframe, levels switched off). The candles come from published doors only (use-price-bars).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DTE_FILTERS } from '../../../api/dte-filter';
import { exposureRows, METRIC_LABELS, METRIC_UNITS, type ExposureMetric } from '../../charts/exposure-rows';
import { GexProfile } from '../../charts/gex-profile';
import { PriceChartWithLevels, READOUT_ROW_PX, type SessionContext } from '../../charts/price-chart-with-levels';
import { barSeries } from '../../charts/bar-series';
import { priceRange, type PriceRange } from '../../charts/price-range';
import { heatmapCells, StrikeExpiryHeatmap } from '../../charts/strike-expiry-heatmap';
import { flipDetailOf, levelsOf, withFlowBlock } from '../../data/key-levels';
import { variantOfBlock } from '../../data/readings/flip';
import { useLivePrice } from '../../data/live-price';
import { useCurrentSession } from '../../data/current-session';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { useWatchlist } from '../../data/watchlist';
import { useTheme } from '../../layout/theme-store';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatEtDateTime } from '../../ui/format';
import { ErrorPanel, QueryState, RetryingNotice } from '../../ui/query-state';
import { PanelSkeleton } from '../../ui/skeleton';
import { chartLevels } from '../../data/chart-levels';
import { useChartLayers } from './chart-layers';
import { confluences } from './confluence';
import { ConfluenceList } from './confluence-list';
import { FlowComparison } from './flow-comparison';
import { readGexView, TABS, TIMEFRAMES, toggled, withGexView, type GexView } from './gex-url';
import { IntradayPanel } from './intraday-panel';
import { LayerToggles } from './layer-toggles';
import { LevelToggles } from './level-toggles';
import { LevelsLegend } from './levels-legend';
import { PriceSourceNote } from './price-source-note';
import { PriorLevelsToggle } from './prior-levels-toggle';
import { gexAcrossSessions, gexExposure, gexIntraday, gexWithFlow } from './queries';
import { Segmented } from './segmented';
import { TimeseriesPanel } from './timeseries-panel';
import { useFormingBar } from './use-forming-bar';
import { usePriceBars } from './use-price-bars';
import { sessionSeconds, shortSessionName, usePriorSession } from './use-prior-session';

/** Prior-session bars shown before the session's own: its last two hours. */
const PRIOR_CONTEXT_SEC = 2 * 3600;

const CHART_HEIGHT = 420;
const TIMEFRAME_NAMES = { '1m': '1m', '5m': '5m', '15m': '15m', '1d': 'daily' } as const;
const TAB_LABELS = {
  heatmap: 'Strike × expiry',
  intraday: 'Intraday exposures',
  timeseries: 'Across sessions',
} as const;

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
  const at = { session, ticker, dte_filter: view.dte };

  const withFlowOptions = gexWithFlow(at, opts);
  const withFlow = useQuery(withFlowOptions);
  const exposure = useQuery(gexExposure(at, false, opts));
  const price = usePriceBars(ticker, session, view.timeframe, current);
  const liveSession = session === current;
  const live = useLivePrice(ticker, { enabled: liveSession, currentSession: current });
  const tick = useMemo(
    () => (live.price !== null && live.atMs !== null ? { price: live.price, atMs: live.atMs } : null),
    [live.price, live.atMs],
  );
  const viewKey = `${ticker}|${session}|${view.timeframe}`;
  const forming = useFormingBar(price.bars, tick, view.timeframe, session, viewKey, liveSession);
  const prior = usePriorSession({
    ticker,
    session,
    current,
    dte: view.dte,
    basis: view.basis,
    stepMinutes: price.stepMinutes,
  });
  // The forming bar's slot (not its every tick) bounds the empty slots drawn before it.
  const formingSlot = forming && forming.time > (price.bars.at(-1)?.time ?? -Infinity) ? forming.time : null;
  const context = useMemo((): SessionContext | null => {
    if (price.stepMinutes === null) return null;
    return {
      series: barSeries({
        session: { bars: price.bars, ...sessionSeconds(session) },
        prior: prior?.bars ?? null,
        stepSec: price.stepMinutes * 60,
        contextSec: PRIOR_CONTEXT_SEC,
        untilSec: formingSlot,
      }),
      priorName: prior ? shortSessionName(prior.session) : '',
      sessionName: shortSessionName(session),
      priorLevels: prior?.levels ?? [],
    };
  }, [price.bars, price.stepMinutes, prior, session, formingSlot]);
  // The window the chart shows after zoom and pan; the profile beside it follows it.
  const [visible, setVisible] = useState<PriceRange | null>(null);
  const heatmap = useQuery({
    ...gexExposure(at, true, opts),
    enabled: view.tab === 'heatmap',
  });
  const intraday = useQuery({
    ...gexIntraday(at, opts),
    enabled: view.tab === 'intraday',
  });
  // The service's default window is short; the long one reaches back past the 2026-08-28 basis change.
  const [longWindow, setLongWindow] = useState(false);
  const timeseries = useQuery({
    ...gexAcrossSessions(ticker, view.dte, longWindow ? session : null, opts),
    enabled: view.tab === 'timeseries',
  });

  const levelBlock = view.basis === 'flow' ? 'key_levels' : 'key_levels_structural';
  // One object per answer, so the chart redraws its levels only when they change.
  const levels = useMemo(
    () => levelsOf(withFlowBlock(withFlow.data, levelBlock)) ?? levelsOf(withFlowBlock(withFlow.data, 'key_levels')),
    [withFlow.data, levelBlock],
  );
  const available = useMemo(
    () =>
      chartLevels(
        levels,
        flipDetailOf(withFlowBlock(withFlow.data, levelBlock)).localTransition,
        variantOfBlock(levelBlock),
      ),
    [levels, withFlow.data, levelBlock],
  );
  const shownLevels = useMemo(
    () => available.filter((l) => !(view.hidden as readonly string[]).includes(l.key)),
    [available, view.hidden],
  );
  const bars = price.bars;
  // Markers of the forming bar's minutes sit on it: the bars the layers place against include it.
  const barsWithForming = useMemo(
    () => (forming && (bars.length === 0 || forming.time > bars.at(-1)!.time) ? [...bars, forming] : bars),
    // A new forming bar (not its every tick) is a new place for markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bars, forming?.time],
  );
  const layers = useChartLayers({
    ticker,
    session,
    current: liveSession,
    on: view.layers,
    bars: barsWithForming,
    gamma: shownLevels,
  });
  const rows = useMemo(() => exposureRows(exposure.data, view.metric), [exposure.data, view.metric]);
  // The strike grid spans every level and the candles; the chart itself fits the candles only.
  const range = useMemo(() => {
    const lvl = levels ? [levels.spot, levels.gamma_flip, levels.call_wall, levels.put_wall, levels.max_pain] : [];
    return priceRange([...lvl, ...bars.flatMap((b) => [b.low, b.high])]);
  }, [levels, bars]);
  const meta: FreshnessMeta = withFlow.data ?? {};
  // Beside the candles the profile follows the chart's window; with no candle yet, the levels' window.
  const profileRange = bars.length > 0 ? visible : range;
  const lastPrice = live.price ?? forming?.close ?? bars.at(-1)?.close ?? null;
  const exposureMeta: FreshnessMeta = exposure.data ?? {};
  const onWatchlist = watchlist.data?.symbols.includes(ticker) ?? false;
  const agreeing = useMemo(
    () => confluences(layers.levels, Number(view.band), lastPrice),
    [layers.levels, view.band, lastPrice],
  );

  return (
    <div className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-lg font-semibold">{ticker}</h1>
        <span className="text-muted">
          GEX · {session}
          {sessionValue === CURRENT ? ' (current)' : ''}
        </span>
        {session < current ? (
          <Link
            to={`/replay/${encodeURIComponent(ticker)}?session=${session}`}
            className="text-xs text-muted underline decoration-dotted hover:text-fg"
          >
            replay this session
          </Link>
        ) : null}
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
            {ticker} {view.timeframe === '1d' ? 'daily' : view.timeframe} candles with{' '}
            {view.basis === 'flow' ? 'flow-inclusive' : 'structural'} levels · dte {view.dte}
          </h2>
          <FreshnessBadge meta={meta} ticker={ticker} />
          <div className="ml-auto flex flex-wrap gap-2">
            <Segmented
              label="Candles"
              value={view.timeframe}
              options={TIMEFRAMES}
              names={TIMEFRAME_NAMES}
              onChange={(timeframe) => setView({ timeframe })}
            />
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
        {withFlow.isError ? (
          <ErrorPanel error={withFlow.error} label="GEX levels with flow" onRetry={() => void withFlow.refetch()} />
        ) : null}
        {price.query.isError ? (
          <ErrorPanel
            error={price.query.error}
            label="price candles"
            compact
            onRetry={() => void price.query.refetch()}
          />
        ) : null}
        {price.query.isPending && price.query.failureCount > 0 ? (
          <RetryingNotice error={price.query.failureReason} attempt={price.query.failureCount} compact />
        ) : null}
        <div className="mb-1">
          <LevelToggles
            available={available}
            hidden={view.hidden}
            onToggle={(key) => setView({ hidden: toggled(view.hidden, key) })}
          />
          <div className="flex flex-wrap items-center gap-1">
            <LayerToggles states={layers.states} onChange={(on) => setView({ layers: on })} />
            {prior ? (
              <PriorLevelsToggle
                session={shortSessionName(prior.session)}
                count={prior.levels.length}
                on={view.prior === 'on'}
                onChange={(on) => setView({ prior: on ? 'on' : 'off' })}
              />
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-2 lg:flex-row">
          <div className="min-w-0 flex-1">
            <PriceChartWithLevels
              bars={bars}
              forming={forming}
              levels={shownLevels}
              livePrice={lastPrice}
              daily={view.timeframe === '1d'}
              // The prior session's bars, once they come, are fitted into view with the session's.
              fitKey={`${viewKey}|${prior ? 'prior' : ''}`}
              height={CHART_HEIGHT}
              theme={theme}
              onPaneHeight={setPaneHeight}
              onVisibleRange={setVisible}
              overlays={layers.overlays}
              context={context}
              priorLevelsShown={view.prior === 'on'}
            />
            <div className="mt-1 flex flex-wrap items-center gap-2 text-[11px] text-muted">
              <PriceSourceNote source={price.source} fellBack={price.fellBack} live={live} />
              <FreshnessBadge meta={price.meta} ticker={ticker} />
            </div>
          </div>
          <div className="w-full lg:w-80">
            {/* Level with the chart's pane, below the chart's read-out row. */}
            <div aria-hidden style={{ height: READOUT_ROW_PX }} />
            <QueryState query={exposure} label="exposure by strike" height="h-[420px]">
              {() =>
                profileRange && rows.length > 0 ? (
                  <GexProfile
                    rows={rows}
                    metric={view.metric}
                    range={profileRange}
                    spot={levels?.spot ?? null}
                    flip={levels?.gamma_flip ?? null}
                    height={CHART_HEIGHT}
                    paneHeight={paneHeight}
                    theme={theme}
                  />
                ) : profileRange ? (
                  <p className="p-3 text-muted">No strikes with exposure in this DTE bucket.</p>
                ) : (
                  <PanelSkeleton label="Waiting for the price window" height="h-[420px]" />
                )
              }
            </QueryState>
            <p className="mt-1 text-[11px] text-muted">
              {METRIC_LABELS[view.metric]} by strike, {METRIC_UNITS[view.metric]}:{' '}
              <span className="text-up">■ calls</span> <span className="text-down">■ puts</span>{' '}
              <span className="text-fg">┃ net</span>; as of {formatEtDateTime(exposureMeta.as_of)}
            </p>
          </div>
        </div>
        <ConfluenceList
          found={agreeing}
          band={view.band}
          onBand={(band) => setView({ band })}
          layersOn={view.layers.filter((k) => k !== 'abnormal').length}
        />
        <div className="mt-2 border-t border-line pt-2">
          <LevelsLegend levels={levels} basis={view.basis} />
        </div>
      </section>

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[20rem_1fr]">
        <section aria-label="Structural versus with flow" className="rounded border border-line bg-panel p-2">
          <h2 className="mb-1 text-sm font-semibold">Structural vs with flow</h2>
          {withFlow.data ? (
            <FlowComparison payload={withFlow.data} />
          ) : withFlow.isError ? (
            // The page's error (or "Pro adds") above says why; no skeleton that never resolves.
            <p className="text-xs text-muted">No comparison without the with-flow answer.</p>
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
                    cells={heatmapCells(d.strike_expiry, range?.lo ?? -Infinity, range?.hi ?? Infinity)}
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
