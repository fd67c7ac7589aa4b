/**
 * What the volatility page asks, by the trader's question: a ticker's surface and term structure over a
 * DTE range, its ATM-IV history, rank, stats, realized volatility, risk reversal and the percentile at
 * a cell, then the batch ATM IV of a set of tickers and the market's movers.
 */
import type { DeclaredParam } from '../../../api/registry';
import { declaredParam } from '../../data/declared-param';
import { endpointQuery } from '../../data/endpoint-query';

/** Which side's IV the surface, term structure and risk reversal read, as the registry declares it. */
export type VolMode = Extract<DeclaredParam<'volatility.surface'>, { readonly name: 'mode' }>['values'][number];
export const VOL_MODES = (declaredParam('volatility.surface', 'mode').values ?? []) as readonly VolMode[];

/** The surface's and term structure's expiries: those between `dteMin` and `dteMax` days out. */
export interface VolRange {
  readonly ticker: string;
  readonly dteMin: number;
  readonly dteMax: number;
  readonly mode: VolMode;
}

const MOVER_ROWS = 10;

const rangeParams = (r: VolRange) => ({ ticker: r.ticker, dte_min: r.dteMin, dte_max: r.dteMax, mode: r.mode });

export const ivSurface = (r: VolRange) => endpointQuery('volatility.surface', rangeParams(r));

export const ivTermStructure = (r: VolRange) => endpointQuery('volatility.termStructure', rangeParams(r));

export const ivHistory = (ticker: string) => endpointQuery('volatility.history', { ticker });

export const ivRank = (ticker: string) => endpointQuery('volatility.ivRank', { ticker });

export const ivStats = (ticker: string) => endpointQuery('volatility.stats', { ticker });

export const realizedVol = (ticker: string) => endpointQuery('volatility.realized', { ticker });

export const riskReversal = (ticker: string, mode: VolMode) =>
  endpointQuery('volatility.riskReversal', { ticker, mode });

/** The IV percentile at one cell of the surface: moneyness in percent from spot, days to expiry. */
export const ivPercentile = (ticker: string, moneynessPct: number, dte: number) =>
  endpointQuery('volatility.percentile', { ticker, moneyness: moneynessPct, dte });

export { atmIvBatch } from '../../data/atm-iv-batch';

export const ivMovers = () => endpointQuery('volatility.movers', { direction: 'both', limit: MOVER_ROWS });
