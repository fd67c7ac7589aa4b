/**
 * What the markets page asks, by the trader's question. The screener answers for the latest session
 * and moves with it: it polls. Congressional trades and the catalyst calendar are reference data.
 */
import { endpointQuery } from '../../data/endpoint-query';

/** Congressional disclosures listed: a few weeks of filings across the market. */
const CONGRESS_ROWS = 100;

/** Directional rows read for the screener's direction: the route's most, as the board asks (same key). */
export const SCREENER_DIRECTIONAL_ROWS = 500;

export const screenerResults = (limit: number) => endpointQuery('screener.run', { limit }, { poll: true });

export const congressTrades = (ticker: string | null) =>
  endpointQuery('congress.trades', { ticker, limit: CONGRESS_ROWS });

export const catalystCalendar = (ticker: string | null, from: string | null, to: string | null) =>
  endpointQuery('catalysts.calendar', { ticker, from, to });
