// One ticker's dark-pool answers read through their schemas: a schema-valid answer is read field by
// field, a drifted one is reported (the field path) and its field reads as null, never 0 or a guess.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../api/check-answer';
import { answerFixture, readFixture } from '../../data/read-answer.fixture';
import {
  mergeOlder,
  olderThanCursor,
  readBlocks,
  readNbboSplit,
  readPressureCurve,
  readPrintLevelSample,
  readPrintLevels,
  readPrints,
  readSessions,
  readTickerSummary,
  serverOlderCursor,
} from './darkpool-readers';
import { TICKER_HEAD } from './answer-heads.fixture';

const head = TICKER_HEAD;

const print = {
  id: 'SPY-1',
  ticker: 'SPY',
  executed_at: '2026-11-20T15:00:00Z',
  price: 500,
  size: 4000,
  premium: 2e6,
  bid: 499.9,
  ask: 500.1,
  nbbo_label: 'at_ask',
  outside_nbbo: false,
  away_from_quote: null,
};

const block = {
  ...print,
  pct_adv: 1.5,
  impact_bps: null,
  options_confirmation: { read: 'confirming', orders: 3 },
};

const tickerAnswer = {
  ticker: 'SPY',
  ...head,
  summary: { prints: 10, shares: 5000, notional: 2_500_000, vwap: 500, off_exchange_share: 0.3, net: -1200 },
  baseline: { p95: 10, p99: 20, p995: 30, threshold: 1_000_000, n: 5 },
  adv: { shares: 82_000_000, n: 20 },
  nbbo_split: {
    mid: { n: 2, notional: 100, share: 0.4 },
    at_ask: { n: 3, notional: 150, share: 0.6 },
    unknown: { n: 0, notional: 0, share: null },
  },
  blocks: [block],
};

describe('readTickerSummary', () => {
  it('reads the summary, baseline, ADV, NBBO split and blocks of a schema-valid answer', () => {
    expect(checkAnswer('darkpool.ticker', tickerAnswer)).toEqual([]);
    const s = readTickerSummary(answerFixture('darkpool.ticker', tickerAnswer));
    expect(s).toMatchObject({
      notional: 2_500_000,
      share: 0.3,
      prints: 10,
      adv: 82_000_000,
      p95: 10,
      p995: 30,
      blockThreshold: 1_000_000,
      baselineN: 5,
      vwap: 500,
      net: -1200,
    });
    expect(s.split.map((r) => r.label)).toEqual(['at_ask', 'mid', 'unknown']);
    // A measured notional of 0 gives a measured share of 0.
    expect(s.split[2]!.share).toBe(0);
    expect(s.blocks[0]).toMatchObject({ pctAdv: 0.015, impactBps: null, confirmation: 'confirming', size: 4000 });
  });

  it('reports a renamed figure as drift and reads it as null, not from another name', () => {
    const { off_exchange_share: share, ...summary } = tickerAnswer.summary;
    const drifted = { ...tickerAnswer, summary: { ...summary, dp_share: share }, adv: 82_000_000 };
    expect(checkAnswer('darkpool.ticker', drifted).map((i) => i.path)).toEqual(['summary.off_exchange_share', 'adv']);
    const s = readTickerSummary(answerFixture('darkpool.ticker', drifted));
    expect(s.share).toBeNull();
    expect(s.adv).toBeNull();
    // What did match is still read.
    expect(s.notional).toBe(2_500_000);
    expect(s.blocks).toHaveLength(1);
  });

  it('keeps unknown figures null, never 0', () => {
    const s = readTickerSummary(answerFixture('darkpool.ticker', { blocks: [] }));
    expect([s.notional, s.share, s.adv, s.p95, s.vwap, s.net]).toEqual([null, null, null, null, null, null]);
    expect(s.split).toEqual([]);
    expect(s.blocks).toEqual([]);
  });
});

