import { describe, expect, it } from 'vitest';
import { answerFixture } from '../../data/read-answer.fixture';
import { summaryReading } from './summary-reading';

const ZEROS = {
  ticker: 'ALL',
  orders: 0,
  contracts: 0,
  total_premium: 0,
  call_premium: 0,
  put_premium: 0,
  premium_bought: 0,
  premium_sold: 0,
  net_premium: 0,
  put_call_premium_ratio: null,
};

describe('summaryReading', () => {
  it('zeros before the first order counted are "not yet", not $0 and 0 orders', () => {
    const answer = answerFixture('optionsFlow.summary', {
      session: '2026-11-16',
      as_of: null,
      computed_at: '2026-11-16T14:37:00Z',
      totals: ZEROS,
      top_tickers: [],
    });
    expect(summaryReading(answer)).toEqual({ kind: 'not_yet' });
  });

  it('no totals and no ticker is "not yet" too', () => {
    expect(summaryReading(answerFixture('optionsFlow.summary', { totals: null, top_tickers: [] }))).toEqual({
      kind: 'not_yet',
    });
  });

  it('a reading carries its own time: the newest order counted', () => {
    const r = summaryReading(
      answerFixture('optionsFlow.summary', {
        as_of: '2026-11-16T14:36:58Z',
        computed_at: '2026-11-16T14:37:00Z',
        totals: { ...ZEROS, orders: 303, total_premium: 5e7, net_premium: -1e5 },
        top_tickers: [],
      }),
    );
    expect(r).toMatchObject({ kind: 'reading', asOf: '2026-11-16T14:36:58Z' });
    expect(r.kind === 'reading' && r.summary.totals?.orders).toBe(303);
  });

  it('a reading without as_of is timed by its computation; a count with no order figure still reads', () => {
    const r = summaryReading(
      answerFixture('optionsFlow.summary', {
        computed_at: '2026-11-16T14:37:00Z',
        totals: { ticker: 'ALL', total_premium: 2e6 },
        top_tickers: [],
      }),
    );
    expect(r).toMatchObject({ kind: 'reading', asOf: '2026-11-16T14:37:00Z' });
  });
});
