import { describe, expect, it } from 'vitest';
import { describeParameters, latestValue, readDailyBars, readIndicator, sessionSeconds } from './price-readers';

describe('readDailyBars', () => {
  it('stamps each session at its UTC midnight, ascending, one bar per session', () => {
    const bars = readDailyBars({
      candles: [
        { session: '2026-11-17', open: 172.33, high: 172.85, low: 168.47, close: 169.57, volume: 105_484_962 },
        { session: '2026-11-16', open: 171.6, high: 174, low: 170.43, close: 173.59 },
        { session: '2026-11-17', open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 },
      ],
    });
    expect(bars).toEqual([
      { time: Date.UTC(2026, 10, 16) / 1000, open: 171.6, high: 174, low: 170.43, close: 173.59, volume: null },
      { time: Date.UTC(2026, 10, 17) / 1000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 },
    ]);
  });

  it('leaves out a bar with a missing price or date rather than drawing a 0', () => {
    expect(
      readDailyBars({
        candles: [
          { session: '2026-11-16', open: 1, high: 2, low: null, close: 1.5 },
          { open: 1, high: 2, low: 0.5, close: 1.5 },
          { session: 'yesterday', open: 1, high: 2, low: 0.5, close: 1.5 },
        ],
      }),
    ).toEqual([]);
    expect(readDailyBars(null)).toEqual([]);
  });
});

describe('sessionSeconds', () => {
  it('reads a date or a timestamp by its date part, and refuses anything else', () => {
    expect(sessionSeconds('2026-11-18')).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(sessionSeconds('2026-11-18T14:30:00.000Z')).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(sessionSeconds('Nov 18')).toBeNull();
    expect(sessionSeconds(null)).toBeNull();
  });
});

describe('readIndicator', () => {
  it('reads SMA points by session with the window the service used', () => {
    const s = readIndicator({
      indicator: 'sma',
      parameters: { window: 20 },
      rows: [
        { t: '2026-11-17T14:30:00.000Z', session: '2026-11-17', close: 169.57, complete: true, value: 152.113 },
        { t: '2026-11-16T14:30:00.000Z', session: '2026-11-16', close: 173.59, complete: true, value: null },
      ],
    });
    expect(s.indicator).toBe('sma');
    expect(s.parameters).toEqual({ window: 20 });
    expect(s.points.map((p) => [p.session, p.value, p.close])).toEqual([
      ['2026-11-16', null, 173.59],
      ['2026-11-17', 152.113, 169.57],
    ]);
    expect(s.points[0]!.x).toBe(Date.UTC(2026, 10, 16));
    expect(latestValue(s, 'value')).toBe(152.113);
  });

  it('reads MACD lines and the forming session', () => {
    const s = readIndicator({
      indicator: 'macd',
      parameters: { fast: 12, slow: 26, signal: 9, label: 'x' },
      rows: [{ session: '2026-11-18', macd: 6.2, signal: 3.6, histogram: 2.6, complete: false }],
    });
    expect(s.points[0]).toMatchObject({ macd: 6.2, signal: 3.6, histogram: 2.6, value: null, complete: false });
    expect(describeParameters(s.parameters)).toBe('fast 12 · slow 26 · signal 9');
    expect(latestValue(s, 'histogram')).toBe(2.6);
  });

  it('answers an empty series for an unreadable payload', () => {
    const s = readIndicator('nope');
    expect(s).toEqual({ indicator: null, parameters: {}, points: [] });
    expect(latestValue(s, 'value')).toBeNull();
    expect(describeParameters(s.parameters)).toBeNull();
  });
});
