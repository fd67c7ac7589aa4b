/**
 * What the GEX workspace, its legend and the board all ask of one ticker in one session: the key
 * levels with flow, the snapshot's levels and the intraday exposures. Built here once, each is the same
 * key wherever it is asked, so React Query answers them once. The fields are the registry's own
 * parameter names; `dte_filter` absent means the registry's default (every expiry).
 */
import type { DteFilter } from '../../api/dte-filter';
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';

/** One ticker's exposures in one session. */
export interface GexAt {
  readonly session: string;
  readonly ticker: string;
  readonly dte_filter?: DteFilter;
}

/** Intraday exposures every 5 minutes: the service's step and the regime's refresh cadence. */
const INTRADAY_STEP_MIN = 5;

/** Key levels and the regime, structural and with the session's flow. */
export const gexWithFlow = (at: GexAt, opts?: EndpointQueryOptions) => endpointQuery('gex.withFlow', at, opts);

/** The snapshot's levels alone (flip, max pain, walls), with the snapshot's own `as_of`. */
export const gexLevels = (at: GexAt, opts?: EndpointQueryOptions) => endpointQuery('gex.levels', at, opts);

/** Spot GEX through the session: the live regime and the latest minute's price. */
export const gexIntraday = (at: GexAt, opts?: EndpointQueryOptions) =>
  endpointQuery('gex.intraday', { ...at, step_min: INTRADAY_STEP_MIN }, opts);

/** The session's minute bars as the GEX profile carries them (its OHLC, without the flow block). */
export const gexPriceBars = (at: Omit<GexAt, 'dte_filter'>, opts?: EndpointQueryOptions) =>
  endpointQuery(
    'gex.profile',
    { session: at.session, ticker: at.ticker, include_ohlc: true, include_flow: false },
    opts,
  );
