/** The trader's tape settings, kept across reloads: ticker source, filters, sort and columns. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ColumnId } from './tape-columns';
import { DEFAULT_SORT, NO_FILTER, type TapeFilter, type TapeSort } from './tape-filter';

export interface FlowPrefs {
  /** Stream the watchlist, or a chosen set (which must be on the watchlist to be carried). */
  source: 'watchlist' | 'custom';
  custom: string[];
  filter: TapeFilter;
  sort: TapeSort;
  hidden: ColumnId[];
  pauseOnHover: boolean;
  set: (p: Partial<Omit<FlowPrefs, 'set'>>) => void;
}

export const useFlowPrefs = create<FlowPrefs>()(
  persist(
    (set) => ({
      source: 'watchlist',
      custom: [],
      filter: NO_FILTER,
      sort: DEFAULT_SORT,
      hidden: [],
      pauseOnHover: true,
      set: (p) => set(p),
    }),
    { name: 'oa-flow-prefs', version: 1 },
  ),
);
