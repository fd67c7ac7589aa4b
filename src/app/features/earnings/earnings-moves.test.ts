import { describe, expect, it } from 'vitest';
import {
  chainPrecedesReport,
  expectedMove,
  expectedMoveLabel,
  reactionSession,
  realizedMove,
  straddleMove,
  type AtmAnswer,
} from './earnings-moves';

type Row = AtmAnswer['contracts'][number];
const row = (expiration: string, strike: number, type: 'call' | 'put', bid: number | null, ask: number | null): Row =>
  ({ occ: null, option_type: type, strike, expiration, bid, ask }) as Row;

// NVDA reports after the close on Wed 2026-11-18: the reaction is Thursday's session.
const event = { session: '2026-11-18', time: 'amc', expectedMovePct: 0.0302, realizedMovePct: null };
const atm = {
  session: '2026-11-18',
  spot: 140.2,
  contracts: [
    // Today's expiry is over before the reaction: not the one that prices the report.
    row('2026-11-18', 140, 'call', 0.4, 0.5),
    row('2026-11-18', 140, 'put', 0.3, 0.4),
    row('2026-11-20', 140, 'call', 4.0, 4.2),
    row('2026-11-20', 140, 'put', 3.7, 3.9),
    row('2026-11-20', 145, 'call', 2.0, 2.2),
    row('2026-11-20', 145, 'put', 6.5, 6.7),
  ],
} as AtmAnswer;

describe('expected move', () => {
  it('is the ATM straddle of the first expiry after the report, as a share of the price, not IV/√252', () => {
    expect(reactionSession(event)).toBe('2026-11-19');
    const m = straddleMove(atm, event, 140.2);
    expect(m).toMatchObject({ basis: 'straddle', expiry: '2026-11-20', strike: 140 });
    expect(m!.straddle).toBeCloseTo(4.1 + 3.8);
    expect(m!.pct).toBeCloseTo(7.9 / 140.2);
    expect(expectedMoveLabel(m)).toEqual({ value: '±5.63%', basis: 'ATM straddle 2026-11-20 140' });
    // The strike follows the price: at 144 the 145 straddle is the at-the-money one.
    expect(straddleMove(atm, event, 144)?.strike).toBe(145);
  });

  it('falls back to the IV estimate, named so, only when the chain has no quotes', () => {
    const unquoted = { ...atm, contracts: atm.contracts.map((c) => ({ ...c, bid: null, ask: null })) } as AtmAnswer;
    const m = expectedMove(unquoted, event, 140.2);
    expect(m).toMatchObject({ basis: 'iv', pct: 0.0302, expiry: null });
    expect(expectedMoveLabel(m).basis).toMatch(/^IV estimate, 1 day/);
    expect(expectedMove(undefined, { ...event, expectedMovePct: null }, 140)).toBeNull();
  });

  it('does not price a report from a chain snapshotted after it', () => {
    expect(chainPrecedesReport({ session: '2026-11-19' }, event)).toBe(false);
    expect(chainPrecedesReport({ session: '2026-11-18' }, { session: '2026-11-18', time: 'bmo' })).toBe(false);
    expect(straddleMove({ ...atm, session: '2026-11-19' } as AtmAnswer, event, 140)).toBeNull();
  });
});

describe('realized move', () => {
  const quote = { last: 145.0, prevClose: 140.0, asOf: '2026-11-19T15:00:00Z' };

  it('reads so far from the reaction session open: the latest price against the prior close', () => {
    const r = realizedMove(event, quote, '2026-11-19');
    expect(r?.soFar).toBe(true);
    expect(r?.pct).toBeCloseTo(145 / 140 - 1);
  });

  it('stays "—" before the reaction session trades, and gives the service\'s move once it has one', () => {
    expect(realizedMove(event, { ...quote, asOf: '2026-11-19T13:00:00Z' }, '2026-11-19')).toBeNull();
    expect(realizedMove(event, quote, '2026-11-18')).toBeNull();
    expect(realizedMove({ ...event, realizedMovePct: -0.041 }, null, '2026-11-20')).toEqual({
      pct: -0.041,
      soFar: false,
    });
  });
});
