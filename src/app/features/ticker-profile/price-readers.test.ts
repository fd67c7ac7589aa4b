import { describe, expect, it } from 'vitest';
import { answerFixture } from '../../data/read-answer.fixture';
import { describeParameters, latestValue, readIndicator } from './price-readers';

describe('readIndicator', () => {
  it('reads SMA points by session with the window the service used', () => {
    const s = readIndicator(
      answerFixture('technicals.indicator', {
        indicator: 'sma',
        parameters: { window: 20 },
        rows: [
          { t: '2026-11-17T14:30:00.000Z', session: '2026-11-17', close: 169.57, complete: true, value: 152.113 },
          { t: '2026-11-16T14:30:00.000Z', session: '2026-11-16', close: 173.59, complete: true, value: null },
          { t: '2026-11-13T14:30:00.000Z', close: 170, complete: true, value: 150 },
        ],
      }),
    );
    expect(s.indicator).toBe('sma');
    expect(s.parameters).toEqual({ window: 20 });
    // A point without a session date cannot be placed: left out, never drawn at 0.
    expect(s.points.map((p) => [p.session, p.value, p.close])).toEqual([
      ['2026-11-16', null, 173.59],
      ['2026-11-17', 152.113, 169.57],
    ]);
    expect(s.points[0]!.x).toBe(Date.UTC(2026, 10, 16));
    expect(latestValue(s, 'value')).toBe(152.113);
  });

  it('reads MACD lines and the forming session; a parameter that is not a number is left out', () => {
    const s = readIndicator(
      answerFixture('technicals.indicator', {
        indicator: 'macd',
        parameters: { fast: 12, slow: 26, signal: '9', label: 'x' },
        rows: [{ session: '2026-11-18', close: 181, macd: 6.2, signal: 3.6, histogram: 2.6, complete: false }],
      }),
    );
    expect(s.points[0]).toMatchObject({ macd: 6.2, signal: 3.6, histogram: 2.6, value: null, complete: false });
    expect(describeParameters(s.parameters)).toBe('fast 12 · slow 26 · signal 9');
    expect(latestValue(s, 'histogram')).toBe(2.6);
  });

  it('answers an empty series for an answer without points', () => {
    const s = readIndicator(answerFixture('technicals.indicator', { rows: [] }));
    expect(s).toEqual({ indicator: null, parameters: {}, points: [] });
    expect(latestValue(s, 'value')).toBeNull();
    expect(describeParameters(s.parameters)).toBeNull();
  });
});
