/**
 * REST history of the tape (`/v1/options-flow/tape`), paged back with `older_than`. Every row costs
 * flow-row budget, so a page is fetched only on purpose (one first page per ticker set and floors per
 * tab, and each "load earlier" click) and carries the filter's floors the service applies itself
 * (tape-floors.ts). Rows are joined with the live ones by event_id in the store.
 */
import { ApiError } from '../../data/api-error';
import { contractDriftOf } from '../../data/contract-read';
import { endpointFetch, type ParamsOf } from '../../data/endpoint-query';
import { isObj, type Obj } from '../../data/readers';
import {
  tapeNextCursor,
  tapeNextPage,
  tickerGroups,
  type TapeNextPage,
  type TickerListMode,
} from '../../../api/tape-paging';
import { tapeOrder, tapeRows } from '../../../api/tape-row';
import { fromFlowOrder, type TapeEntry } from '../../data/tape-entry';
import { floorParams, type TapeFloors } from './tape-floors';

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

/** Where one `ticker` value (a comma list, or one symbol) goes on from. */
export interface GroupCursor {
  readonly olderThan: string;
  /** A time we made from the oldest row (the answer gave no cursor), not the service's own cursor. */
  readonly byTime: boolean;
}

/** Each `ticker` value asked so far and its next page; null when it has no earlier rows. */
export type HistoryCursors = Readonly<Record<string, GroupCursor | null>>;

export interface HistoryRequest {
  readonly tickers: readonly string[];
  readonly floors: TapeFloors;
  /** null: the first (newest) page. */
  readonly cursors: HistoryCursors | null;
}

export interface HistoryPage {
  /** Newest first, once per event_id. */
  readonly entries: TapeEntry[];
  readonly unplaced: number;
  readonly cursors: HistoryCursors;
  /** No `ticker` value has earlier rows to ask for. */
  readonly exhausted: boolean;
  /** A page came full without a cursor (read on by time) or paging stopped where rows may remain. */
  readonly cut: boolean;
  readonly staleLiveWindow: boolean;
  readonly hint: string | null;
  readonly degraded: boolean;
  /** Fields of the pages that differ from the contract (another row name, say), for the tape's mark. */
  readonly drift: readonly string[];
}

/** The tab's memory of whether the service refused the tape's comma list of tickers. */
export const tabTickerList: TickerListMode = { perTicker: false };

interface GroupRead {
  readonly group: string;
  readonly page: TapePage;
  readonly next: TapeNextPage;
  readonly drift: readonly string[];
}

const EMPTY_PAGE: TapePage = readTapePage({});

/** The field a 422 names (`ticker`, `older_than`…), null when it names none; undefined for any other error. */
function refusedField(e: unknown): string | null | undefined {
  if (!(e instanceof ApiError) || e.status !== 422) return undefined;
  const names = e.detail.map((d) => d.loc.at(-1)).filter((n): n is string => typeof n === 'string');
  return names.find((n) => n === 'ticker') ?? names[0] ?? null;
}

async function readGroup(
  group: string,
  cursor: GroupCursor | null,
  floors: TapeFloors,
  mode: TickerListMode,
  signal?: AbortSignal,
): Promise<GroupRead[]> {
  const sent = cursor?.olderThan ?? null;
  const params: ParamsOf<'optionsFlow.tape'> = {
    ticker: group,
    limit: HISTORY_PAGE,
    ...floorParams(floors),
    ...(sent !== null ? { older_than: sent } : {}),
  };
  const opts = { priority: 'interactive' as const, ...(signal ? { signal } : {}) };
  let body: unknown;
  try {
    body = await endpointFetch<unknown, 'optionsFlow.tape'>('optionsFlow.tape', params, opts);
  } catch (e) {
    const field = refusedField(e);
    if (field === undefined) throw e;
    if (group.includes(',') && (field === 'ticker' || field === null)) {
      // The comma list refused: one request per ticker, and so from now on if one ticker is answered.
      const each = await Promise.all(group.split(',').map((t) => readGroup(t, cursor, floors, mode, signal)));
      mode.perTicker = true;
      return each.flat();
    }
    if (cursor?.byTime && (field === 'older_than' || field === null)) {
      // The service takes no time for a cursor: what is older cannot be asked for.
      return [{ group, page: EMPTY_PAGE, next: { olderThan: null, byTime: false, cut: true }, drift: [] }];
    }
    throw e;
  }
  return [
    { group, page: readTapePage(body), next: tapeNextPage(body, HISTORY_PAGE, sent), drift: contractDriftOf(body) },
  ];
}

/** The `ticker` values to ask now, each with its cursor (a refused comma list is split into its tickers). */
function pendingGroups(req: HistoryRequest, mode: TickerListMode): [string, GroupCursor | null][] {
  if (req.cursors === null) return tickerGroups(req.tickers, mode).map((g) => [g, null]);
  const out: [string, GroupCursor | null][] = [];
  for (const [group, cursor] of Object.entries(req.cursors)) {
    if (cursor === null) continue;
    if (mode.perTicker && group.includes(',')) for (const t of group.split(',')) out.push([t, cursor]);
    else out.push([group, cursor]);
  }
  return out;
}

/**
 * The next page of history for a ticker set: one request for the set as a comma list, or one per ticker
 * once the service has refused the list (a 422 naming `ticker`, or naming nothing), merged by time.
 */
export async function fetchHistoryPage(
  req: HistoryRequest,
  opts: { signal?: AbortSignal; mode?: TickerListMode } = {},
): Promise<HistoryPage> {
  const mode = opts.mode ?? tabTickerList;
  const pending = pendingGroups(req, mode);
  const reads = (await Promise.all(pending.map(([g, c]) => readGroup(g, c, req.floors, mode, opts.signal)))).flat();
  const cursors: Record<string, GroupCursor | null> = { ...req.cursors };
  for (const [group] of pending) delete cursors[group];
  const byId = new Map<string, TapeEntry>();
  let unplaced = 0;
  let cut = false;
  for (const r of reads) {
    for (const e of r.page.entries) if (!byId.has(e.eventId)) byId.set(e.eventId, e);
    unplaced += r.page.unplaced;
    cut ||= r.next.cut;
    cursors[r.group] = r.next.olderThan === null ? null : { olderThan: r.next.olderThan, byTime: r.next.byTime };
  }
  return {
    entries: [...byId.values()].sort((a, b) => b.tsMs - a.tsMs),
    unplaced,
    cursors,
    exhausted: Object.values(cursors).every((c) => c === null),
    cut,
    staleLiveWindow: reads.some((r) => r.page.staleLiveWindow),
    hint: reads.map((r) => r.page.hint).find((h) => h !== null) ?? null,
    degraded: reads.some((r) => r.page.degraded),
    drift: [...new Set(reads.flatMap((r) => r.drift))],
  };
}
