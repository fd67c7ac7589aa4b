/**
 * What the flow page asks besides the tape: the premium summary and the most active contracts of the
 * tape's tickers (none = market-wide). Both are aggregates: exempt from the flow-row budget and never
 * delayed, so they refresh at the live cadence.
 */
import { endpointQuery } from '../../data/endpoint-query';
import { tickerList } from '../../data/ticker-list';

/** Contracts listed: a panel's worth, well under the endpoint's bound. */
export const ACTIVE_CONTRACTS_SHOWN = 20;

const tickerParam = (tickers: readonly string[]): string | undefined =>
  tickers.length > 0 ? tickerList(tickers) : undefined;

export const flowSummary = (tickers: readonly string[]) =>
  endpointQuery('optionsFlow.summary', { ticker: tickerParam(tickers) }, { poll: true });

export const activeContracts = (tickers: readonly string[]) =>
  endpointQuery(
    'optionsFlow.contracts',
    { ticker: tickerParam(tickers), limit: ACTIVE_CONTRACTS_SHOWN },
    { poll: true },
  );