describe('readNbboSplit', () => {
  it('derives shares from notionals when only notionals are given, in NBBO order; unknown labels still show', () => {
    const rows = readNbboSplit({ at_bid: { notional: 30 }, at_ask: { notional: 70 }, odd_lot: { notional: 0 } });
    expect(rows.map((r) => r.label)).toEqual(['at_ask', 'at_bid', 'odd_lot']);
    expect(rows.map((r) => r.share)).toEqual([0.7, 0.3, 0]);
    expect(readNbboSplit({ mid: { notional: null, share: null } })[0]!.share).toBeNull();
  });

  it('does not guess at a list or bare numbers: the split reads as none and the drift names it', () => {
    for (const split of [[{ label: 'at_bid', notional: 30 }], { at_bid: 300 }]) {
      const r = readFixture('darkpool.ticker', { ...tickerAnswer, nbbo_split: split });
      expect(r.drift).toEqual(['nbbo_split']);
      expect(readTickerSummary(r.value).split).toEqual([]);
    }
  });
});

describe('blocks, alerts and recent prints', () => {
  it('reads an alert with its severity; %ADV is a percent read as a decimal', () => {
    const body = { ...head, alerts: [{ ...block, severity: 'high' }] };
    expect(checkAnswer('darkpool.alerts', body)).toEqual([]);
    expect(readBlocks(answerFixture('darkpool.alerts', body), 'alerts')[0]).toMatchObject({
      ticker: 'SPY',
      severity: 'high',
      pctAdv: 0.015,
      nbboLabel: 'at_ask',
    });
  });

  it('reports an options read in another layout and shows it as not observed', () => {
    const body = { ...head, blocks: [{ ...block, options_confirmation: 'confirming', adv_fraction: 0.015 }] };
    const { pct_adv: _pct, ...withoutPct } = body.blocks[0]!;
    const drifted = { ...body, blocks: [withoutPct] };
    expect(checkAnswer('darkpool.blocks', drifted).map((i) => i.path)).toEqual([
      'blocks[].pct_adv',
      'blocks[].options_confirmation',
    ]);
    const row = readBlocks(answerFixture('darkpool.blocks', drifted), 'blocks')[0]!;
    expect(row.pctAdv).toBeNull();
    expect(row.confirmation).toBeNull();
    expect(row.premium).toBe(2e6);
  });

  it('reads the recent tape from `prints`, block figures typed when present', () => {
    const body = { ...head, prints: [print] };
    expect(checkAnswer('darkpool.recent', body)).toEqual([]);
    expect(readBlocks(answerFixture('darkpool.recent', body), 'prints')[0]).toMatchObject({
      price: 500,
      pctAdv: null,
      confirmation: null,
    });
  });
});

describe('readPressureCurve and print levels', () => {
  it('reads parallel arrays, keeping a null ex-away curve null', () => {
    const pts = readPressureCurve(
      answerFixture('darkpool.pressureTicker', {
        ...head,
        darkpool_windows: [],
        curve: {
          t: ['2026-11-20T14:31:00Z', '2026-11-20T14:32:00Z'],
          price: [500, 501],
          dp_cum: [10, -5],
          option_intent_cum: [0, 7],
          dp_cum_ex_away: null,
        },
      }),
    );
    expect(pts).toEqual([
      { t: Date.parse('2026-11-20T14:31:00Z'), price: 500, dpCum: 10, dpCumExAway: null, optCum: 0 },
      { t: Date.parse('2026-11-20T14:32:00Z'), price: 501, dpCum: -5, dpCumExAway: null, optCum: 7 },
    ]);
  });

  it('reads no points from a curve in another layout, and the drift names it', () => {
    const drifted = { ...head, darkpool_windows: [], curve: [{ t: '2026-11-20T14:31:00Z', dp_cum: 1 }] };
    expect(checkAnswer('darkpool.pressureTicker', drifted).map((i) => i.path)).toEqual(['curve']);
    expect(readPressureCurve(answerFixture('darkpool.pressureTicker', drifted))).toEqual([]);
    expect(readPressureCurve(undefined)).toEqual([]);
  });

  it('reads the bands and their sample; a band without a price is not placed', () => {
    const body = {
      ...head,
      reference_price: 501.2,
      n: 30,
      from: '2026-10-09',
      to: '2026-11-20',
      levels: [
        { price: 500, low: 499.5, high: 500.5, premium: 9e6, shares: 18_000, prints: 40 },
        { price: null, low: 497.5, high: 498.5, premium: 1e6 },
      ],
    };
    expect(checkAnswer('darkpool.printLevels', body)).toEqual([]);
    const levels = answerFixture('darkpool.printLevels', body);
    expect(readPrintLevels(levels).map((l) => [l.price, l.premium, l.firstSession])).toEqual([[500, 9e6, null]]);
    expect(readPrintLevelSample(levels)).toEqual({
      referencePrice: 501.2,
      sessions: 30,
      from: '2026-10-09',
      to: '2026-11-20',
    });
    expect(readPrintLevelSample(undefined)).toEqual({ referencePrice: null, sessions: null, from: null, to: null });
  });
});

