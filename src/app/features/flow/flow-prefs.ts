/**
 * The trader's own tape settings, kept across reloads: ticker source and columns. The filter and the
 * sort are not here: they live in the URL (tape-url.ts), so a filtered, sorted tape can be shared.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ColumnId } from './tape-columns';
import { DEFAULT_SORT, type TapeSort } from './tape-filter';

export interface FlowPrefs {
  /** Stream the watchlist, or a chosen set (which must be on the watchlist to be carried). */
  source: 'watchlist' | 'custom';
  custom: string[];
  /** The sort kept here before it moved to the URL: still the tape's default when the URL names none. */
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
      sort: DEFAULT_SORT,
      hidden: [],
      pauseOnHover: true,
      set: (p) => set(p),
    }),
    {
      name: 'oa-flow-prefs',
      version: 2,
      // Version 1 kept the filter here; it now comes from the URL.
      migrate: (old) => {
        const { filter: _dropped, ...rest } = (old ?? {}) as Record<string, unknown>;
        return rest as unknown as FlowPrefs;
      },
    },
  ),
);
