/**
 * The tab's tape: one store for the whole tab (it outlives a visit to another page, so coming back
 * neither loses rows nor spends the row budget again) and the state of its REST history.
 */
import { create } from 'zustand';
import { tickerList } from '../../data/ticker-list';
import { describeError } from '../../ui/error-text';
import { floorsKey, loosens, type TapeFloors } from './tape-floors';
import { fetchHistoryPage, type HistoryCursors } from './tape-history';
import { workerIndexer } from './tape-indexer';
import { TapeStore } from './tape-store';

export const tapeStore = new TapeStore({
  maxRows: 200_000,
  indexer: workerIndexer(),
  frame: typeof requestAnimationFrame === 'undefined' ? null : (cb) => requestAnimationFrame(() => cb()),
});

export interface HistoryState {
  /** Ticker set and floors the history belongs to (ticker-list.ts, tape-floors.ts), as one string. */
  key: string | null;
  /** The ticker set alone. */
  tickers: string | null;
  /** The floors the pages are asked with. */
  floors: TapeFloors | null;
  /** Where each request goes on from; null before the first page. */
  cursors: HistoryCursors | null;
  loading: boolean;
  error: string | null;
  exhausted: boolean;
  /** A page came full without a cursor and was read on by time: rows at its boundary may be missing. */
  cut: boolean;
  pages: number;
  rowsLoaded: number;
  /** History rows with no event_id or print time: they cannot be joined or placed, so they are counted. */
  rowsUnplaced: number;
  staleLiveWindow: boolean;
  hint: string | null;
  degraded: boolean;
  /** Fields of the history pages read so far that differ from the contract. */
  drift: readonly string[];
}

export const useTapeHistory = create<HistoryState>(() => ({
  key: null,
  tickers: null,
  floors: null,
  cursors: null,
  loading: false,
  error: null,
  exhausted: false,
  cut: false,
  pages: 0,
  rowsLoaded: 0,
  rowsUnplaced: 0,
  staleLiveWindow: false,
  hint: null,
  degraded: false,
  drift: [],
}));

const keyOf = (tickers: string, floors: TapeFloors): string => `${tickers}|${floorsKey(floors)}`;

/** The load in flight: a first page for another ticker set or looser floors replaces it. */
let inFlight: AbortController | null = null;

async function loadPage(tickers: readonly string[], floors: TapeFloors, older: boolean): Promise<void> {
  const s = useTapeHistory.getState();
  if (older && s.loading) return;
  inFlight?.abort();
  const ctl = new AbortController();
  inFlight = ctl;
  const list = tickerList(tickers);
  const cursors = older && s.tickers === list ? s.cursors : null;
  useTapeHistory.setState({ loading: true, error: null, key: keyOf(list, floors), tickers: list, floors });
  try {
    const page = await fetchHistoryPage({ tickers, floors, cursors }, { signal: ctl.signal });
    if (inFlight !== ctl) return;
    inFlight = null;
    tapeStore.add(page.entries, { bypassPause: true });
    useTapeHistory.setState((h) => ({
      loading: false,
      cursors: page.cursors,
      exhausted: page.exhausted,
      cut: h.cut || page.cut,
      pages: h.pages + 1,
      rowsLoaded: h.rowsLoaded + page.entries.length,
      rowsUnplaced: h.rowsUnplaced + page.unplaced,
      staleLiveWindow: page.staleLiveWindow,
      hint: page.hint,
      degraded: page.degraded,
      drift: [...new Set([...h.drift, ...page.drift])],
    }));
  } catch (e) {
    if (inFlight !== ctl) return;
    inFlight = null;
    const t = describeError(e);
    useTapeHistory.setState({ loading: false, error: `${t.title}: ${t.body}` });
  }
}

/**
 * The first page for a ticker set and the filter's floors, once per tab (StrictMode's double effect and
 * route changes reuse it). Raised floors go on from the pages held (they cover the stricter filter);
 * lowered ones read the newest page again, since the rows held lack what the old floors kept out.
 */
export function loadFirstPage(tickers: readonly string[], floors: TapeFloors): void {
  if (tickers.length === 0) return;
  const s = useTapeHistory.getState();
  const list = tickerList(tickers);
  if (s.key === keyOf(list, floors)) return;
  if (s.tickers === list && s.floors && !loosens(floors, s.floors) && !s.loading) {
    useTapeHistory.setState({ key: keyOf(list, floors), floors });
    return;
  }
  useTapeHistory.setState({ cursors: null, exhausted: false, cut: false, pages: 0, drift: [] });
  void loadPage(tickers, floors, false);
}

/** One more page back in time, on the trader's click, with the floors of the first. */
export function loadEarlier(tickers: readonly string[]): void {
  if (tickers.length === 0) return;
  const s = useTapeHistory.getState();
  if (s.tickers !== tickerList(tickers) || s.floors === null) return;
  void loadPage(tickers, s.floors, true);
}
