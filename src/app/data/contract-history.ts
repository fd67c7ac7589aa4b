/**
 * A contract's daily history (`/v1/contracts/{occ}/historic`): the contract page's OI and price history
 * and the OI receipts of abnormal trades read it alike, through one query (one cache entry per contract).
 */
import type { AnswerOf } from '../../api/schemas';
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';

/** Sessions of history: about six weeks of a contract's life. */
const HISTORY_DAYS = 30;

export const contractHistory = (occ: string, opts?: EndpointQueryOptions) =>
  endpointQuery('contracts.historic', { occ, days: HISTORY_DAYS }, opts);

export type HistoryAnswer = AnswerOf<'contracts.historic'>;

export interface HistoryPoint {
  readonly session: string;
  readonly slot: string | null;
  readonly underlying: number | null;
  readonly iv: number | null;
  readonly openInterest: number | null;
  readonly volume: number | null;
  /** Theoretical price per share. */
  readonly price: number | null;
  readonly delta: number | null;
}

/** Daily history of a contract, oldest first (the answer lists newest first); a row without a session is left out. */
export function readHistory(answer: HistoryAnswer | undefined): HistoryPoint[] {
  return (answer?.rows ?? [])
    .flatMap((r): HistoryPoint[] =>
      r.session === null
        ? []
        : [
            {
              session: r.session,
              slot: r.slot,
              underlying: r.underlying,
              iv: r.implied_volatility,
              openInterest: r.open_interest,
              volume: r.volume,
              price: r.theoretical_price,
              delta: r.delta,
            },
          ],
    )
    .sort((a, b) => (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
}
