import { describe, expect, it } from 'vitest';
import { calibrationOf, directionalTruncation, directionOf, latestCluster, sessionsOf, toneOf } from './rankings-model';

describe('rankings model', () => {
  it('detects directional truncation by tickers_count versus rows', () => {
    expect(directionalTruncation({ data: [{}, {}], tickers_count: 5 })).toEqual({
      shown: 2,
      total: 5,
      truncated: true,
    });
    expect(directionalTruncation({ data: [{}, {}], tickers_count: 2 })).toEqual({
      shown: 2,
      total: 2,
      truncated: false,
    });
    expect(directionalTruncation({ data: [] })).toEqual({ shown: 0, total: null, truncated: false });
  });

  it('gives signs as tones and keeps null apart from zero', () => {
    expect(toneOf(12)).toBe('up');
    expect(toneOf(-3)).toBe('down');
    expect(toneOf(0)).toBe('neutral');
    expect(toneOf(null)).toBe('missing');
  });

  it('reads calibration and direction', () => {
    expect(calibrationOf({ basis: { calibration: 'none' } })).toBe('none');
    expect(calibrationOf({})).toBeNull();
    expect(directionOf('bullish')).toBe('bullish');
    expect(directionOf('up')).toBeNull();
  });

  it('finds the latest cluster by start time', () => {
    const c = latestCluster([
      { start_ms: 3, id: 'b' },
      { start_ms: 1, id: 'a' },
    ]);
    expect(c?.id).toBe('b');
    expect(latestCluster([])).toBeNull();
  });
});

describe('sessionsOf', () => {
  it('reads strings or objects, newest first', () => {
    expect(sessionsOf({ sessions: ['2026-09-10', { session: '2026-09-11' }, 'bad'] })).toEqual([
      '2026-09-11',
      '2026-09-10',
    ]);
    expect(sessionsOf(null)).toEqual([]);
  });
});
