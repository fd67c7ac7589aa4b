/**
 * Implied volatility of one ticker (/volatility/:ticker; mode and DTE range in the URL): the surface,
 * term structure, smile, ATM-IV(30d) history, rank/percentile/stats, realized versus implied, risk
 * reversal and the percentile at a cell, then the watchlist's ATM IV and the market's movers.
 */
import { parseTicker } from '../../../api/ticker';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { endpointQuery } from '../../data/endpoint-query';
import { useWatchlist } from '../../data/watchlist';
import { useDegradedRetry, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { pickNum, asObj } from '../../data/readers';
import { SmilePanel, SurfaceHeatmapPanel } from './surface-panel';
import { toSurfaceGrid } from './surface-grid';
import { BatchAtmPanel, VolMoversPanel } from './vol-market-panels';
import { HistoryPanel, PercentilePanel, RankPanel, RealizedPanel, RiskReversalPanel, TermPanel } from './vol-panels';

const MODES = ['mid', 'call', 'put'] as const;
type Mode = (typeof MODES)[number];

function intParam(v: string | null, dflt: number, min: number, max: number): number {
  const n = v === null ? Number.NaN : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : dflt;
}

export function VolatilityPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = MODES.find((m) => m === params.get('mode')) ?? 'mid';
  const dteMin = intParam(params.get('dte_min'), 3, 0, 730);
  const dteMax = Math.max(dteMin + 1, intParam(params.get('dte_max'), 400, 1, 730));
  const [cell, setCell] = useState<{ m: number; dte: number }>({ m: 0, dte: 30 });
  const [tickerInput, setTickerInput] = useState(ticker);

  const range = { ticker, dte_min: dteMin, dte_max: dteMax, mode };
  const surfaceOpts = endpointQuery('volatility.surface', range);
  const surface = useQuery(surfaceOpts);
  useDegradedRetry(surfaceOpts.queryKey, asObj(surface.data)?.degraded === true);
  const term = useQuery(endpointQuery('volatility.termStructure', range));
  const history = useQuery(endpointQuery('volatility.history', { ticker }));
  const rank = useQuery(endpointQuery('volatility.ivRank', { ticker }));
  const stats = useQuery(endpointQuery('volatility.stats', { ticker }));
  const realized = useQuery(endpointQuery('volatility.realized', { ticker }));
  const rr = useQuery(endpointQuery('volatility.riskReversal', { ticker, mode }));
  const percentile = useQuery(endpointQuery('volatility.percentile', { ticker, moneyness: cell.m, dte: cell.dte }));
  const watchlist = useWatchlist();
  const wl = watchlist.data?.symbols ?? [];
  const symbols = wl.length > 0 ? wl : [ticker];
  const atm = useQuery({
    ...endpointQuery('volatility.atm', { symbols: symbols.join(',') }),
    enabled: !watchlist.isPending,
  });
  const movers = useQuery(endpointQuery('volatility.movers', { direction: 'both', limit: 10 }));

  const grid = useMemo(() => (surface.data ? toSurfaceGrid(surface.data) : null), [surface.data]);
  const currentImplied = grid?.atmIv30d ?? pickNum(asObj(rank.data), 'current') ?? null;

  const setParam = (name: string, value: string | null): void =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const goTicker = (e: FormEvent): void => {
    e.preventDefault();
    const t = parseTicker(tickerInput);
    if (t) navigate({ pathname: `/volatility/${t}`, search: params.toString() });
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Implied volatility — {ticker}</h1>
        <form onSubmit={goTicker} className="flex items-center gap-1 text-sm">
          <input
            aria-label="Ticker"
            value={tickerInput}
            onChange={(e) => setTickerInput(e.target.value)}
            className="w-20 rounded border border-line bg-raised px-1 py-0.5 uppercase"
          />
          <button type="submit" className="rounded border border-line px-2 py-0.5">
            Go
          </button>
        </form>
        <div role="group" aria-label="IV mode" className="flex gap-1 text-sm">
          {MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setParam('mode', m === 'mid' ? null : m)}
              className={`rounded px-2 py-0.5 ${mode === m ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
            >
              {m}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-1 text-sm text-muted">
          DTE
          <input
            aria-label="DTE min"
            type="number"
            min={0}
            max={730}
            value={dteMin}
            onChange={(e) => setParam('dte_min', e.target.value || null)}
            className="w-16 rounded border border-line bg-raised px-1"
          />
          –
          <input
            aria-label="DTE max"
            type="number"
            min={1}
            max={730}
            value={dteMax}
            onChange={(e) => setParam('dte_max', e.target.value || null)}
            className="w-16 rounded border border-line bg-raised px-1"
          />
        </label>
      </div>
      <div className="grid gap-3 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <QueryState query={surface} label="IV surface" height="h-96">
            {(d) => (
              <SurfaceHeatmapPanel
                ticker={ticker}
                grid={grid}
                meta={(asObj(d) ?? {}) as FreshnessMeta}
                mode={mode}
                spot={pickNum(asObj(d), 'spot')}
                onSelectCell={(m, dte) => setCell({ m, dte: Math.min(730, dte) })}
              />
            )}
          </QueryState>
        </div>
        <RankPanel ticker={ticker} rank={rank} stats={stats} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <TermPanel ticker={ticker} query={term} />
        <QueryState query={surface} label="smile">
          {() => <SmilePanel ticker={ticker} grid={grid} />}
        </QueryState>
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <HistoryPanel ticker={ticker} query={history} />
        </div>
        <RealizedPanel ticker={ticker} query={realized} currentImplied={currentImplied} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2 xl:grid-cols-4">
        <RiskReversalPanel ticker={ticker} query={rr} wingPct={5} />
        <PercentilePanel ticker={ticker} query={percentile} moneynessPct={cell.m} dte={cell.dte} />
        <BatchAtmPanel symbols={symbols} fromWatchlist={wl.length > 0} query={atm} />
        <VolMoversPanel query={movers} />
      </div>
    </div>
  );
}
