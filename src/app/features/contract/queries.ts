/**
 * What the contract page asks, by the trader's question. Flow and prints are of the latest session,
 * still moving: they poll. The chain is asked one expiry at a time (a whole chain is thousands of rows).
 */
import { endpointQuery } from '../../data/endpoint-query';

/** Flow orders and prints per page: one session of one contract rarely holds more. */
const ROWS = 200;

export const contractProfile = (occ: string) => endpointQuery('contracts.profile', { occ });

export const contractFlow = (occ: string) =>
  endpointQuery('optionsFlow.contract', { occ, limit: ROWS }, { poll: true });

export const contractPrints = (occ: string) => endpointQuery('contracts.trades', { occ, limit: ROWS }, { poll: true });

export const contractOpenInterest = (occ: string) => endpointQuery('oi.contract', { occ });

export { contractHistory } from '../../data/contract-history';

export const chainOfExpiry = (ticker: string, expiration: string) =>
  endpointQuery('contracts.chain', { ticker, expiration });

export const atmContracts = (ticker: string) => endpointQuery('contracts.atm', { ticker });
