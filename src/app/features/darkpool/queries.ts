/**
 * What the dark-pool page asks, by the trader's question. `date` is the session picked in the URL, or
 * null for the latest one (the service's default), which is still moving: its panels poll, a past
 * session's never change.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { endpointFetch, endpointKey, endpointQuery, type AnswerFor } from '../../data/endpoint-query';
import type { BlockFilter } from './block-filters';
import { olderThanCursor, readPrints, serverOlderCursor } from './darkpool-readers';
import type { PressureWindow } from './pressure-window';

/** One page of a ticker's raw prints, as its schema reads it. */
type PrintsPage = AnswerFor<'darkpool.prints'>;

/** A session picked in the URL, or null for the latest. */
type Day = string | null;

const latestPolls = (date: Day) => ({ poll: date === null });

/** Rows of a market list (ranking, recent prints, alerts) and of a sector's constituents. */
const MARKET_ROWS = 25;
const SECTOR_ROWS = 20;
/** Rows of the market's blocks table. */
const BLOCK_ROWS = 100;
/** Raw prints per page of the prints table. */
const PRINTS_PAGE = 100;

export const darkpoolSessions = () => endpointQuery('darkpool.sessions');

export const darkpoolTimeProfile = (ticker: string, date: Day) =>
  endpointQuery('darkpool.timeProfile', { ticker, date }, latestPolls(date));

export const darkpoolSummary = (ticker: string, date: Day) =>
  endpointQuery('darkpool.ticker', { ticker, date }, latestPolls(date));

export const darkpoolPressure = (ticker: string, date: Day) =>
  endpointQuery('darkpool.pressureTicker', { ticker, date }, latestPolls(date));

/** The most traded off-exchange prices over the service's default look-back (not one session). */

export const darkpoolRanking = (date: Day) => endpointQuery('darkpool.ranking', { date, limit: MARKET_ROWS });

/**
 * The latest ranking, polled: whether the current session has printed yet (latest-session.ts). The same
 * request as the ranking panel's on "latest", so it costs nothing more while the page shows latest.
 */
export const darkpoolLatestActivity = () =>
  endpointQuery('darkpool.ranking', { date: null, limit: MARKET_ROWS }, { poll: true });

/** The market's blocks under the panel's filters (block-filters.ts), largest $ first as the service sorts. */
export const darkpoolBlocks = (filter: BlockFilter, date: Day) =>
  endpointQuery(
    'darkpool.blocks',
    {
      date,
      ticker: filter.tickers,
      nbbo_label: filter.nbbo,
      min_premium: filter.minPremium,
      limit: BLOCK_ROWS,
    },
    latestPolls(date),
  );

/** The market's NBBO-location pressure per window, with the most pressed tickers' windows. */
export const darkpoolMarketPressure = (window: PressureWindow | null, date: Day) =>
  endpointQuery('darkpool.pressure', { date, window }, latestPolls(date));

export const darkpoolSectors = (date: Day) => endpointQuery('darkpool.sectors', { date });

export const darkpoolSector = (key: string, date: Day) =>
  endpointQuery('darkpool.sector', { key, date, limit: SECTOR_ROWS });

export const darkpoolRotation = () => endpointQuery('darkpool.sectorRotation', {});

export const darkpoolRecentPrints = (date: Day) => endpointQuery('darkpool.recent', { date, limit: MARKET_ROWS });

export const darkpoolAlerts = (date: Day) => endpointQuery('darkpool.alerts', { date, limit: MARKET_ROWS });

/**
 * A ticker's raw prints, newest first, a page at a time: the next page is older than the last one's
 * oldest print (the service's cursor when it gives one).
 */
export function darkpoolPrintPages(ticker: string, date: Day) {
  const base = { ticker, date, limit: PRINTS_PAGE };
  return infiniteQueryOptions({
    queryKey: [...endpointKey('darkpool.prints', base), 'pages'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      endpointFetch<PrintsPage, 'darkpool.prints'>('darkpool.prints', { ...base, older_than: pageParam }, { signal }),
    getNextPageParam: (last: PrintsPage) => {
      const rows = readPrints(last);
      const server = serverOlderCursor(last);
      if (server.hasMore === false || rows.length === 0) return null;
      return server.cursor ?? (rows.length < PRINTS_PAGE ? null : olderThanCursor(rows));
    },
    staleTime: 60_000,
  });
}

/** A past session's market pressure in 5-minute windows: how its off-exchange $ spread over the day. */
export const darkpoolSessionPace = (date: string) => endpointQuery('darkpool.pressure', { date, window: '5m' });
