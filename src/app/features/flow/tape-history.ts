/**
 * REST history of the tape (`/v1/options-flow/tape`), paged back with `older_than`. Every row costs
 * flow-row budget, so a page is fetched only on purpose: one first page per ticker set per tab, and
 * each "load earlier" click. Rows are joined with the live ones by event_id in the store.
 */
import { apiFetch } from '../../data/api-fetch';
import { endpointUrl } from '../../data/endpoint-query';
import { isObj, type Obj } from '../../data/readers';
import type { TapeRow } from '../../../api/types';
import { fromTapeRow, type TapeEntry } from './tape-entry';

export const HISTORY_PAGE = 500;

export interface TapePage {
  readonly entries: TapeEntry[];
  readonly nextOlderThan: string | null;
  readonly staleLiveWindow: boolean;
  readonly hint: string | null;
  readonly degraded: boolean;
  readonly meta: Obj;
}

function isTapeRow(v: unknown): v is TapeRow {
  return (
    isObj(v) &&
    typeof v.event_id === 'string' &&
    typeof v.ticker === 'string' &&
    typeof v.ts_ms === 'number' &&
    typeof v.premium === 'number' &&
    (v.option_type === 'call' || v.option_type === 'put')
  );
}

/** Read a tape answer defensively: rows that do not have the fields the tape needs are skipped, not guessed. */
export function readTapePage(body: unknown): TapePage {
  const o: Obj = isObj(body) ? body : {};
  const rows = Array.isArray(o.rows) ? o.rows : [];
  return {
    entries: rows.filter(isTapeRow).map(fromTapeRow),
    nextOlderThan: typeof o.next_older_than === 'string' && o.next_older_than !== '' ? o.next_older_than : null,
    staleLiveWindow: o.stale_live_window === true,
    hint: typeof o.hint === 'string' ? o.hint : null,
    degraded: o.degraded === true,
    meta: o,
  };
}

export async function fetchTapePage(
  tickers: readonly string[],
  olderThan: string | null,
  signal?: AbortSignal,
): Promise<TapePage> {
  const url = endpointUrl('optionsFlow.tape', {
    ticker: tickers.join(','),
    limit: HISTORY_PAGE,
    ...(olderThan ? { older_than: olderThan } : {}),
  });
  return readTapePage(await apiFetch<unknown>(url, { priority: 'interactive', ...(signal ? { signal } : {}) }));
}
