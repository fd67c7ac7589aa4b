import { describe, expect, it } from 'vitest';
import type { TideCurvePoint } from '../../charts/tide-curve';
import type { EconomicEvent } from '../../data/economic-readings';
import { aroundReleases, releasesOf } from './releases';

const event = (name: string, date: string, time: string | null): EconomicEvent => ({
  id: name,
  name,
  date,
  time,
  impact: 'high',
  period: null,
  unit: null,
  released: true,
  actual: null,
  consensus: null,
  previous: null,
  surprise: null,
  etfs: [],
});

const OPEN = Date.parse('2026-11-16T14:30:00Z');
const points: TideCurvePoint[] = Array.from({ length: 61 }, (_, i) => ({
  t: OPEN + i * 60_000,
  netPremium: i < 30 ? i * 1_000_000 : 30_000_000 - (i - 30) * 2_000_000,
  directional: null,
  callNet: null,
  putNet: null,
}));

describe('releases beside the tide', () => {
  const events = [
    event('CPI', '2026-11-16', '08:30'),
    event('ISM', '2026-11-16', '10:00'),
    event('Claims', '2026-11-19', '08:30'),
    event('Speech', '2026-11-16', null),
  ];

  it('keeps the session’s timed releases at their ET time', () => {
    expect(releasesOf(events, '2026-11-16').map((r) => [r.name, new Date(r.atMs).toISOString()])).toEqual([
      ['CPI', '2026-11-16T13:30:00.000Z'],
      ['ISM', '2026-11-16T15:00:00.000Z'],
    ]);
  });

  it('reads the premium after each release, from the open for one before it', () => {
    const [cpi, ism] = aroundReleases(releasesOf(events, '2026-11-16'), points, 15);
    expect(cpi).toMatchObject({ name: 'CPI', fromMs: OPEN, after: 15_000_000, before: null });
    // 10:00 ET is minute 30 of the curve: premium fell $2M a minute after it and rose $1M a minute before.
    expect(ism).toMatchObject({ name: 'ISM', after: -30_000_000, before: 15_000_000 });
  });

  it('leaves a window the curve has not reached unobserved, not 0', () => {
    const short = points.slice(0, 35);
    const [, ism] = aroundReleases(releasesOf(events, '2026-11-16'), short, 15);
    expect(ism!.after).toBeNull();
  });
});
