import { describe, expect, it } from 'vitest';
import { components, directionalReading, dteBucket, moneyness, netPremium, tide } from './tide';
import { order } from '../testing/test-orders';

describe('tide', () => {
  it('net_premium and the directional reading can differ in sign', () => {
    // heavy put buying: lots of premium paid (net_premium > 0) yet bearish (directional < 0)
    const c = components([
      order({ type: 'put', direction: 'buy', premium: 1_000_000 }),
      order({ type: 'call', direction: 'sell', premium: 200_000 }),
    ]);
    expect(netPremium(c)).toBe(800_000);
    expect(directionalReading(c)).toBe(-1_200_000);
    expect(Math.sign(netPremium(c))).not.toBe(Math.sign(directionalReading(c)));
  });

  it('puts are not sign-flipped in net_premium and neutral prints join no component', () => {
    const c = components([
      order({ type: 'put', direction: 'sell', premium: 300 }),
      order({ type: 'call', direction: 'neutral', premium: 50 }),
    ]);
    expect(c).toEqual({ call_premium_bought: 0, call_premium_sold: 0, put_premium_bought: 0, put_premium_sold: 300 });
    expect(netPremium(c)).toBe(-300);
    expect(directionalReading(c)).toBe(300);
  });

  it('buckets by trading DTE and moneyness', () => {
    expect([0, 1, 7, 8, 30, 31, 90, 91].map(dteBucket)).toEqual([
      '0dte',
      '1-7',
      '1-7',
      '8-30',
      '8-30',
      '31-90',
      '31-90',
      '90+',
    ]);
    expect(moneyness('call', 590, 600)).toBe('itm');
    expect(moneyness('put', 590, 600)).toBe('otm');
    expect(moneyness('put', 603, 600)).toBe('atm');
    expect(moneyness('call', 600, null)).toBeNull();
  });

  it('builds by_dte, breakdown and a cumulative 5-minute curve', () => {
    const open = Date.UTC(2026, 10, 20, 14, 30);
    const t = tide(
      [
        {
          order: order({ type: 'call', direction: 'buy', premium: 100, ts_ms: open + 60_000, strike: 610 }),
          tradingDte: 0,
        },
        {
          order: order({ type: 'put', direction: 'buy', premium: 40, ts_ms: open + 12 * 60_000, strike: 590 }),
          tradingDte: 20,
        },
        {
          order: order({ type: 'put', direction: 'sell', premium: 10, ts_ms: open + 13 * 60_000, spot: null }),
          tradingDte: 100,
        },
      ],
      open,
    );
    expect(t.by_dte.map((b) => [b.bucket, b.net_premium])).toEqual([
      ['0dte', 100],
      ['1-7', 0],
      ['8-30', 40],
      ['31-90', 0],
      ['90+', -10],
    ]);
    expect(t.breakdown.map((b) => b.bucket)).toEqual(['otm_call', 'otm_put']);
    expect(t.unclassified_moneyness).toBe(1);
    expect(t.curve.map((p) => p.cum_net_premium)).toEqual([100, 130]);
    expect(t.curve.at(-1)!.cum_directional).toBe(t.directional_reading);
    expect(t.curve[0]!.t).toBe(new Date(open + 5 * 60_000).toISOString());
    expect(t.orders_count).toBe(3);
  });
});
