/**
 * Real-time watchlists per key (Document B, Limits): at most 25 active symbols (enforced by the
 * registry's maxItems through validateBody) and at most 50 distinct symbols added per UTC day.
 * An "addition" is a symbol that enters the active list; re-adding one already added today is free.
 */
import { utcDay } from '../../api/time-windows';

export const WATCHLIST_MAX_ACTIVE = 25;
export const WATCHLIST_MAX_DAILY_ADDITIONS = 50;
export const DEFAULT_WATCHLIST: readonly string[] = [
  'SPY',
  'QQQ',
  'IWM',
  'AAPL',
  'NVDA',
  'TSLA',
  'MSFT',
  'AMZN',
  'META',
];

interface Entry {
  symbols: string[];
  day: string;
  addedToday: Set<string>;
}

export type ReplaceResult =
  { readonly ok: true; readonly symbols: readonly string[] } | { readonly ok: false; readonly limit: number };

export class WatchlistStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly defaults: readonly string[] = DEFAULT_WATCHLIST,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string): Entry {
    const today = utcDay(this.now());
    let e = this.entries.get(key);
    if (!e) {
      e = { symbols: [...this.defaults], day: today, addedToday: new Set() };
      this.entries.set(key, e);
    }
    if (e.day !== today) {
      e.day = today;
      e.addedToday = new Set();
    }
    return e;
  }

  get(key: string): readonly string[] {
    return this.entry(key).symbols;
  }

  set(key: string): ReadonlySet<string> {
    return new Set(this.entry(key).symbols);
  }

  /** Replace the active list; refused (nothing changes) when today's distinct additions would pass 50. */
  replace(key: string, symbols: readonly string[]): ReplaceResult {
    const e = this.entry(key);
    const current = new Set(e.symbols);
    const added = new Set(e.addedToday);
    for (const s of symbols) if (!current.has(s)) added.add(s);
    if (added.size > WATCHLIST_MAX_DAILY_ADDITIONS) return { ok: false, limit: WATCHLIST_MAX_DAILY_ADDITIONS };
    e.addedToday = added;
    e.symbols = [...symbols];
    return { ok: true, symbols: e.symbols };
  }

  reset(): void {
    this.entries.clear();
  }
}
