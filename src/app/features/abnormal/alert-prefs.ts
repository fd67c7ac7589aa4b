/** Which abnormal trades raise an alert, and how (persisted per browser). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AlertScope } from './alert-scope';

export interface AlertPrefs {
  /** Whose trades alert: the account's watchlist (the default), every ticker, or the tickers below. */
  scope: AlertScope;
  /** The tickers of scope `tickers`. */
  tickers: string[];
  minPremium: number | null;
  toast: boolean;
  sound: boolean;
  desktop: boolean;
  set: (p: Partial<Omit<AlertPrefs, 'set'>>) => void;
}

export const useAlertPrefs = create<AlertPrefs>()(
  persist(
    (set) => ({
      scope: 'watchlist',
      tickers: [],
      minPremium: 250_000,
      toast: true,
      sound: false,
      desktop: false,
      set: (p) => set(p),
    }),
    {
      name: 'oa-abnormal-alerts',
      version: 2,
      // Version 1 had no scope: an empty list meant every ticker, which is what made the toasts noisy.
      // Those who named tickers keep them; the rest get the watchlist.
      migrate: (old, version) => {
        const o = (old ?? {}) as Partial<AlertPrefs>;
        if (version < 2) return { ...o, scope: (o.tickers?.length ?? 0) > 0 ? 'tickers' : 'watchlist' };
        return o;
      },
    },
  ),
);
