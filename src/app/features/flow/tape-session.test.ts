import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTER } from './tape-filter';
import { floorsOf } from './tape-floors';
import { loadEarlier, loadFirstPage, tapeStore, useTapeHistory } from './tape-session';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  // The tab's history and tape are module-wide: the next test starts with no pages and no rows.
  useTapeHistory.setState(useTapeHistory.getInitialState(), true);
  tapeStore.clear();
});

const asked = (): URLSearchParams[] =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://dash.test').searchParams);
const premiumFloor = (minPremium: number | null) => floorsOf({ ...NO_FILTER, minPremium, side: 'buy' });
const settled = () => vi.waitFor(() => expect(useTapeHistory.getState().loading).toBe(false));

describe('the tab’s tape history', () => {
  it('is keyed by the ticker set and the floors: a raised floor pages on, a lowered one reads again', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        rows: [{ event_id: `e${fetchMock.mock.calls.length}`, ticker: 'SPY', timestamp: '2026-09-14T14:30:00Z' }],
        next_older_than: `k${fetchMock.mock.calls.length}`,
      }),
    );
    loadFirstPage(['SPY'], premiumFloor(1e6));
    await settled();
    expect(asked()[0]!.get('min_premium')).toBe('1000000');
    expect(tapeStore.has('e1')).toBe(true);

    // Raised: the rows held already cover the stricter floor; the next page carries it.
    loadFirstPage(['SPY'], premiumFloor(2e6));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    loadEarlier(['SPY']);
    await settled();
    expect(Object.fromEntries(asked()[1]!)).toMatchObject({ min_premium: '2000000', older_than: 'k1' });

    // Removed: the rows under the old floor were never read, so the newest page is read again without it.
    loadFirstPage(['SPY'], premiumFloor(null));
    await settled();
    expect(asked()[2]!.has('min_premium')).toBe(false);
    expect(asked()[2]!.has('older_than')).toBe(false);
    expect(useTapeHistory.getState()).toMatchObject({ pages: 1, exhausted: false, error: null });
  });
});
