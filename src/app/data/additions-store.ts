/**
 * Distinct watchlist additions made today (UTC day), counted in the browser because the service
 * enforces the 50-a-day limit without reporting usage. Persisted so a reload does not forget.
 */
import { utcDay } from '../../api/time-windows';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface AdditionsState {
  day: string;
  symbols: readonly string[];
  record: (symbol: string, now?: number) => void;
}

export const useAdditions = create<AdditionsState>()(
  persist(
    (set) => ({
      day: utcDay(Date.now()),
      symbols: [],
      record: (symbol, now = Date.now()) =>
        set((s) => {
          const day = utcDay(now);
          const list = s.day === day ? s.symbols : [];
          return list.includes(symbol) ? { day, symbols: list } : { day, symbols: [...list, symbol] };
        }),
    }),
    { name: 'oa-watchlist-additions' },
  ),
);

/** Additions counted for today; yesterday's list counts as zero. */
export function additionsToday(
  s: Pick<AdditionsState, 'day' | 'symbols'>,
  now: number = Date.now(),
): readonly string[] {
  return s.day === utcDay(now) ? s.symbols : [];
}
