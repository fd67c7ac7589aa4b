// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbnormalTradeRow } from '../../stream/protocol';
import type * as BeepModule from '../../ui/beep';
import { useAlertMute } from '../../ui/alert-mute';
import { useToasts } from '../../ui/toast-store';
import { ABNORMAL_GROUP_MS, addAbnormalRows, setAlertWatchlist, useAbnormalFeed } from './abnormal-feed';
import { useAlertPrefs } from './alert-prefs';

const beeps = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../ui/beep', async (real) => ({
  ...(await real<typeof BeepModule>()),
  beep: () => {
    beeps.count += 1;
  },
}));

let n = 0;
function trade(ticker: string, premium = 1_000_000): AbnormalTradeRow {
  n += 1;
  return {
    event_id: `e${n}`,
    ticker,
    side: 'buy',
    premium,
    option_type: 'call',
    strike: 100,
    expiration: '2026-12-18',
  };
}

const texts = (): string[] => useToasts.getState().toasts.map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
  beeps.count = 0;
  useToasts.setState({ toasts: [] });
  useAbnormalFeed.setState({ rows: [], alerts: 0 });
  useAlertPrefs.setState({ scope: 'watchlist', tickers: [], minPremium: 250_000, toast: true, sound: true });
  useAlertMute.setState({ muted: false });
  setAlertWatchlist(['NVDA', 'TSLA', 'AAPL']);
});
afterEach(() => {
  // Close every open group before the next test.
  vi.advanceTimersByTime(ABNORMAL_GROUP_MS * 2);
  vi.useRealTimers();
});

describe('abnormal-trade alerts', () => {
  it('alert only on the watchlist’s tickers by default, and on every ticker when widened', () => {
    addAbnormalRows([trade('ARKK'), trade('NVDA')], false);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/^Abnormal NVDA /);
    expect(useAbnormalFeed.getState().alerts).toBe(1);
    // Both are listed, whichever alerted.
    expect(useAbnormalFeed.getState().rows).toHaveLength(2);

    vi.advanceTimersByTime(ABNORMAL_GROUP_MS);
    useAlertPrefs.setState({ scope: 'all' });
    addAbnormalRows([trade('ARKK')], false);
    expect(texts().at(-1)).toMatch(/^Abnormal ARKK /);
  });

  it('no alert while the watchlist is unknown, nor below the premium floor, nor for a replay', () => {
    setAlertWatchlist(null);
    addAbnormalRows([trade('NVDA')], false);
    setAlertWatchlist(['NVDA']);
    addAbnormalRows([trade('NVDA', 100_000)], false);
    addAbnormalRows([trade('NVDA')], true);
    expect(texts()).toEqual([]);
    expect(beeps.count).toBe(0);
  });

  it('groups trades close together into one toast and one tone; a later trade opens the next group', () => {
    addAbnormalRows([trade('NVDA')], false);
    vi.advanceTimersByTime(2_000);
    addAbnormalRows([trade('TSLA')], false);
    vi.advanceTimersByTime(3_000);
    addAbnormalRows([trade('AAPL'), trade('NVDA')], false);
    const toasts = useToasts.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.text).toBe('4 abnormal trades: NVDA, TSLA, AAPL');
    expect(toasts[0]!.detail).toHaveLength(4);
    expect(toasts[0]!.link?.to).toBe('/flow');
    expect(beeps.count).toBe(1);

    vi.advanceTimersByTime(ABNORMAL_GROUP_MS);
    addAbnormalRows([trade('TSLA')], false);
    expect(texts().at(-1)).toMatch(/^Abnormal TSLA /);
    expect(beeps.count).toBe(2);
  });

  it('a group’s toast stays while trades join it, then fades', () => {
    addAbnormalRows([trade('NVDA')], false);
    vi.advanceTimersByTime(ABNORMAL_GROUP_MS - 1_000);
    addAbnormalRows([trade('TSLA')], false);
    vi.advanceTimersByTime(ABNORMAL_GROUP_MS - 1_000);
    expect(texts()).toEqual(['2 abnormal trades: NVDA, TSLA']);
    vi.advanceTimersByTime(1_000);
    expect(texts()).toEqual([]);
  });

  it('the mute silences toast and tone, and still counts the alert', () => {
    useAlertMute.getState().toggle();
    addAbnormalRows([trade('NVDA')], false);
    expect(texts()).toEqual([]);
    expect(beeps.count).toBe(0);
    expect(useAbnormalFeed.getState().alerts).toBe(1);
  });

  it('muting takes away the market’s toasts on screen, not the app’s own messages', () => {
    addAbnormalRows([trade('NVDA')], false);
    useToasts.setState((s) => ({ toasts: [...s.toasts, { id: 999, kind: 'error', text: 'Adding AMD was undone' }] }));
    useAlertMute.getState().toggle();
    expect(texts()).toEqual(['Adding AMD was undone']);
  });
});
