/**
 * `list_key`: an answer's main list under `results`, the name `/v1/volatility/atm` already uses, since
 * the reference names no list key for most endpoints. The watchlist's `symbols` becomes `tickers` (the
 * stream's subscribe message names its list so). Only the main list moves; every other key stays.
 */
import type { EndpointSpec } from '../../api/endpoint';
import { isJsonObject, renameKeys } from './variant-json';

export const LIST_KEY = 'results';
export const WATCHLIST_LIST_KEY = 'tickers';

const WATCHLIST_IDS: ReadonlySet<string> = new Set(['quotes.watchlist', 'quotes.watchlistPut']);

/** The answer's main list key as the variant answers it, or undefined when the variant leaves it alone. */
function movedKey(spec: Pick<EndpointSpec, 'id' | 'rowsKey'>): { from: string; to: string } | undefined {
  if (WATCHLIST_IDS.has(spec.id)) return { from: 'symbols', to: WATCHLIST_LIST_KEY };
  if (!spec.rowsKey || spec.rowsKey === LIST_KEY) return undefined;
  return { from: spec.rowsKey, to: LIST_KEY };
}

export function listUnderResults(spec: Pick<EndpointSpec, 'id' | 'rowsKey'>, body: unknown): unknown {
  const move = movedKey(spec);
  if (!move || !isJsonObject(body) || !Array.isArray(body[move.from]) || move.to in body) return body;
  return renameKeys(body, { [move.from]: move.to });
}
