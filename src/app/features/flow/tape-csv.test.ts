import { describe, expect, it } from 'vitest';
import { TAPE_COLUMNS } from './tape-columns';
import { tapeCsv } from './tape-csv';
import type { TapeEntry } from '../../data/tape-entry';

const entry: TapeEntry = {
  eventId: 'ev-1',
  ticker: 'SPY',
  // 14:30:05 UTC on 14 Sep (EDT) is 10:30:05 ET.
  tsMs: Date.UTC(2026, 8, 14, 14, 30, 5),
  session: '2026-09-14',
  occ: 'O:SPY260918P00500000',
  optionType: 'put',
  strike: 500,
  expiration: '2026-09-18',
  dte: 4,
  side: 'sell',
  confidence: 0.71,
  size: 1200,
  premium: 1_240_000,
  price: 10.33,
  bid: 10.2,
  ask: 10.4,
  spot: 501.2,
  iv: null,
  delta: -0.45,
  orderType: 'sweep, "split"',
  openInterest: 800,
  volOverOi: true,
  opening: true,
  source: 'live',
};

const column = (id: string) => TAPE_COLUMNS.find((c) => c.id === id)!;
const parse = (csv: string): string[] => csv.trim().split('\r\n');

describe('tape CSV', () => {
  it('exports one field per value, with time in ET and its date, quoting text that needs it', () => {
    const [head, row] = parse(tapeCsv([entry], TAPE_COLUMNS));
    expect(head).toBe(
      'time (ET),ticker,option_symbol,side,direction_confidence,contracts,premium_usd,price,bid,ask,quote_location,' +
        'spot,implied_volatility,delta,order_type,dte,open_interest,vol_gt_oi,opening',
    );
    expect(row).toBe(
      '2026-09-14 10:30:05,SPY,O:SPY260918P00500000,sell,0.71,1200,1240000,10.33,10.2,10.4,near ask,' +
        '501.2,,-0.45,"sweep, ""split""",4,800,true,true',
    );
  });

  it('keeps the ET date of an evening print, not the UTC date', () => {
    // 01:15 UTC on the 15th is 21:15 ET on the 14th.
    const late = { ...entry, tsMs: Date.UTC(2026, 8, 15, 1, 15, 0) };
    const [, row] = parse(tapeCsv([late], [column('time')]));
    expect(row).toBe('2026-09-14 21:15:00');
  });

  it('leaves a cell empty for every value not observed, never 0 or false', () => {
    const bare: TapeEntry = {
      ...entry,
      side: null,
      confidence: null,
      price: null,
      bid: null,
      ask: null,
      openInterest: null,
      volOverOi: null,
      opening: null,
    };
    const cols = ['side', 'price', 'oi', 'volOverOi', 'opening'].map(column);
    const [head, row] = parse(tapeCsv([bare], cols));
    expect(head).toBe('side,direction_confidence,price,bid,ask,quote_location,open_interest,vol_gt_oi,opening');
    expect(row).toBe(',,,,,,,,');
  });

  it('exports only the columns shown, in their order', () => {
    const [head, row] = parse(tapeCsv([entry], [column('premium'), column('ticker')]));
    expect(head).toBe('premium_usd,ticker');
    expect(row).toBe('1240000,SPY');
  });
});