describe('prints paging', () => {
  const page1 = readPrints(
    answerFixture('darkpool.prints', {
      prints: [
        { id: 'a', executed_at: '2026-11-20T15:00:02.500Z', price: 1, size: 1 },
        { id: 'b', executed_at: '2026-11-20T15:00:01.200Z', price: 2, size: 1, outside_nbbo: null },
      ],
    }),
  );
  const cursorOf = (body: object) => serverOlderCursor(answerFixture('darkpool.prints', { prints: [], ...body }));

  it('reads a schema-valid page with its NBBO context and quote-unknown flags', () => {
    const body = { ...head, has_more: true, next_cursor: { older_than: '2026-11-20T14:00:00' }, prints: [print] };
    expect(checkAnswer('darkpool.prints', body)).toEqual([]);
    expect(readPrints(answerFixture('darkpool.prints', body))[0]).toMatchObject({
      bid: 499.9,
      ask: 500.1,
      outside: false,
      away: null,
      key: 'SPY-1|0',
    });
  });

  it('takes the cursor from the oldest print, in whole seconds UTC', () => {
    expect(olderThanCursor(page1)).toBe('2026-11-20T15:00:01');
    expect(olderThanCursor([])).toBeNull();
    expect(page1[1]!.outside).toBeNull();
  });

  it("reads the server's next_cursor.older_than and has_more, and no other cursor name", () => {
    expect(cursorOf({ has_more: true, next_cursor: { older_than: '2026-11-20T14:00:00' } })).toEqual({
      cursor: '2026-11-20T14:00:00',
      hasMore: true,
    });
    expect(cursorOf({ has_more: false, next_cursor: null })).toEqual({ cursor: null, hasMore: false });
    expect(cursorOf({ next_older_than: '2026-11-20T14:00:00' })).toEqual({ cursor: null, hasMore: null });
  });

  it('appends an older page without repeating rows already shown', () => {
    const older = readPrints(
      answerFixture('darkpool.prints', {
        prints: [
          { executed_at: '2026-11-20T15:00:01.200Z', price: 2, size: 1 },
          { executed_at: '2026-11-20T14:59:00Z', price: 3, size: 1 },
        ],
      }),
    );
    expect(mergeOlder(page1, older).map((r) => r.price)).toEqual([1, 2, 3]);
  });
});

describe('readSessions', () => {
  it('lists valid session dates newest first, once each', () => {
    const body = { sessions: ['2026-11-19', '2026-11-20', 'bad', '2026-11-19'] };
    expect(checkAnswer('darkpool.sessions', body)).toEqual([]);
    expect(readSessions(answerFixture('darkpool.sessions', body))).toEqual(['2026-11-20', '2026-11-19']);
    expect(readSessions(undefined)).toEqual([]);
  });

  it('reports sessions given as objects and reads none of them', () => {
    const drifted = { sessions: [{ session: '2026-11-20' }] };
    expect(checkAnswer('darkpool.sessions', drifted).map((i) => i.path)).toEqual(['sessions[]']);
    expect(readSessions(answerFixture('darkpool.sessions', drifted))).toEqual([]);
  });
});
