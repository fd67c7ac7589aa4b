/**
 * REST history of the tape (`/v1/options-flow/tape`), paged back with `older_than`. Every row costs
 * flow-row budget, so a page is fetched only on purpose: one first page per ticker set per tab, and
 * each "load earlier" click. Rows are joined with the live ones by event_id in the store.
 */
import { endpointFetch } from '../../data/endpoint-query';
import { isObj, type Obj } from '../../data/readers';
import { tickerList } from '../../data/ticker-list';
import { tapeNextCursor, tapeOrder, tapeRows } from '../../../api/tape-row';
import { fromFlowOrder, type TapeEntry } from '../../data/tape-entry';

export const HISTORY_PAGE = 500;

export interface TapePage {
  readonly entries: TapeEntry[];
  /** Rows without an event_id or print time: counted and shown, never silently dropped. */
  readonly unplaced: number;
  readonly nextOlderThan: string | null;
  readonly staleLiveWindow: boolean;
  readonly hint: string | null;
  readonly degraded: boolean;
  readonly meta: Obj;
}

/**
 * Read a tape answer leniently (src/api/tape-row.ts, the reader the BFF's gap filling uses too): every
 * row with an event_id and a print time is kept, a field it lacks is null. `unplaced` counts rows that
 * could not be placed at all, so the page can say so instead of dropping them silently.
 */
export function readTapePage(body: unknown, session = ''): TapePage {
  const o: Obj = isObj(body) ? body : {};
  const rows = tapeRows(body);
  const entries: TapeEntry[] = [];
  for (const r of rows) {
    const order = tapeOrder(r, typeof o.session === 'string' ? o.session : session);
    if (order) entries.push(fromFlowOrder(order, 'rest', r));
  }
  return {
    entries,
    unplaced: rows.length - entries.length,
    nextOlderThan: tapeNextCursor(body),
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
  const params = { ticker: tickerList(tickers), limit: HISTORY_PAGE, ...(olderThan ? { older_than: olderThan } : {}) };
  const opts = { priority: 'interactive' as const, ...(signal ? { signal } : {}) };
  return readTapePage(await endpointFetch<unknown, 'optionsFlow.tape'>('optionsFlow.tape', params, opts));
}
