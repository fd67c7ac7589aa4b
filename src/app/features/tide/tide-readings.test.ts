import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import {
  breakdownRows,
  curvePoints,
  directionalOf,
  directionalReading,
  dteRows,
  readTideScope,
  signsDiffer,
  type TideAnswer,
} from './tide-readings';

/** A raw tide answer read through its schema, as the app receives it. */
function tide(body: unknown): TideAnswer {
  const r = readAnswer('tide.market', body);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

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
    expect(directionalReading(tide({ ...comp, directional_reading: 5 }))).toBe(5);
    expect(directionalReading(tide(comp))).toBe(-230);
  });

  it('has no directional reading, rather than a made-up one, when a component is not observed', () => {
    expect(directionalReading(tide({ ...comp, put_premium_sold: 'n/a' }))).toBeNull();
    expect(directionalOf({ call_premium_bought: 1 })).toBeNull();
  });
});

describe('curvePoints', () => {
  it('converts times to ms, sorts, drops unreadable times and keeps missing values null', () => {
    const pts = curvePoints(
      tide({
        curve: [
          { t: '2026-03-02T15:00:00Z', cum_net_premium: 2, cum_directional: 1, cum_call_net: 1, cum_put_net: 1 },
          { t: '2026-03-02T14:35:00Z', cum_net_premium: 1, cum_directional: 'x', cum_call_net: 0, cum_put_net: 1 },
          { t: 'nope', cum_net_premium: 1, cum_directional: 1, cum_call_net: 1, cum_put_net: 1 },
        ],
      }).curve,
    );
    expect(pts.map((p) => p.t)).toEqual([Date.parse('2026-03-02T14:35:00Z'), Date.parse('2026-03-02T15:00:00Z')]);
    expect(pts[0]?.directional).toBeNull();
    expect(curvePoints(undefined)).toEqual([]);
  });
});

describe('bars', () => {
  const bucket = (b: string, net: number) => ({ bucket: b, net_premium: net, ...comp });
  it('gives net premium and directional per DTE bucket', () => {
    const d = tide({ by_dte: [bucket('0dte', 350), bucket('1-7', 20)] });
    expect(dteRows(d.by_dte)).toEqual([
      { key: '0dte', label: '0 DTE', values: [350, -230] },
      { key: '1-7', label: '1-7 DTE', values: [20, -230] },
    ]);
  });

  it('reads by_dte keyed by bucket as the same rows, in the service order', () => {
    const keyed = tide({ by_dte: { '0dte': { net_premium: 350, ...comp }, '1-7': 20 } });
    expect(dteRows(keyed.by_dte)).toEqual([
      { key: '0dte', label: '0 DTE', values: [350, -230] },
      { key: '1-7', label: '1-7 DTE', values: [20, null] },
    ]);
  });

  it('shows no bars, never a failed page, when by_dte or breakdown is of no readable form', () => {
    const r = readAnswer('tide.market', { ...comp, by_dte: 'soon', breakdown: [1, 2] });
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['breakdown', 'by_dte']));
    const d = r.ok ? r.value : tide({});
    expect(dteRows(d.by_dte)).toEqual([]);
    expect(breakdownRows(d.breakdown)).toEqual([]);
    expect(dteRows(tide({}).by_dte)).toEqual([]);
  });

  it('orders the breakdown ITM→OTM, calls then puts, skipping absent cells', () => {
    const d = tide({
      breakdown: [
        { ...bucket('x', 1), moneyness: 'otm', option_type: 'put' },
        { ...bucket('x', 2), moneyness: 'ATM', option_type: 'C' },
        { ...bucket('x', 3), moneyness: 'itm', option_type: 'call' },
      ],
    });
    expect(breakdownRows(d.breakdown).map((r) => r.key)).toEqual(['itm-call', 'atm-call', 'otm-put']);
  });

  it('reads a breakdown keyed by bucket, flat or nested, naming moneyness and call/put from the key', () => {
    const flat = tide({ breakdown: { itm_call: bucket('itm_call', 3), 'OTM-puts': { net_premium: 1 } } });
    expect(breakdownRows(flat.breakdown).map((r) => [r.key, r.values[0]])).toEqual([
      ['itm-call', 3],
      ['otm-put', 1],
    ]);
    const nested = tide({ breakdown: { atm: { call: { net_premium: 2 }, put: { net_premium: -1 } } } });
    expect(breakdownRows(nested.breakdown).map((r) => [r.key, r.values[0]])).toEqual([
      ['atm-call', 2],
      ['atm-put', -1],
    ]);
  });
});
