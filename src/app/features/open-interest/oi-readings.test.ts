import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import {
  aggregateStrikeChange,
  readExpiryChange,
  readExpiredChange,
  readOiChange,
  readOiLatest,
  readOiMovers,
  readSnapshotPair,
  strikeBarRows,
  totalWithoutExpired,
} from './oi-readings';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

describe('readOiChange', () => {
  it('reads nested deltas, the change in percent taken against the prior as a decimal', () => {
    const rows = readOiChange(
      answer('oi.change', {
        call_oi: { prior: 1000, current: 1100, change: 100, change_pct: 10 },
        put_oi: { prior: 0, current: 50, change: 50, change_pct: null },
      }),
    );
    expect(rows).toEqual([
      { key: 'call_oi', label: 'Call OI', prior: 1000, current: 1100, change: 100, changePct: 0.1 },
      { key: 'put_oi', label: 'Put OI', prior: 0, current: 50, change: 50, changePct: null },
    ]);
  });

  it('does not guess at a flat *_change layout, and names the figure it could not read', () => {
    const r = readAnswer('oi.change', { total_oi: 900, total_oi_change: -100, prior_total_oi: 1000 });
    expect(r.ok && readOiChange(r.value)).toEqual([]);
    expect(r.issues).toContainEqual({ path: 'total_oi', problem: 'could not read 900' });
  });
});

describe('strike change', () => {
  const body = {
    by_strike: [
      { strike: 600, expiration: 'a', call_oi_change: 10, put_oi_change: -5 },
      { strike: 600, expiration: 'b', call_oi_change: '5', put_oi_change: null },
      { strike: 590, expiration: 'a', call_oi_change: -3, put_oi_change: 7 },
      { strike: 580, expiration: 'a' },
    ],
    by_expiry: [{ expiration: 'a', call_oi_change: 7, put_oi_change: 2, total_oi_change: 9 }, { call_oi_change: 1 }],
  };

  it('sums expiries per strike, highest strike first, and skips rows without changes', () => {
    const agg = aggregateStrikeChange(answer('oi.strikeChange', body));
    expect(agg).toEqual([
      { strike: 600, callChange: 15, putChange: -5, expiries: 2 },
      { strike: 590, callChange: -3, putChange: 7, expiries: 1 },
    ]);
    expect(strikeBarRows(agg)[0]).toEqual({ key: '600', label: '600', values: [15, -5] });
  });

  it('reads the expiry rows that name their expiry; per-strike rows stay when the expiry list cannot be read', () => {
    expect(readExpiryChange(answer('oi.strikeChange', body))).toEqual([
      { expiry: 'a', expired: false, callChange: 7, putChange: 2, totalChange: 9 },
    ]);
    const odd = answer('oi.strikeChange', { ...body, by_expiry: 'n/a' });
    expect(readExpiryChange(odd)).toEqual([]);
    expect(aggregateStrikeChange(odd)).toHaveLength(2);
  });
});

