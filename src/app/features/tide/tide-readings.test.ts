import { describe, expect, it } from 'vitest';
import type { TideBucket } from '../../../api/types';
import {
  breakdownRows,
  curvePoints,
  directionalOf,
  directionalReading,
  dteRows,
  readTideScope,
  signsDiffer,
} from './tide-readings';

const comp = { call_premium_bought: 100, call_premium_sold: 40, put_premium_bought: 300, put_premium_sold: 10 };

describe('scope', () => {
  it('reads market, a sector key as the service spells it and a ticker; rejects malformed keys and tickers', () => {
    expect(readTideScope(new URLSearchParams(''))).toEqual({ kind: 'market' });
    expect(readTideScope(new URLSearchParams('scope=sector&key=technology'))).toEqual({
      kind: 'sector',
      key: 'technology',
    });
    // Sector keys are the service's: one the app never spelled still reads.
    expect(readTideScope(new URLSearchParams('scope=sector&key=semiconductors'))).toEqual({
      kind: 'sector',
      key: 'semiconductors',
    });
    expect(readTideScope(new URLSearchParams('scope=sector&key=../x'))).toEqual({ kind: 'market' });
    expect(readTideScope(new URLSearchParams('scope=ticker&key=nvda'))).toEqual({ kind: 'ticker', key: 'NVDA' });
    expect(readTideScope(new URLSearchParams('scope=ticker&key=../x'))).toEqual({ kind: 'market' });
  });
});

describe('directional reading versus net premium', () => {
  it('computes (cb + ps) − (cs + pb) and can have the other sign than net premium', () => {
    // net premium = paid − received = (100 + 300) − (40 + 10) = +350; directional = 110 − 340 = −230.
    expect(directionalOf(comp)).toBe(-230);
    expect(signsDiffer(350, -230)).toBe(true);
    expect(signsDiffer(350, 20)).toBe(false);
    expect(signsDiffer(0, -20)).toBe(false);
    expect(signsDiffer(null, -20)).toBe(false);
  });

  it('prefers the directional reading the answer states', () => {
    expect(directionalReading({ ...comp, directional_reading: 5 })).toBe(5);
    expect(directionalReading(comp)).toBe(-230);
  });
});

describe('curvePoints', () => {
  it('converts times to ms, sorts, drops unreadable times and keeps missing values null', () => {
    const pts = curvePoints([
      { t: '2026-03-02T15:00:00Z', cum_net_premium: 2, cum_directional: 1, cum_call_net: 1, cum_put_net: 1 },
      { t: '2026-03-02T14:35:00Z', cum_net_premium: 1, cum_directional: Number.NaN, cum_call_net: 0, cum_put_net: 1 },
      { t: 'nope', cum_net_premium: 1, cum_directional: 1, cum_call_net: 1, cum_put_net: 1 },
    ]);
    expect(pts.map((p) => p.t)).toEqual([Date.parse('2026-03-02T14:35:00Z'), Date.parse('2026-03-02T15:00:00Z')]);
    expect(pts[0]?.directional).toBeNull();
    expect(curvePoints(undefined)).toEqual([]);
  });
});

describe('bars', () => {
  const bucket = (b: string, net: number): TideBucket => ({ bucket: b, net_premium: net, ...comp });
  it('gives net premium and directional per DTE bucket', () => {
    expect(dteRows([bucket('0dte', 350)])).toEqual([{ key: '0dte', label: '0 DTE', values: [350, -230] }]);
  });

  it('orders the breakdown ITM→OTM, calls then puts, skipping absent cells', () => {
    const rows = breakdownRows([
      { ...bucket('x', 1), moneyness: 'otm', option_type: 'put' },
      { ...bucket('x', 2), moneyness: 'atm', option_type: 'call' },
      { ...bucket('x', 3), moneyness: 'itm', option_type: 'call' },
    ]);
    expect(rows.map((r) => r.key)).toEqual(['itm-call', 'atm-call', 'otm-put']);
  });
});
