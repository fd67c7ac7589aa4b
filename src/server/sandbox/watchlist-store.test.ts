import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCHLIST, WatchlistStore } from './watchlist-store';

describe('WatchlistStore', () => {
  it('starts from the default list and counts distinct additions per UTC day', () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const w = new WatchlistStore(DEFAULT_WATCHLIST, () => now);
    expect(w.get('k')).toEqual(DEFAULT_WATCHLIST);
    const sym = (i: number): string => `S${i}`;
    expect(
      w.replace(
        'k',
        Array.from({ length: 25 }, (_, i) => sym(i)),
      ).ok,
    ).toBe(true);
    expect(
      w.replace(
        'k',
        Array.from({ length: 25 }, (_, i) => sym(25 + i)),
      ).ok,
    ).toBe(true);
    // SPY left the list; bringing it back is an addition, the 51st of the day
    expect(w.replace('k', ['SPY', sym(0)]).ok).toBe(false);
    expect(w.replace('k', [sym(1)]).ok).toBe(true); // already added today: free
    expect(w.replace('k', [sym(99)])).toEqual({ ok: false, limit: 50 });
    expect(w.get('k')).toEqual([sym(1)]);
    now += 86_400_000;
    expect(w.replace('k', [sym(99)]).ok).toBe(true);
  });
});