describe('expired contracts in the strike change', () => {
  // 11-20 expired on its Friday: by the 11-23 snapshot its OI left the chain, it did not close.
  const body = {
    snapshot: { session: '2026-11-23', slot: 'AM', as_of: '2026-11-23T13:00:00Z' },
    prior_snapshot: { session: '2026-11-20', slot: 'PM', as_of: '2026-11-20T22:00:00Z' },
    by_strike: [
      { strike: 140, expiration: '2026-11-20', call_oi_change: -300_000, put_oi_change: -233_000 },
      { strike: 140, expiration: '2026-11-27', call_oi_change: 1_200, put_oi_change: -400 },
      { strike: 145, expiration: '2026-11-23', call_oi_change: 800, put_oi_change: 50 },
    ],
    by_expiry: [
      { expiration: '2026-11-20', call_oi_change: -300_000, put_oi_change: -233_000, total_oi_change: -533_000 },
      { expiration: '2026-11-23', call_oi_change: 800, put_oi_change: 50, total_oi_change: 850 },
      { expiration: '2026-11-27', call_oi_change: 1_200, put_oi_change: -400, total_oi_change: 800 },
    ],
  };

  it('leaves expired contracts out of the per-strike change, so real changes are not swamped', () => {
    expect(aggregateStrikeChange(answer('oi.strikeChange', body))).toEqual([
      { strike: 145, callChange: 800, putChange: 50, expiries: 1 },
      { strike: 140, callChange: 1_200, putChange: -400, expiries: 1 },
    ]);
  });

  it('shows the expired OI apart, from the whole chain when the expiry rows are readable', () => {
    expect(readExpiredChange(answer('oi.strikeChange', body))).toEqual({
      callChange: -300_000,
      putChange: -233_000,
      totalChange: -533_000,
      expiries: ['2026-11-20'],
    });
    const noExpiryRows = answer('oi.strikeChange', { ...body, by_expiry: 'n/a' });
    expect(readExpiredChange(noExpiryRows)?.totalChange).toBe(-533_000);
    // An expiry of the later snapshot's own session is still listed that morning (0DTE): not expired.
    expect(readExpiryChange(answer('oi.strikeChange', body)).map((e) => [e.expiry, e.expired])).toEqual([
      ['2026-11-20', true],
      ['2026-11-23', false],
      ['2026-11-27', false],
    ]);
    expect(readExpiredChange(answer('oi.strikeChange', { ...body, snapshot: null }))).toBeNull();
  });

  it('takes the expired OI out of the total change only when both answers compare the same snapshots', () => {
    const total = {
      snapshot: body.snapshot,
      prior_snapshot: body.prior_snapshot,
      total_oi: { prior: 13_000_000, current: 12_467_000 + 1_650, change: -533_000 + 1_650 },
    };
    const apart = totalWithoutExpired(answer('oi.change', total), answer('oi.strikeChange', body));
    expect(apart?.expired.totalChange).toBe(-533_000);
    expect(apart?.totalChange).toBe(1_650);
    const other = { ...total, snapshot: { ...body.snapshot, slot: 'PM' } };
    expect(totalWithoutExpired(answer('oi.change', other), answer('oi.strikeChange', body))).toBeNull();
  });
});

describe('readOiMovers', () => {
  it('reads the three lists with as_of and prior_as_of', () => {
    const m = readOiMovers(
      answer('oi.movers', {
        top_gainers: [{ ticker: 'A', oi: 110, prior_oi: 100, change: 10, change_pct: 10, volume: 5 }],
        top_losers: [],
        most_active: [{ ticker: 'B', oi: null, prior_oi: null, change: null, change_pct: null, volume: 9 }],
        as_of: '2026-03-03',
        prior_as_of: '2026-03-02',
      }),
    );
    expect(m.gainers[0]?.changePct).toBeCloseTo(0.1);
    expect(m.active[0]?.oi).toBeNull();
    expect(m.priorAsOf).toBe('2026-03-02');
  });
});

describe('readOiLatest', () => {
  it('derives the ratio when absent and keeps it null without call OI', () => {
    expect(readOiLatest(answer('oi.latest', { call_oi: 0, put_oi: 5 })).putCallRatio).toBeNull();
    expect(readOiLatest(answer('oi.latest', { call_oi: 10, put_oi: 5, snapshot: { slot: 'PM' } }))).toMatchObject({
      putCallRatio: 0.5,
      slot: 'PM',
    });
  });

  it('keeps the summary when the top strikes cannot be read, and a missing figure null', () => {
    const s = readOiLatest(answer('oi.latest', { call_oi: 10, put_oi: 5, top_strikes: { 600: 1 } }));
    expect(s.topStrikes).toEqual([]);
    expect(s.totalOi).toBeNull();
    expect(s.callOi).toBe(10);
  });
});

describe('readSnapshotPair', () => {
  it('reads the compared snapshots, null where one is absent', () => {
    const p = readSnapshotPair(
      answer('oi.change', {
        snapshot: { session: '2026-03-03', slot: 'AM', as_of: 'x' },
        prior_snapshot: { session: '2026-03-02', slot: 'PM', as_of: 'y' },
      }),
    );
    expect(p.prior).toEqual({ session: '2026-03-02', slot: 'PM', asOf: 'y' });
    expect(readSnapshotPair(answer('oi.strikeChange', { by_strike: [] })).prior).toEqual({
      session: null,
      slot: null,
      asOf: null,
    });
  });
});
