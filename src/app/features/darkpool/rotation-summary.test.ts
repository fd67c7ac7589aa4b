import { describe, expect, it } from 'vitest';
import type { RotationMatrix } from './market-readers';
import { rotationCall, rotationView } from './rotation-summary';

// A morning: every sector's session so far is a small part of its whole-day average.
const morning: RotationMatrix = {
  sessions: ['2026-11-16', '2026-11-17'],
  sectors: ['technology', 'real_estate', 'utilities'],
  ratio: [
    [1.2, 0.095],
    [0.95, 0.12],
    [1.0, 0.05],
  ],
  call: { into: [], outOf: ['technology', 'utilities'], mostElevated: { key: 'real_estate', ratio: 0.1 } },
};

describe('rotation call', () => {
  it('calls into above 1.10× and out of below 0.90×, the most elevated only when above average and never also "out of"', () => {
    expect(
      rotationCall([
        { key: 'a', ratio: 1.3 },
        { key: 'b', ratio: 0.8 },
        { key: 'c', ratio: null },
      ]),
    ).toEqual({ into: ['a'], outOf: ['b'], mostElevated: { key: 'a', ratio: 1.3 } });
    const quiet = rotationCall([
      { key: 'real_estate', ratio: 0.5 },
      { key: 'energy', ratio: 0.4 },
    ]);
    expect(quiet.mostElevated).toBeNull();
    expect(quiet.outOf).toEqual(['real_estate', 'energy']);
  });
});

describe('rotation view', () => {
  it('compares the partial session with the same minutes of earlier sessions and calls from that', () => {
    const v = rotationView(morning, true, { share: 0.1, sessions: 4, minutes: 45 });
    expect(v.ratio.map((r) => r[1])).toEqual([expect.closeTo(0.95), expect.closeTo(1.2), expect.closeTo(0.5)]);
    // Earlier sessions stay as the service gives them.
    expect(v.ratio.map((r) => r[0])).toEqual([1.2, 0.95, 1.0]);
    expect(v.comparison).toBe('vs the same 45 min of the last 4 sessions');
    expect(v.call).toEqual({
      into: ['real_estate'],
      outOf: ['utilities'],
      mostElevated: { key: 'real_estate', ratio: expect.closeTo(1.2) },
    });
  });

  it('withholds a partial column until the pace is known, rather than reading a morning as rotation out', () => {
    const v = rotationView(morning, true, null);
    expect(v.ratio.map((r) => r[1])).toEqual([null, null, null]);
    expect(v).toMatchObject({ call: null, pending: true });
  });

  it('shows a settled matrix as the service gives it', () => {
    expect(rotationView(morning, false, null)).toEqual({
      ratio: morning.ratio,
      call: morning.call,
      comparison: null,
      pending: false,
    });
  });
});
