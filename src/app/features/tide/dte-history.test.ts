// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecordedTide, recordDteReading, useDteReadings } from './dte-history';

const reading = (computed_at: string, net: number | null) => ({
  computed_at,
  as_of: computed_at,
  by_dte: [
    { bucket: '0DTE', net_premium: net },
    { bucket: '1-7', net_premium: 5 },
  ],
});

describe('tide by DTE through the session', () => {
  it('reads the server’s recorded readings through the tide schema: a reading it cannot read is skipped', () => {
    const read = readRecordedTide({
      readings: [
        { at: '2026-11-16T15:00:00Z', reading: reading('2026-11-16T15:00:00Z', 10) },
        {
          at: '2026-11-16T15:02:00Z',
          reading: { computed_at: '2026-11-16T15:02:00Z', by_dte: [{ net_premium: 1 }] },
        },
        { at: '2026-11-16T15:04:00Z' },
        { at: '2026-11-16T15:06:00Z', reading: 'not a reading' },
      ],
    });
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject(reading('2026-11-16T15:00:00Z', 10));
    // A bucket without a name is read, but cannot be drawn: it never becomes a line.
    expect(read[1]!.by_dte).toEqual([{ bucket: null, net_premium: 1 }]);
    const key = 'test|recorded|';
    recordDteReading(key, '2026-11-16', read[1]!);
    const { result } = renderHook(() => useDteReadings(key));
    expect(result.current.map((r) => r.net.size)).toEqual([0]);
    expect(readRecordedTide(null)).toEqual([]);
  });

  it('reads a reading whose buckets the service keyed by name, in its order', () => {
    const [keyed] = readRecordedTide({
      readings: [
        {
          at: '2026-11-16T15:00:00Z',
          reading: { computed_at: '2026-11-16T15:00:00Z', by_dte: { '0DTE': { net_premium: '7' }, '1-7': -3 } },
        },
      ],
    });
    expect(keyed!.by_dte).toEqual([
      { bucket: '0DTE', net_premium: 7 },
      { bucket: '1-7', net_premium: -3 },
    ]);
  });

  it('keeps one reading per computed_at in time order, whichever arrives first, and leaves an unobserved bucket out', () => {
    const key = 'test|market|';
    recordDteReading(key, '2026-11-16', reading('2026-11-16T15:04:00Z', 30));
    // The recorded day arrives after the tab's own (newer) reading; the same moment again adds nothing.
    for (const r of [reading('2026-11-16T15:00:00Z', 10), reading('2026-11-16T15:02:00Z', null)])
      recordDteReading(key, '2026-11-16', r);
    recordDteReading(key, '2026-11-16', reading('2026-11-16T15:04:00Z', 30));
    const { result } = renderHook(() => useDteReadings(key));
    expect(result.current.map((r) => new Date(r.t).toISOString())).toEqual([
      '2026-11-16T15:00:00.000Z',
      '2026-11-16T15:02:00.000Z',
      '2026-11-16T15:04:00.000Z',
    ]);
    expect(result.current.map((r) => r.net.get('0DTE') ?? null)).toEqual([10, null, 30]);
  });

  it('reads every reading computed after the close as the close, once', () => {
    const key = 'test|sector|XLK';
    for (const at of ['2026-11-16T21:30:00Z', '2026-11-16T23:00:00Z', '2026-11-17T13:00:00Z'])
      recordDteReading(key, '2026-11-16', reading(at, 10));
    const { result } = renderHook(() => useDteReadings(key));
    expect(result.current.map((r) => new Date(r.t).toISOString())).toEqual(['2026-11-16T21:00:00.000Z']);
    // A session that is not a date is kept as computed, not refused.
    recordDteReading('test|market|latest', 'latest', reading('2026-11-16T23:00:00Z', 10));
    expect(renderHook(() => useDteReadings('test|market|latest')).result.current).toHaveLength(1);
  });

  it('keeps the readings of the most recent session and scope pairs only, so a tab open for days stays bounded', () => {
    const keys = Array.from({ length: 13 }, (_, i) => `test|bound|${i}`);
    for (const key of keys) recordDteReading(key, '2026-11-16', reading('2026-11-16T15:00:00Z', 1));
    // Reading again into the second key makes it recent: the first is the one dropped.
    recordDteReading(keys[1]!, '2026-11-16', reading('2026-11-16T15:02:00Z', 2));
    const first = renderHook(() => useDteReadings(keys[0]!)).result.current;
    const second = renderHook(() => useDteReadings(keys[1]!)).result.current;
    expect(first).toHaveLength(0);
    expect(second).toHaveLength(2);
  });
});
