/**
 * A contract's daily history (`/v1/contracts/{occ}/historic`): the contract page's OI and price history
 * and the OI receipts of abnormal trades read it alike, through one query (one cache entry per contract).
 */
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';
import { pickNum, pickStr, rowsOf } from './readers';

/** Sessions of history: about six weeks of a contract's life. */
const HISTORY_DAYS = 30;

export const contractHistory = (occ: string, opts?: EndpointQueryOptions) =>
  endpointQuery('contracts.historic', { occ, days: HISTORY_DAYS }, opts);

export interface HistoryPoint {
  readonly session: string;
  readonly slot: string | null;
  readonly underlying: number | null;
  readonly iv: number | null;
  readonly openInterest: number | null;
  readonly volume: number | null;
  readonly price: number | null;
  readonly delta: number | null;
}

/** Daily history of a contract, oldest first (the answer lists newest first). */
export function readHistory(payload: unknown): HistoryPoint[] {
  return rowsOf(payload, 'rows')
    .flatMap((r): HistoryPoint[] => {
      const session = pickStr(r, 'session', 'date');
      if (session === null) return [];
      return [
        {
          session,
          slot: pickStr(r, 'slot', 'snapshot_slot'),
          underlying: pickNum(r, 'underlying', 'spot'),
          iv: pickNum(r, 'implied_volatility'),
          openInterest: pickNum(r, 'open_interest'),
          volume: pickNum(r, 'volume'),
          price: pickNum(r, 'theoretical_price', 'price', 'close'),
          delta: pickNum(r, 'delta'),
        },
      ];
    })
    .sort((a, b) => (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
}
