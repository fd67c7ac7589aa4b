import { describe, expect, it } from 'vitest';
import {
  mergeOlder,
  olderThanCursor,
  readBlock,
  readNbboSplit,
  readPressureCurve,
  readPrints,
  readRanking,
  readRotation,
  readSessions,
  readTickerSummary,
  serverOlderCursor,
} from './darkpool-readers';

describe('readTickerSummary', () => {
  it('reads the summary, baseline, ADV object, NBBO split and blocks', () => {
    const s = readTickerSummary({
      summary: { prints: 10, shares: 5000, notional: 2_500_000, vwap: 500, off_exchange_share: 0.3, net: -1200 },
      baseline: { p95: 10, p99: 20, p995: 30, threshold: 1_000_000, n: 5 },
      adv: { shares: 82_000_000, n: 20 },
      nbbo_split: {
        mid: { n: 2, notional: 100, share: 0.4 },
        at_ask: { n: 3, notional: 150, share: 0.6 },
        unknown: { n: 0, notional: 0, share: null },
      },
      blocks: [
        {
          executed_at: '2026-11-20T15:00:00Z',
          price: 500,
          size: 4000,
          premium: 2e6,
          pct_adv: 1.5,
          impact_bps: null,
          options_confirmation: { read: 'confirming' },
        },
      ],
    });
    expect(s).toMatchObject({
      notional: 2_500_000,
      share: 0.3,
      adv: 82_000_000,
      p995: 30,
      blockThreshold: 1_000_000,
      net: -1200,
    });
    expect(s.split.map((r) => r.label)).toEqual(['at_ask', 'mid', 'unknown']);
    // A measured notional of 0 gives a measured share of 0; nothing observed stays null.
    expect(s.split[2]!.share).toBe(0);
    expect(readNbboSplit({ mid: { notional: null, share: null } })[0]!.share).toBeNull();
    expect(s.blocks[0]).toMatchObject({ pctAdv: 0.015, impactBps: null, confirmation: 'confirming' });
  });

  it('keeps unknown figures null, never 0', () => {
    const s = readTickerSummary({});
    expect([s.notional, s.share, s.adv, s.p95, s.vwap]).toEqual([null, null, null, null, null]);
    expect(s.split).toEqual([]);
  });
});

describe('readNbboSplit', () => {
  it('derives shares from notionals when only notionals are given, in NBBO order', () => {
    const rows = readNbboSplit({ at_bid: { notional: 30 }, at_ask: { notional: 70 } });
    expect(rows.map((r) => r.label)).toEqual(['at_ask', 'at_bid']);
    expect(rows.map((r) => r.share)).toEqual([0.7, 0.3]);
  });

  it('does not guess at a list or bare numbers', () => {
    expect(readNbboSplit([{ label: 'at_bid', notional: 30 }])).toEqual([]);
    expect(readNbboSplit({ at_bid: 300 })).toEqual([]);
  });
});

describe('readBlock', () => {
  it('reads %ADV as a fraction from either a percent or a fraction field', () => {
    expect(readBlock({ pct_adv: 2 }).pctAdv).toBe(0.02);
    expect(readBlock({ adv_fraction: 0.02 }).pctAdv).toBe(0.02);
    expect(readBlock({}).pctAdv).toBeNull();
    expect(readBlock({ options_confirmation: 'mixed' }).confirmation).toBe('mixed');
  });
});

describe('readPressureCurve', () => {
  it('reads parallel arrays, keeping a null ex-away curve null', () => {
    const pts = readPressureCurve({
      curve: {
        t: ['2026-11-20T14:31:00Z', '2026-11-20T14:32:00Z'],
        price: [500, 501],
        dp_cum: [10, -5],
        option_intent_cum: [0, 7],
        dp_cum_ex_away: null,
      },
    });
    expect(pts).toEqual([
      { t: Date.parse('2026-11-20T14:31:00Z'), price: 500, dpCum: 10, dpCumExAway: null, optCum: 0 },
      { t: Date.parse('2026-11-20T14:32:00Z'), price: 501, dpCum: -5, dpCumExAway: null, optCum: 7 },
    ]);
  });

  it('reads no points from a curve in another layout rather than guessing', () => {
    expect(readPressureCurve({ curve: [{ t: '2026-11-20T14:31:00Z', dp_cum: 1 }] })).toEqual([]);
    expect(readPressureCurve({ points: [{ t: '2026-11-20T14:31:00Z', dp_cum: 1 }] })).toEqual([]);
  });
});

describe('prints paging', () => {
  const page1 = readPrints({
    prints: [
      { id: 'a', executed_at: '2026-11-20T15:00:02.500Z', price: 1, size: 1 },
      { id: 'b', executed_at: '2026-11-20T15:00:01.200Z', price: 2, size: 1, outside_nbbo: null },
    ],
  });

  it('takes the cursor from the oldest print, in whole seconds UTC', () => {
    expect(olderThanCursor(page1)).toBe('2026-11-20T15:00:01');
    expect(olderThanCursor([])).toBeNull();
    expect(page1[1]!.outside).toBeNull();
  });

  it('prefers the server cursor and its has_more', () => {
    expect(serverOlderCursor({ has_more: true, next_cursor: { older_than: '2026-11-20T14:00:00' } })).toEqual({
      cursor: '2026-11-20T14:00:00',
      hasMore: true,
    });
    expect(serverOlderCursor({ has_more: false, next_cursor: null })).toEqual({ cursor: null, hasMore: false });
  });

  it('appends an older page without repeating rows already shown', () => {
    const older = readPrints({
      prints: [
        { executed_at: '2026-11-20T15:00:01.200Z', price: 2, size: 1 },
        { executed_at: '2026-11-20T14:59:00Z', price: 3, size: 1 },
      ],
    });
    expect(mergeOlder(page1, older).map((r) => r.price)).toEqual([1, 2, 3]);
  });
});

describe('readRanking and readRotation', () => {
  it('reads the market share and the rankings list', () => {
    const r = readRanking({
      market: { notional: 9, off_exchange_share: 0.3 },
      rankings: [{ ticker: 'SPY', notional: 5, net_pressure: -0.1 }],
    });
    expect(r).toMatchObject({ marketShare: 0.3, marketNotional: 9 });
    expect(r.rows[0]).toMatchObject({ ticker: 'SPY', lean: -0.1, share: null });
  });

  it('builds the sector × session matrix with nulls where not computed', () => {
    const m = readRotation({
      matrix: [
        {
          key: 'technology',
          cells: [
            { session: '2026-11-19', ratio: 1.2 },
            { session: '2026-11-20', ratio: null },
          ],
        },
        { key: 'energy', cells: [{ session: '2026-11-20', ratio: 0.8 }] },
      ],
      rotation: { into: ['technology'], out_of: [] },
      most_elevated: { key: 'technology', ratio: 1.2 },
    });
    expect(m.sessions).toEqual(['2026-11-19', '2026-11-20']);
    expect(m.ratio).toEqual([
      [1.2, null],
      [null, 0.8],
    ]);
    expect(m.mostElevated).toBe('technology');
    expect(m.summary).toBe('into: technology · out of: none');
  });
});

describe('readSessions', () => {
  it('lists valid session dates newest first, once each', () => {
    expect(readSessions({ sessions: ['2026-11-19', { session: '2026-11-20' }, 'bad', '2026-11-19'] })).toEqual([
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(readSessions(null)).toEqual([]);
  });
});
