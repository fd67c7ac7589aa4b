import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import { answerFixture as read } from '../../data/read-answer.fixture';
import { filterScreener, readCatalysts, readCongressTrades, readScreener, sectorsOf } from './markets-readings';

const answer = {
  session: 'latest',
  tickers_count: 40,
  rows: [
    {
      rank: 1,
      ticker: 'nvda',
      sector: 'technology',
      is_etf: false,
      total_premium: 5e6,
      net_premium: 2e6,
      direction: 'bullish',
      score: 0.91,
      atm_iv: 0.52,
      change_pct: 0.03,
    },
    { rank: 2, ticker: 'SPY', sector: 'index', is_etf: true, net_premium: -1e6, direction: 'bearish', score: 0.8 },
    { rank: 3, ticker: 'XOM', sector: 'energy', direction: 'sideways', score: null },
    { rank: 4, name: 'no ticker' },
  ],
};

describe('screener', () => {
  // NVDA's screener field says bullish (its net premium's sign); its directional score says bearish.
  const s = readScreener(read('screener.run', answer), {
    directions: new Map([
      ['NVDA', 'bearish'],
      ['SPY', 'bearish'],
      ['XOM', null],
    ]),
    nextEarnings: new Map([['NVDA', '2026-12-11']]),
  });

  it('reads the session the answer names, rows with a ticker, unknown fields as null', () => {
    expect(s.session).toBe('latest');
    expect(s.tickersScreened).toBe(40);
    expect(s.rows.map((r) => r.ticker)).toEqual(['NVDA', 'SPY', 'XOM']);
    expect(s.rows[2]!.direction).toBeNull();
    expect(s.rows[2]!.isEtf).toBeNull();
    expect(s.rows[1]!.totalPremium).toBeNull();
    expect(s.rows[0]!.atmIv).toBe(0.52);
  });

  it('takes the direction and next earnings from the shared readings, never the screener’s own fields', () => {
    expect(s.rows[0]).toMatchObject({ ticker: 'NVDA', direction: 'bearish', nextEarnings: '2026-12-11' });
    expect(readScreener(read('screener.run', answer)).rows[0]).toMatchObject({ direction: null, nextEarnings: null });
  });

  it('filters by direction, sector and stocks only; an unknown field does not pass its filter', () => {
    const none = { lean: null, sector: null, stocksOnly: false };
    expect(filterScreener(s.rows, none)).toHaveLength(3);
    expect(filterScreener(s.rows, { ...none, lean: 'bearish' }).map((r) => r.ticker)).toEqual(['NVDA', 'SPY']);
    expect(filterScreener(s.rows, { ...none, sector: 'energy' }).map((r) => r.ticker)).toEqual(['XOM']);
    expect(filterScreener(s.rows, { ...none, stocksOnly: true }).map((r) => r.ticker)).toEqual(['NVDA']);
  });

  it('lists the sectors of the answer once each, sorted', () => {
    expect(sectorsOf(s.rows)).toEqual(['energy', 'index', 'technology']);
  });
});

describe('congress and catalysts', () => {
  it('reads congressional trades leniently', () => {
    const [t] = readCongressTrades(
      read('congress.trades', {
        rows: [
          { member: 'Rep. A', party: 'D', ticker: 'AAPL', transaction_type: 'purchase', disclosure_date: '2026-11-10' },
        ],
      }),
    );
    expect(t).toMatchObject({
      member: 'Rep. A',
      ticker: 'AAPL',
      type: 'purchase',
      disclosed: '2026-11-10',
      amount: null,
    });
  });

  it('reads catalysts with a date; projected dates keep confirmed: false', () => {
    const rows = readCatalysts(
      read('catalysts.calendar', {
        rows: [
          { date: '2026-11-20', type: 'opex', ticker: null, title: 'Monthly options expiration', confirmed: true },
          { date: '2026-12-01', type: 'ex_dividend', ticker: 'KO', confirmed: false },
          { type: 'split' },
        ],
      }),
    );
    expect(rows.map((r) => r.date)).toEqual(['2026-11-20', '2026-12-01']);
    expect(rows[1]!.confirmed).toBe(false);
    expect(rows[1]!.title).toBeNull();
  });
});

describe('a screener answer of another service', () => {
  it('reads an upper-case service label and premium as a decimal string, and names both as drift', () => {
    const row = { ...answer.rows[0], direction: 'BULLISH', total_premium: '5000000' };
    const r = readAnswer('screener.run', { ...answer, rows: [row] });
    const paths = r.issues.map((i) => i.path);
    expect(paths).toContain('rows[].direction');
    expect(paths).toContain('rows[].total_premium');
    const [only] = readScreener(r.ok ? r.value : undefined).rows;
    expect(only).toMatchObject({ ticker: 'NVDA', totalPremium: 5e6 });
  });

  it('reads the screened list under another name, and shows nothing (not a crash) before an answer', () => {
    const r = readAnswer('screener.run', { session: 'latest', tickers_count: 1, results: [answer.rows[0]] });
    expect(r.issues.map((i) => i.path)).toContain('rows');
    expect(readScreener(r.ok ? r.value : undefined).rows.map((x) => x.ticker)).toEqual(['NVDA']);
    expect(readScreener(undefined)).toEqual({ session: null, tickersScreened: null, rows: [] });
  });
});
