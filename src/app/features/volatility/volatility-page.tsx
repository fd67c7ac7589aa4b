/**
 * Implied volatility of one ticker (/volatility/:ticker; mode and DTE range in the URL): the surface,
 * term structure, smile, ATM-IV(30d) history, rank/percentile/stats, realized versus implied, risk
 * reversal and the percentile at a cell, then the watchlist's ATM IV and the market's movers.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ParamSpec } from '../../../api/endpoint';
import { boundedInt, declaredParam } from '../../data/declared-param';
import { useSetSearchParam } from '../../data/search-param';
import { useWatchlist } from '../../data/watchlist';
import { QueryState } from '../../ui/query-state';
import { HeaderChoices, TickerPageHeader } from '../../ui/ticker-page-header';
import {
  atmIvBatch,
  ivHistory,
  ivMovers,
  ivPercentile,
  ivRank,
  ivStats,
  ivSurface,
  ivTermStructure,
  realizedVol,
  riskReversal,
  VOL_MODES,
} from './queries';
import { SmilePanel, SurfaceHeatmapPanel } from './surface-panel';
import { toSurfaceGrid } from './surface-grid';
import { BatchAtmPanel, VolMoversPanel } from './vol-market-panels';
import { HistoryPanel, PercentilePanel, RankPanel, RealizedPanel, RiskReversalPanel, TermPanel } from './vol-panels';

const DTE_MIN = declaredParam('volatility.surface', 'dte_min');
const DTE_MAX = declaredParam('volatility.surface', 'dte_max');
const PERCENTILE_DTE = declaredParam('volatility.percentile', 'dte');

/** One end of the DTE range, held within the parameter's declared bounds. */
function DteInput(props: {
  label: string;
  spec: ParamSpec;
  value: number;
  onChange: (raw: string) => void;
}): ReactElement {
  return (
    <input
      aria-label={props.label}
      type="number"
      min={props.spec.min}
      max={props.spec.max}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      className="w-16 rounded border border-line bg-raised px-1"
    />
  );
}

export function VolatilityPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const mode = VOL_MODES.find((m) => m === params.get('mode')) ?? 'mid';
  const dteMin = boundedInt(params.get('dte_min'), DTE_MIN);
  const dteMax = Math.max(dteMin + 1, boundedInt(params.get('dte_max'), DTE_MAX));
  const [cell, setCell] = useState<{ m: number; dte: number }>({ m: 0, dte: 30 });

  const range = { ticker, dteMin, dteMax, mode };
  const surfaceOpts = ivSurface(range);
  const surface = useQuery(surfaceOpts);
  const term = useQuery(ivTermStructure(range));
  const history = useQuery(ivHistory(ticker));
  const rank = useQuery(ivRank(ticker));
  const stats = useQuery(ivStats(ticker));
  const realized = useQuery(realizedVol(ticker));
  const rr = useQuery(riskReversal(ticker, mode));
  const percentile = useQuery(ivPercentile(ticker, cell.m, cell.dte));
  const watchlist = useWatchlist();
  const wl = watchlist.data?.symbols ?? [];
  const symbols = wl.length > 0 ? wl : [ticker];
  const atm = useQuery({ ...atmIvBatch(symbols), enabled: !watchlist.isPending });
  const movers = useQuery(ivMovers());

  const grid = useMemo(() => (surface.data ? toSurfaceGrid(surface.data) : null), [surface.data]);
  const currentImplied = grid?.atmIv30d ?? rank.data?.current ?? null;

  return (
    <div className="flex flex-col gap-3 p-3">
      <TickerPageHeader title="Implied volatility" ticker={ticker} route="volatility">
        <HeaderChoices
          label="IV mode"
          value={mode}
          options={VOL_MODES}
          onChange={(m) => setParam('mode', m === 'mid' ? null : m)}
        />
        <label className="flex items-center gap-1 text-sm text-muted">
          DTE
          <DteInput label="DTE min" spec={DTE_MIN} value={dteMin} onChange={(v) => setParam('dte_min', v || null)} />
          –
          <DteInput label="DTE max" spec={DTE_MAX} value={dteMax} onChange={(v) => setParam('dte_max', v || null)} />
        </label>
      </TickerPageHeader>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <QueryState query={surface} label="IV surface" height="h-96">
            {(d) => (
              <SurfaceHeatmapPanel
                ticker={ticker}
                grid={grid}
                meta={d}
                mode={mode}
                spot={d.spot}
                onSelectCell={(m, dte) => setCell({ m, dte: Math.min(PERCENTILE_DTE.max ?? dte, dte) })}
              />
            )}
          </QueryState>
        </div>
        <RankPanel ticker={ticker} rank={rank} stats={stats} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <TermPanel ticker={ticker} query={term} />
        <QueryState query={surface} label="smile">
          {(d) => <SmilePanel ticker={ticker} grid={grid} meta={d} />}
        </QueryState>
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <HistoryPanel ticker={ticker} query={history} />
        </div>
        <RealizedPanel ticker={ticker} query={realized} currentImplied={currentImplied} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 xl:grid-cols-4">
        <RiskReversalPanel ticker={ticker} query={rr} wingPct={5} />
        <PercentilePanel ticker={ticker} query={percentile} moneynessPct={cell.m} dte={cell.dte} />
        <BatchAtmPanel symbols={symbols} fromWatchlist={wl.length > 0} query={atm} />
        <VolMoversPanel query={movers} />
      </div>
    </div>
  );
}
