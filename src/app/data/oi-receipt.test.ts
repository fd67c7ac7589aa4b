import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from './contract-history';
import { oiReceipt, tallyReceipts } from './oi-receipt';

const point = (session: string, openInterest: number | null): HistoryPoint => ({
  session,
  slot: 'PM',
  underlying: null,
  iv: null,
  openInterest,
  volume: null,
  price: null,
  delta: null,
});

const history = [point('2026-11-17', 10_000), point('2026-11-18', 10_900), point('2026-11-19', 10_100)];

describe('OI receipt', () => {
  it('reads the next snapshot: a rise of about the size opened, a fall closed, less is mixed', () => {
    expect(oiReceipt(history, '2026-11-17', 1_000)).toEqual({
      verdict: 'opened',
      before: 10_000,
      after: 10_900,
      change: 900,
      nextSession: '2026-11-18',
    });
    expect(oiReceipt(history, '2026-11-18', 1_200).verdict).toBe('closed');
    expect(oiReceipt(history, '2026-11-18', 2_000).verdict).toBe('mixed');
  });

  it('waits for a snapshot after the trade, and judges nothing it did not observe', () => {
    expect(oiReceipt(history, '2026-11-19', 500)).toMatchObject({ verdict: 'pending', after: null });
    expect(oiReceipt([point('2026-11-17', null), point('2026-11-18', 5)], '2026-11-17', 10).verdict).toBe('unknown');
    expect(oiReceipt(history, '2026-11-17', null).verdict).toBe('unknown');
    expect(oiReceipt(history, '2026-11-10', 10).verdict).toBe('unknown');
  });

  it('tallies per ticker and kind, leaving out what it could not judge', () => {
    const r = (verdict: 'opened' | 'closed' | 'pending') => ({
      verdict,
      before: 1,
      after: 2,
      change: 1,
      nextSession: null,
    });
    expect(
      tallyReceipts([
        { ticker: 'NVDA', optionType: 'call', side: 'buy', receipt: r('opened') },
        { ticker: 'NVDA', optionType: 'call', side: 'buy', receipt: r('closed') },
        { ticker: 'NVDA', optionType: 'call', side: 'buy', receipt: r('opened') },
        { ticker: 'NVDA', optionType: 'call', side: 'buy', receipt: r('pending') },
        { ticker: 'SPY', optionType: 'put', side: 'sell', receipt: r('opened') },
      ]),
    ).toEqual([
      { ticker: 'NVDA', kind: 'call buys', judged: 3, opened: 2, closed: 1 },
      { ticker: 'SPY', kind: 'put sells', judged: 1, opened: 1, closed: 0 },
    ]);
  });
});
