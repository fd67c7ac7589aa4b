import { describe, expect, it } from 'vitest';
import { answerFixture } from './read-answer.fixture';
import { intervalMinutes, readCandleBars, readDailyBars, readProfileOhlc, sessionSeconds } from './price-source';

const profile = (body: object) => answerFixture('gex.profile', { by_strike: [], ...body });

describe('reading the chart bars from the published sources', () => {
  it('reads the profile OHLC minute bars, ascending, skipping a bar with a missing price', () => {
    const o = readProfileOhlc(
      profile({
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
      }),
    );
    expect(o.minutes).toBe(1);
    expect(o.delayed).toBe(false);
    expect(o.bars).toEqual([
      { time: Date.UTC(2026, 10, 20, 14, 30) / 1000, open: 1, high: 2, low: 0.5, close: 2, volume: null },
      { time: Date.UTC(2026, 10, 20, 14, 31) / 1000, open: 2, high: 3, low: 1, close: 2.5, volume: 10 },
    ]);
  });

  it('tells an OHLC without bars (fall back to another door) from no bar yet (an empty chart)', () => {
    expect(
      readProfileOhlc(profile({ ohlc: { open: 1, high: 2, low: 0.5, close: 1.5, volume: 9, bars: 390 } })).bars,
    ).toBeNull();
    expect(readProfileOhlc(profile({})).bars).toBeNull();
    expect(readProfileOhlc(profile({ ohlc: null })).bars).toEqual([]);
    expect(readProfileOhlc(undefined).bars).toBeNull();
  });

  it('reads epoch-millisecond times and the stated interval', () => {
    const t = Date.UTC(2026, 10, 20, 14, 35);
    expect(
      readProfileOhlc(profile({ ohlc: { interval: '5m', bars: [{ t, open: 1, high: 1, low: 1, close: 1 }] } })),
    ).toMatchObject({ minutes: 5, bars: [{ time: t / 1000 }] });
    expect(intervalMinutes('1h')).toBe(60);
    expect(intervalMinutes('weekly')).toBeNull();
  });

  it('reads the stock_candles door: by time, one bar per time, a bar with a missing price or in another layout left out', () => {
    const bars = readCandleBars(
      answerFixture('quotes.candles', {
        delayed: false,
        candles: [
          { t: '2026-11-20T14:35:00Z', open: 2, high: 3, low: 1, close: 2 },
          { t: '2026-11-20T14:30:00Z', open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 },
          { t: '2026-11-20T14:40:00Z', open: null, high: 3, low: 1, close: 2 },
          { t: '2026-11-20T14:35:00Z', open: 2, high: 4, low: 1, close: 3 },
          { time: '2026-11-20T14:45:00Z', o: 2, h: 4, l: 1, c: 3 },
        ],
      }),
    );
    expect(bars.map((b) => [b.time, b.high, b.volume])).toEqual([
      [Date.parse('2026-11-20T14:30:00Z') / 1000, 2, 3],
      [Date.parse('2026-11-20T14:35:00Z') / 1000, 4, null],
    ]);
  });

  it('reads the daily candles, each stamped at its session date UTC midnight', () => {
    const bars = readDailyBars(
      answerFixture('darkpool.dailyCandles', {
        candles: [
          { session: '2026-11-20', open: 1, high: 2, low: 0.5, close: 1.5, volume: 3, finality: 'provisional' },
          { session: '2026-11-19', t: '2026-11-19T14:30:00Z', open: 1, high: 2, low: 0.5, close: 1.2, volume: 4 },
          { session: '2026-11-18', open: 1, high: 2, low: null, close: 1.5 },
          { open: 1, high: 2, low: 0.5, close: 1.5 },
          { session: 'yesterday', open: 1, high: 2, low: 0.5, close: 1.5 },
        ],
      }),
    );
    expect(bars.map((b) => b.time)).toEqual([Date.UTC(2026, 10, 19) / 1000, Date.UTC(2026, 10, 20) / 1000]);
    expect(readDailyBars(undefined)).toEqual([]);
  });

  it('stamps a session by its date part, and refuses anything else', () => {
    expect(sessionSeconds('2026-11-18')).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(sessionSeconds('2026-11-18T14:30:00.000Z')).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(sessionSeconds('Nov 18')).toBeNull();
    expect(sessionSeconds(null)).toBeNull();
  });
});
