/** Which abnormal trades raise an alert, and how (persisted per browser). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface AlertPrefs {
  /** Empty = every ticker. */
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
      tickers: [],
      minPremium: 250_000,
      toast: true,
      sound: false,
      desktop: false,
      set: (p) => set(p),
    }),
    { name: 'oa-abnormal-alerts', version: 1 },
  ),
);
