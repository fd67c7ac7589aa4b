/**
 * What the GEX workspace asks of one ticker, by the trader's question: the snapshot's levels and
 * intraday exposures (shared with the board, src/app/data/gex-snapshot-queries.ts), exposure by
 * strike and expiry, the readings across sessions, and the chart's price bars.
 */
import { recentSessions } from '../../../api/calendar';
import type { DteFilter } from '../../../api/dte-filter';
import { endpointQuery, type EndpointQueryOptions } from '../../data/endpoint-query';
import type { GexAt } from '../../data/gex-snapshot-queries';

export { gexIntraday, gexLevels, gexPriceBars, gexWithFlow, type GexAt } from '../../data/gex-snapshot-queries';

/** Sessions of the long timeseries window: back past the 2026-08-28 basis change. */
const LONG_WINDOW_SESSIONS = 70;
/** Sessions of daily candles: about four months, within the route's 2–180 days. */
const DAILY_CANDLE_DAYS = 120;
/** Minute candles of one regular session. */
const SESSION_MINUTES = 390;

/** Exposure by strike; with `byExpiry`, also the strike × expiry grid of the heatmap. */
export const gexExposure = (at: GexAt, byExpiry: boolean, opts?: EndpointQueryOptions) =>
  endpointQuery('gex.greekExposure', { ...at, include_strike_expiry: byExpiry }, opts);

/**
 * Flip, max pain and net GEX across sessions: the service's default (short) window, or with `longTo`
 * the long one ending at that session.
 */
export const gexAcrossSessions = (ticker: string, dte: DteFilter, longTo: string | null, opts?: EndpointQueryOptions) =>
  endpointQuery(
    'gex.timeseries',
    longTo === null
      ? { ticker, dte_filter: dte }
      : { ticker, dte_filter: dte, start: recentSessions(longTo, LONG_WINDOW_SESSIONS).at(-1), end: longTo },
    opts,
  );

/** The `stock_candles` door's minute bars: the fallback when the profile answers OHLC without bars. */
export const stockMinuteBars = (at: Omit<GexAt, 'dte_filter'>, opts?: EndpointQueryOptions) =>
  endpointQuery(
    'quotes.candles',
    { ticker: at.ticker, session: at.session, interval: '1m', limit: SESSION_MINUTES },
    opts,
  );

/** Daily bars of the chart's daily timeframe (from the dark pool's daily candles). */
export const dailyBars = (ticker: string, opts?: EndpointQueryOptions) =>
  endpointQuery('darkpool.dailyCandles', { ticker, days: DAILY_CANDLE_DAYS }, opts);

/**
 * The chart's layers, each asked only while it is switched on. A null `date` is the service's latest
 * session (the current one), which moves and is polled; a past session's never changes.
 */

export const layerTimeProfile = (ticker: string, date: string | null) =>
  endpointQuery('darkpool.timeProfile', { ticker, date }, { poll: date === null });
