import { describe, expect, it } from 'vitest';
import { intervalMinutes, readCandleBars, readDailyBars, readProfileOhlc } from './price-source';

describe('reading the chart bars from the published sources', () => {
  it('reads the profile OHLC minute bars, ascending, skipping a bar with a missing price', () => {
    const o = readProfileOhlc({
      ohlc: {
        open: 100,
        interval: '1m',
        delayed: false,
        bars: [
          { t: '2026-11-20T14:31:00.000Z', open: 2, high: 3, low: 1, close: 2.5, volume: 10 },
          { t: '2026-11-20T14:30:00.000Z', open: 1, high: 2, low: 0.5, close: 2, volume: null },
          { t: '2026-11-20T14:32:00.000Z', open: null, high: 3, low: 1, close: 2 },
        ],
      },
    });
    expect(o.minutes).toBe(1);
    expect(o.delayed).toBe(false);
    expect(o.bars).toEqual([
      { time: Date.UTC(2026, 10, 20, 14, 30) / 1000, open: 1, high: 2, low: 0.5, close: 2, volume: null },
      { time: Date.UTC(2026, 10, 20, 14, 31) / 1000, open: 2, high: 3, low: 1, close: 2.5, volume: 10 },
    ]);
  });

  it('tells an OHLC without bars (fall back to another door) from no bar yet (an empty chart)', () => {
    expect(readProfileOhlc({ ohlc: { open: 1, high: 2, low: 0.5, close: 1.5, volume: 9, bars: 390 } }).bars).toBeNull();
    expect(readProfileOhlc({ by_strike: [] }).bars).toBeNull();
    expect(readProfileOhlc({ ohlc: null }).bars).toEqual([]);
  });

  it('reads epoch-millisecond times and the stated interval', () => {
    const t = Date.UTC(2026, 10, 20, 14, 35);
    expect(
      readProfileOhlc({ ohlc: { interval: '5m', bars: [{ t, open: 1, high: 1, low: 1, close: 1 }] } }),
    ).toMatchObject({
      minutes: 5,
      bars: [{ time: t / 1000 }],
    });
    expect(intervalMinutes('1h')).toBe(60);
    expect(intervalMinutes('weekly')).toBeNull();
  });

  it('reads the stock_candles door and the daily candles (stamped by session date)', () => {
    expect(
      readCandleBars({ candles: [{ t: '2026-11-20T14:30:00Z', open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 }] }),
    ).toHaveLength(1);
    expect(
      readDailyBars({
        candles: [
          { session: '2026-11-20', open: 1, high: 2, low: 0.5, close: 1.5, volume: 3, finality: 'provisional' },
          { session: '2026-11-19', t: '2026-11-19T14:30:00Z', open: 1, high: 2, low: 0.5, close: 1.2, volume: 4 },
        ],
      }).map((b) => b.time),
    ).toEqual([Date.UTC(2026, 10, 19) / 1000, Date.UTC(2026, 10, 20) / 1000]);
  });
});
