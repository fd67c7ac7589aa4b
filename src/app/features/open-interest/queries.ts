/**
 * What the open-interest page asks, by the trader's question: one ticker's latest snapshot, the change
 * between its two latest snapshots (in total and per strike) and the market's
 * movers, each for a DTE bucket (its AM/PM series is `data/oi-timeseries`, which the OI receipts share).
 */
import type { DeclaredParam } from '../../../api/registry';
import { declaredParam } from '../../data/declared-param';
import { endpointQuery } from '../../data/endpoint-query';

/** A DTE bucket the open-interest routes take, as the registry declares them. */
export type OiBucket = Extract<DeclaredParam<'oi.change'>, { readonly name: 'dte' }>['values'][number];
export const OI_BUCKETS = (declaredParam('oi.change', 'dte').values ?? []) as readonly OiBucket[];

/**
 * Per-strike × expiry rows, the most the service gives: ordered by the size of their change, so expired
 * contracts (their whole OI) come first and a short list would leave the real changes out.
 */
const STRIKE_ROWS = 1000;
const MOVER_ROWS = 10;

export const oiSnapshot = (ticker: string) => endpointQuery('oi.latest', { ticker });

export const oiChange = (ticker: string, dte: OiBucket) => endpointQuery('oi.change', { ticker, dte });

export const oiStrikeChange = (ticker: string, dte: OiBucket) =>
  endpointQuery('oi.strikeChange', { ticker, dte, limit: STRIKE_ROWS });

/** Market-wide: it costs the service a pass over every ticker, so it is asked in the background. */
export const oiMovers = (dte: OiBucket) =>
  endpointQuery('oi.movers', { dte, limit: MOVER_ROWS }, { priority: 'background' });
