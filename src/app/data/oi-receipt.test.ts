import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from './contract-history';
import { oiReceipt, tallyReceipts } from './oi-receipt';

const point = (session: string, openInterest: number | null, slot = 'PM'): HistoryPoint => ({
  session,
  slot,
  underlying: null,
  iv: null,
  openInterest,
  volume: null,
  price: null,
  delta: null,
});

const history = [point('2026-11-17', 10_000), point('2026-11-18', 10_900), point('2026-11-19', 10_100)];

describe('OI receipt, OI settled overnight', () => {
  it('reads the next snapshot: a rise of about the size opened, a fall closed, less is mixed', () => {
    expect(oiReceipt(history, '2026-11-17', 1_000, 'overnight')).toEqual({
      verdict: 'opened',
      before: 10_000,
      after: 10_900,
      change: 900,
      beforeSession: '2026-11-17',
      afterSession: '2026-11-18',
    });
    expect(oiReceipt(history, '2026-11-18', 1_200, 'overnight').verdict).toBe('closed');
    expect(oiReceipt(history, '2026-11-18', 2_000, 'overnight').verdict).toBe('mixed');
    // Not knowing when OI settles, the receipt reads it as settled overnight.
    expect(oiReceipt(history, '2026-11-17', 1_000, 'unknown').afterSession).toBe('2026-11-18');
  });

  it('waits for a snapshot after the trade, and judges nothing it did not observe', () => {
    expect(oiReceipt(history, '2026-11-19', 500, 'overnight')).toMatchObject({ verdict: 'pending', after: null });
    expect(oiReceipt([point('2026-11-17', null), point('2026-11-18', 5)], '2026-11-17', 10, 'overnight').verdict).toBe(
      'unknown',
    );
    expect(oiReceipt(history, '2026-11-17', null, 'overnight').verdict).toBe('unknown');
    expect(oiReceipt(history, '2026-11-10', 10, 'overnight').verdict).toBe('unknown');
  });
});

describe('OI receipt, the PM snapshot holding the close', () => {
  it("reads the session's own close against the previous one", () => {
    expect(oiReceipt(history, '2026-11-18', 1_000, 'at_close')).toEqual({
      verdict: 'opened',
      before: 10_000,
      after: 10_900,
      change: 900,
      beforeSession: '2026-11-17',
      afterSession: '2026-11-18',
    });
    expect(oiReceipt(history, '2026-11-19', 1_000, 'at_close').verdict).toBe('closed');
  });

  it("waits for the session's PM, and judges nothing without the previous close", () => {
    const today = [...history, point('2026-11-20', 10_100, 'AM')];
    expect(oiReceipt(today, '2026-11-20', 500, 'at_close')).toMatchObject({ verdict: 'pending', before: 10_100 });
    expect(oiReceipt(history, '2026-11-17', 500, 'at_close').verdict).toBe('unknown');
    // The previous session read only in the morning predates its close.
    const early = [point('2026-11-17', 10_000, 'AM'), point('2026-11-18', 10_900)];
    expect(oiReceipt(early, '2026-11-18', 500, 'at_close')).toMatchObject({ verdict: 'unknown', before: null });
  });
});

describe('OI receipt tally', () => {
  it('tallies per ticker and kind, leaving out what it could not judge', () => {
    const r = (verdict: 'opened' | 'closed' | 'pending') => ({
      verdict,
      before: 1,
      after: 2,
      change: 1,
      beforeSession: null,
      afterSession: null,
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
