/**
 * The trader's watchlists: the service's real-time one (GET/PUT /v1/quotes/watchlist, watchlist.ts) and
 * named local lists kept in this browser. Only the real-time list gets real-time quotes and the flow
 * stream; a local list's symbols read what any symbol reads, delayed where the service says so. The
 * board and the desk's board panel show whichever list the trader picks, by name (null: the real-time one).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseTicker } from '../../api/ticker';
import { useSetSearchParam } from './search-param';
import { useWatchlist } from './watchlist';

/** What the real-time list is called wherever lists are listed; no local list may take the name. */
export const REALTIME_LIST_NAME = 'Watchlist';
/** The board is sized for 25 symbols within the day's budget, as the real-time list is. */
export const MAX_LOCAL_SYMBOLS = 25;
export const MAX_LOCAL_LISTS = 20;
/** Matches the desk's `list` field (dashboard-api/desk.ts). */
export const MAX_LIST_NAME = 40;

export interface LocalList {
  readonly name: string;
  readonly symbols: readonly string[];
}

/** A change refused, with the reason to show; null when it was made. */
export type Refusal = string | null;

interface LocalListsState {
  lists: readonly LocalList[];
  create: (name: string) => Refusal;
  rename: (from: string, to: string) => Refusal;
  remove: (name: string) => void;
  add: (list: string, symbol: string) => Refusal;
  drop: (list: string, symbol: string) => void;
}

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Why `name` cannot name a new list (or `list` renamed to it), or null. */
export function listNameRefusal(lists: readonly LocalList[], name: string, renaming?: string): Refusal {
  const n = name.trim();
  if (n === '') return 'Name the list.';
  if (n.length > MAX_LIST_NAME) return `A list name is at most ${MAX_LIST_NAME} characters.`;
  if (sameName(n, REALTIME_LIST_NAME)) return `“${REALTIME_LIST_NAME}” is the service's list.`;
  if (lists.some((l) => sameName(l.name, n) && l.name !== renaming)) return `There is already a list named ${n}.`;
  return null;
}

export const useLocalLists = create<LocalListsState>()(
  persist(
    (set, get) => ({
      lists: [],
      create: (name) => {
        const { lists } = get();
        if (lists.length >= MAX_LOCAL_LISTS) return `At most ${MAX_LOCAL_LISTS} lists; delete one first.`;
        const refusal = listNameRefusal(lists, name);
        if (refusal) return refusal;
        set({ lists: [...lists, { name: name.trim(), symbols: [] }] });
        return null;
      },
      rename: (from, to) => {
        const refusal = listNameRefusal(get().lists, to, from);
        if (refusal) return refusal;
        set((s) => ({ lists: s.lists.map((l) => (l.name === from ? { ...l, name: to.trim() } : l)) }));
        return null;
      },
      remove: (name) => set((s) => ({ lists: s.lists.filter((l) => l.name !== name) })),
      add: (list, raw) => {
        const symbol = parseTicker(raw);
        if (!symbol) return 'Type a ticker symbol, e.g. SPY.';
        const l = get().lists.find((x) => x.name === list);
        if (!l) return `There is no list named ${list}.`;
        if (l.symbols.includes(symbol)) return `${symbol} is already on ${list}.`;
        if (l.symbols.length >= MAX_LOCAL_SYMBOLS) return `A list holds at most ${MAX_LOCAL_SYMBOLS} symbols.`;
        set((s) => ({ lists: s.lists.map((x) => (x === l ? { ...x, symbols: [...x.symbols, symbol] } : x)) }));
        return null;
      },
      drop: (list, symbol) =>
        set((s) => ({
          lists: s.lists.map((l) => (l.name === list ? { ...l, symbols: l.symbols.filter((x) => x !== symbol) } : l)),
        })),
    }),
    { name: 'oa-watchlists', version: 1, partialize: (s) => ({ lists: s.lists }) },
  ),
);

/** One list as pickers and boards show it. */
export interface ListView {
  /** null: the real-time list. */
  readonly name: string | null;
  readonly label: string;
  readonly realtime: boolean;
  /** Empty while the real-time list is being read. */
  readonly symbols: readonly string[];
}

/** Every list: the real-time one first, then the local ones in the order they were made. */
export function useWatchlists(): readonly ListView[] {
  const realtime = useWatchlist().data?.symbols;
  const local = useLocalLists((s) => s.lists);
  return useMemo(
    () => [
      { name: null, label: REALTIME_LIST_NAME, realtime: true, symbols: realtime ?? [] },
      ...local.map((l) => ({ name: l.name, label: l.name, realtime: false, symbols: l.symbols })),
    ],
    [realtime, local],
  );
}

/** The list named `name` (null: the real-time one); undefined when this browser has no such list. */
export function useListView(name: string | null): ListView | undefined {
  const lists = useWatchlists();
  return useMemo(() => lists.find((l) => l.name === name), [lists, name]);
}

/** The list a page shows, in its URL (`?list=<name>`; absent: the real-time list), so a link keeps it. */
export const LIST_PARAM = 'list';

export function useListParam(): [string | null, (name: string | null) => void] {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const set = useCallback((name: string | null) => setParam(LIST_PARAM, name), [setParam]);
  return [params.get(LIST_PARAM), set];
}
