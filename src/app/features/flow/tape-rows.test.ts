import { describe, expect, it } from 'vitest';
import type { TapeEntry } from '../../data/tape-entry';
import { TapeRows } from './tape-rows';

const full: TapeEntry = {
  eventId: 'e1',
  ticker: 'NVDA',
  tsMs: 1_763_476_200_123,
  session: '2026-11-18',
  occ: 'O:NVDA261120P00140000',
  optionType: 'put',
  strike: 140,
  expiration: '2026-11-20',
  dte: 2,
  side: 'sell',
  confidence: 0.73,
  size: 1_250,
  premium: 412_500.5,
  price: 3.3,
  bid: 3.25,
  ask: 3.35,
  spot: 142.17,
  iv: 0.481,
  delta: -0.31,
  orderType: 'sweep',
  openInterest: 18_000,
  volOverOi: false,
  opening: null,
  source: 'rest',
};

const unobserved: TapeEntry = {
  ...full,
  eventId: 'e2',
  occ: null,
  optionType: null,
  strike: null,
  expiration: null,
  dte: null,
  side: null,
  confidence: null,
  size: null,
  premium: null,
  price: null,
  bid: null,
  ask: null,
  spot: null,
  iv: null,
  delta: null,
  orderType: null,
  openInterest: null,
  volOverOi: null,
  opening: null,
  source: 'live',
};

describe('TapeRows', () => {
  it('gives back every field of a row as it was put in, nulls as null and not 0', () => {
    const rows = new TapeRows(1);
    rows.push(full);
    rows.push(unobserved);
    expect(rows.entry(0)).toEqual(full);
    expect(rows.entry(1)).toEqual(unobserved);
  });

  it("reads a row's OI from the contract's published OI when the row carries none, and derives the flags", () => {
    const rows = new TapeRows(4);
    rows.push({ ...unobserved, occ: full.occ, size: 7_150, session: '2026-11-18' });
    rows.push({ ...full, eventId: 'own' });
    // Before any OI arrived: not observed, never a guessed "no".
    expect(rows.entry(0)).toMatchObject({ openInterest: null, volOverOi: null, opening: null });
    rows.setOiLookup((occ, session) => (occ === full.occ && session === '2026-11-18' ? 732 : null));
    expect(rows.entry(0)).toMatchObject({ openInterest: 732, volOverOi: true, opening: true });
    // A row's own OI wins over the chain's.
    expect(rows.entry(1)).toMatchObject({ openInterest: 18_000, volOverOi: false, opening: null });
  });

  it('keeps rows through growth and stores a repeated string once', () => {
    const rows = new TapeRows(2);
    for (let i = 0; i < 1_000; i++) rows.push({ ...full, eventId: `g${i}`, tsMs: i, ticker: i % 2 ? 'SPY' : 'QQQ' });
    expect(rows.length).toBe(1_000);
    expect(rows.entry(999)).toMatchObject({ eventId: 'g999', tsMs: 999, ticker: 'SPY' });
    expect(rows.entry(500)).toMatchObject({ eventId: 'g500', ticker: 'QQQ' });
    // null, QQQ, SPY: two tickers held once each however many rows carry them.
    expect(rows.pools.ticker.strings).toEqual([null, 'QQQ', 'SPY']);
  });

  it('drops the oldest rows, renumbers the rest and says that row numbers moved', () => {
    const rows = new TapeRows(4);
    for (let i = 0; i < 10; i++) rows.push({ ...full, eventId: `d${i}`, tsMs: i });
    const moves = rows.moves;
    rows.dropFirst(4);
    expect(rows.length).toBe(6);
    expect(rows.entry(0).eventId).toBe('d4');
    expect(rows.entry(5)).toMatchObject({ eventId: 'd9', tsMs: 9 });
    expect(rows.moves).toBe(moves + 1);
  });
});
