/**
 * Screens the trader saved by name: the screener's filters and sort as they stood, re-applied with one
 * pick. Kept per browser (a screen is a way of looking, not data to share; its link is the URL).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sortParamName } from '../../ui/use-table-sort';
import { SCREENER_TABLE_ID } from './screener-columns';

/** The URL parameters a screen is made of: the screener's filters and its sort. */
export const SCREEN_PARAMS: readonly string[] = ['limit', 'lean', 'sector', 'stocks', sortParamName(SCREENER_TABLE_ID)];

export const SCREEN_NAME_MAX = 40;

/** A screen as the query text of its parameters ("lean=bullish&sort.screener=-premium"). */
export type Screen = string;

export function screenOf(params: URLSearchParams): Screen {
  const out = new URLSearchParams();
  for (const name of SCREEN_PARAMS) {
    const v = params.get(name);
    if (v !== null) out.set(name, v);
  }
  return out.toString();
}

/** The page's parameters with the screen's in place of the screener's current ones; the others kept. */
export function withScreen(params: URLSearchParams, screen: Screen): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of SCREEN_PARAMS) out.delete(name);
  const saved = new URLSearchParams(screen);
  for (const name of SCREEN_PARAMS) {
    const v = saved.get(name);
    if (v !== null) out.set(name, v);
  }
  return out;
}

/** A name as it is kept: trimmed, inner spaces collapsed, bounded; null when nothing is left. */
export function screenName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ').slice(0, SCREEN_NAME_MAX);
  return name === '' ? null : name;
}

interface SavedScreens {
  screens: Record<string, Screen>;
  /** Saves (or replaces) the screen under its name. */
  save: (name: string, screen: Screen) => void;
  remove: (name: string) => void;
}

export const useSavedScreens = create<SavedScreens>()(
  persist(
    (set) => ({
      screens: {},
      save: (name, screen) => set((s) => ({ screens: { ...s.screens, [name]: screen } })),
      remove: (name) =>
        set((s) => {
          const { [name]: _gone, ...rest } = s.screens;
          return { screens: rest };
        }),
    }),
    { name: 'oa-saved-screens', version: 1, partialize: (s) => ({ screens: s.screens }) },
  ),
);
