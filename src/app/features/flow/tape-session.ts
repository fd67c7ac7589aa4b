/**
 * The tab's tape: one store for the whole tab (it outlives a visit to another page, so coming back
 * neither loses rows nor spends the row budget again) and the state of its REST history.
 */
import { create } from 'zustand';
import { tickerList } from '../../data/ticker-list';
import { describeError } from '../../ui/error-text';
import { fetchTapePage } from './tape-history';
import { workerIndexer } from './tape-indexer';
import { TapeStore } from './tape-store';

export const tapeStore = new TapeStore({
  maxRows: 200_000,
  indexer: workerIndexer(),
  frame: typeof requestAnimationFrame === 'undefined' ? null : (cb) => requestAnimationFrame(() => cb()),
});

export interface HistoryState {
  /** Ticker set the history belongs to, as one list (ticker-list.ts). */
  key: string | null;
  cursor: string | null;
  loading: boolean;
  error: string | null;
  exhausted: boolean;
  pages: number;
  rowsLoaded: number;
  /** History rows with no event_id or print time: they cannot be joined or placed, so they are counted. */
  rowsUnplaced: number;
  staleLiveWindow: boolean;
  hint: string | null;
  degraded: boolean;
}

export const useTapeHistory = create<HistoryState>(() => ({
  key: null,
  cursor: null,
  loading: false,
  error: null,
  exhausted: false,
  pages: 0,
  rowsLoaded: 0,
  rowsUnplaced: 0,
  staleLiveWindow: false,
  hint: null,
  degraded: false,
}));

async function loadPage(tickers: readonly string[], older: boolean): Promise<void> {
  const s = useTapeHistory.getState();
  if (s.loading) return;
  const key = tickerList(tickers);
  const cursor = older && s.key === key ? s.cursor : null;
  useTapeHistory.setState({ loading: true, error: null, key });
  try {
    const page = await fetchTapePage(tickers, cursor);
    tapeStore.add(page.entries, { bypassPause: true });
    useTapeHistory.setState((h) => ({
      loading: false,
      cursor: page.nextOlderThan,
      exhausted: page.nextOlderThan === null,
      pages: h.pages + 1,
      rowsLoaded: h.rowsLoaded + page.entries.length,
      rowsUnplaced: h.rowsUnplaced + page.unplaced,
      staleLiveWindow: page.staleLiveWindow,
      hint: page.hint,
      degraded: page.degraded,
    }));
  } catch (e) {
    const t = describeError(e);
    useTapeHistory.setState({ loading: false, error: `${t.title}: ${t.body}` });
  }
}

/** The first page for a ticker set, once per tab (StrictMode's double effect and route changes reuse it). */
export function loadFirstPage(tickers: readonly string[]): void {
  if (tickers.length === 0) return;
  if (useTapeHistory.getState().key === tickerList(tickers)) return;
  useTapeHistory.setState({ cursor: null, exhausted: false, pages: 0 });
  void loadPage(tickers, false);
}

/** One more page back in time, on the trader's click. */
export function loadEarlier(tickers: readonly string[]): void {
  if (tickers.length === 0) return;
  void loadPage(tickers, true);
}
