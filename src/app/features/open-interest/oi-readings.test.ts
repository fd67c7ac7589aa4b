import { describe, expect, it } from 'vitest';
import {
  aggregateStrikeChange,
  readOiChange,
  readOiLatest,
  readOiMovers,
  readSnapshotPair,
  strikeBarRows,
} from './oi-readings';

describe('readOiChange', () => {
  it('reads nested deltas, the change in percent taken against the prior as a decimal', () => {
    const rows = readOiChange({
      call_oi: { prior: 1000, current: 1100, change: 100, change_pct: 10 },
      put_oi: { prior: 0, current: 50, change: 50, change_pct: null },
    });
    expect(rows).toEqual([
      { key: 'call_oi', label: 'Call OI', prior: 1000, current: 1100, change: 100, changePct: 0.1 },
      { key: 'put_oi', label: 'Put OI', prior: 0, current: 50, change: 50, changePct: null },
    ]);
  });

  it('does not guess at a flat *_change layout', () => {
    expect(readOiChange({ total_oi: 900, total_oi_change: -100, prior_total_oi: 1000 })).toEqual([]);
  });
});

describe('strike change', () => {
  it('sums expiries per strike, highest strike first, and skips rows without changes', () => {
    const agg = aggregateStrikeChange({
      by_strike: [
        { strike: 600, expiration: 'a', call_oi_change: 10, put_oi_change: -5 },
        { strike: 600, expiration: 'b', call_oi_change: 5, put_oi_change: null },
        { strike: 590, expiration: 'a', call_oi_change: -3, put_oi_change: 7 },
        { strike: 580, expiration: 'a' },
      ],
    });
    expect(agg).toEqual([
      { strike: 600, callChange: 15, putChange: -5, expiries: 2 },
      { strike: 590, callChange: -3, putChange: 7, expiries: 1 },
    ]);
    expect(strikeBarRows(agg)[0]).toEqual({ key: '600', label: '600', values: [15, -5] });
  });
});

describe('readOiMovers', () => {
  it('reads the three lists with as_of and prior_as_of', () => {
    const m = readOiMovers({
      top_gainers: [{ ticker: 'A', oi: 110, prior_oi: 100, change: 10, change_pct: 10, volume: 5 }],
      top_losers: [],
      most_active: [{ ticker: 'B', oi: null, prior_oi: null, change: null, change_pct: null, volume: 9 }],
      as_of: '2026-03-03',
      prior_as_of: '2026-03-02',
    });
    expect(m.gainers[0]?.changePct).toBeCloseTo(0.1);
    expect(m.active[0]?.oi).toBeNull();
    expect(m.priorAsOf).toBe('2026-03-02');
  });
});

describe('readOiLatest', () => {
  it('derives the ratio when absent and keeps it null without call OI', () => {
    expect(readOiLatest({ call_oi: 0, put_oi: 5 }).putCallRatio).toBeNull();
    expect(readOiLatest({ call_oi: 10, put_oi: 5, snapshot: { slot: 'PM' } })).toMatchObject({
      putCallRatio: 0.5,
      slot: 'PM',
    });
  });
});

describe('readSnapshotPair', () => {
  it('reads the compared snapshots and falls back to prior_as_of', () => {
    const p = readSnapshotPair({
      snapshot: { session: '2026-03-03', slot: 'AM', as_of: 'x' },
      prior_snapshot: { session: '2026-03-02', slot: 'PM', as_of: 'y' },
    });
    expect(p.prior).toEqual({ session: '2026-03-02', slot: 'PM', asOf: 'y' });
    expect(readSnapshotPair({ prior_as_of: '2026-03-02' }).prior.asOf).toBe('2026-03-02');
    expect(readOiLatest({ snapshot: { slot: 'AM' } }).slot).toBe('AM');
  });
});
