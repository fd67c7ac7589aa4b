import { describe, expect, it } from 'vitest';
import { gammaFlip, keyLevels, maxPain, maxPainBlended, maxPainByExpiry, walls } from './gex';
import {
  exposureByExpiry,
  exposureByStrike,
  filterByDte,
  flowGexByStrike,
  gexOf,
  type ExposureContract,
} from './gex-exposure';
import { basisSummary, gammaBasisFor, sampleEvery } from './gex-series';

const row = (strike: number, net_gex: number) => ({
  strike,
  net_gex,
  call_gex: Math.max(net_gex, 0),
  put_gex: Math.min(net_gex, 0),
});

describe('GEX per contract', () => {
  it('is gamma × OI × 100 × spot² × 0.01, calls positive and puts negative', () => {
    expect(gexOf('call', 0.05, 1000, 100)).toBeCloseTo(0.05 * 1000 * 100 * 100 * 100 * 0.01);
    expect(gexOf('put', 0.05, 1000, 100)).toBeCloseTo(-500_000);
  });

  it('sums by strike and expiry, and leaves a null gamma out instead of counting it as 0', () => {
    const base = { expiration: '2026-12-18', tradingDte: 20, charm: 0.001, vanna: 0.2 };
    const chain: ExposureContract[] = [
      { ...base, type: 'call', strike: 100, openInterest: 10, gamma: 0.02 },
      { ...base, type: 'put', strike: 100, openInterest: 20, gamma: 0.02 },
      { ...base, type: 'put', strike: 95, openInterest: 5, gamma: null, charm: null, vanna: null },
    ];
    const copy = structuredClone(chain);
    const rows = exposureByStrike(chain, 100);
    expect(chain).toEqual(copy);
    expect(rows.map((r) => r.strike)).toEqual([95, 100]);
    expect(rows[0]).toMatchObject({ put_gex: 0, put_oi: 5 });
    expect(rows[1]!.call_gex).toBeCloseTo(0.02 * 10 * 100 * 100 * 100 * 0.01);
    expect(rows[1]!.net_gex).toBeCloseTo(rows[1]!.call_gex + rows[1]!.put_gex);
    expect(rows[1]!.call_charm).toBeCloseTo(0.001 * 10 * 100 * 100);
    expect(rows[1]!.call_vanna).toBeCloseTo(0.2 * 0.01 * 10 * 100 * 100);
    const byExpiry = exposureByExpiry(chain, 100);
    expect(byExpiry).toHaveLength(1);
    expect(byExpiry[0]!.net_gex).toBeCloseTo(rows[1]!.net_gex);
  });

  it('filters by trading-day DTE bucket', () => {
    const cs = [{ tradingDte: 0 }, { tradingDte: 1 }, { tradingDte: 7 }, { tradingDte: 30 }, { tradingDte: 31 }];
    expect(filterByDte(cs, '0dte')).toHaveLength(1);
    expect(filterByDte(cs, '0+1')).toHaveLength(2);
    expect(filterByDte(cs, 'weekly')).toHaveLength(3);
    expect(filterByDte(cs, 'monthly')).toHaveLength(4);
    expect(filterByDte(cs, 'all')).toHaveLength(5);
  });
});

describe('gamma flip', () => {
  it('interpolates the cumulative zero crossing of a 5-strike chain (hand-worked)', () => {
    // net: −300, −200, +100, +250, +300 → cumulative −300, −500, −400, −150, +150
    // crossing between 105 (−150) and 110 (+150): 105 + 150 × 5 / 300 = 107.5
    // per-strike sign change between 95 (−200) and 100 (+100): 95 + 200 × 5 / 300 = 98.33
    const rows = [row(90, -300), row(95, -200), row(100, 100), row(105, 250), row(110, 300)];
    const flip = gammaFlip(rows, 102);
    expect(flip.gamma_flip_type).toBe('global_cumulative');
    expect(flip.gamma_flip).toBeCloseTo(107.5);
    expect(flip.global_gamma_flip).toBeCloseTo(107.5);
    expect(flip.local_gamma_transition).toBeCloseTo(98.3333, 3);
    // the cumulative flip is not the per-strike sign change
    expect(flip.gamma_flip).not.toBeCloseTo(flip.local_gamma_transition!);
  });

  it('does not depend on input order', () => {
    const rows = [row(110, 300), row(90, -300), row(100, 100), row(105, 250), row(95, -200)];
    expect(gammaFlip(rows, 102).gamma_flip).toBeCloseTo(107.5);
  });

  it('picks the crossing nearest spot when the cumulative curve crosses twice', () => {
    // cumulative: −100, +100, −100, +100 → crossings at 97.5, 102.5, 107.5
    const rows = [row(95, -100), row(100, 200), row(105, -200), row(110, 200)];
    expect(gammaFlip(rows, 106).gamma_flip).toBeCloseTo(107.5);
    expect(gammaFlip(rows, 96).gamma_flip).toBeCloseTo(97.5);
  });

  it('falls back to the per-strike sign change nearest spot when the cumulative never crosses', () => {
    // cumulative 100, 300, 250, 350, 400: never crosses zero
    // per-strike changes: 95→100 at 95 + 200 × 5 / 250 = 99; 100→105 at 100 + 50 × 5 / 150 = 101.67
    const rows = [row(90, 100), row(95, 200), row(100, -50), row(105, 100), row(110, 50)];
    const flip = gammaFlip(rows, 100.5);
    expect(flip.gamma_flip_type).toBe('local_per_strike');
    expect(flip.global_gamma_flip).toBeNull();
    expect(flip.gamma_flip).toBeCloseTo(101.6667, 3);
    expect(flip.local_gamma_transition).toBeCloseTo(101.6667, 3);
  });

  it('is null with both raw values null when nothing changes sign', () => {
    const flip = gammaFlip([row(90, 10), row(100, 20)], 95);
    expect(flip).toEqual({
      gamma_flip: null,
      gamma_flip_type: null,
      global_gamma_flip: null,
      local_gamma_transition: null,
    });
  });
});

describe('walls', () => {
  it('call wall at or above spot with the largest call GEX, put wall at or below with the largest |put GEX|', () => {
    const rows = [
      { strike: 90, call_gex: 50, put_gex: -900, net_gex: -850 },
      { strike: 95, call_gex: 999, put_gex: -400, net_gex: 599 },
      { strike: 100, call_gex: 300, put_gex: -100, net_gex: 200 },
      { strike: 105, call_gex: 700, put_gex: -2000, net_gex: -1300 },
      { strike: 110, call_gex: 500, put_gex: 0, net_gex: 500 },
    ];
    // 95 has the biggest call GEX but is below spot; 105 has the biggest |put| but is above spot
    expect(walls(rows, 100)).toEqual({ call_wall: 105, put_wall: 90, net_call_wall: 95, net_put_wall: 105 });
  });

  it('is null where no strike qualifies', () => {
    expect(walls([{ strike: 90, call_gex: 10, put_gex: 0, net_gex: 10 }], 100)).toMatchObject({
      call_wall: null,
      put_wall: null,
    });
  });
});

describe('max pain', () => {
  it('is the strike minimising the intrinsic paid to all holders', () => {
    // pain(90) = put 110: 20 × 1 × 100 = 2,000; pain(100) = 10 × 100 × 100 + 10 × 1 × 100; pain(110) larger
    const chain = [
      { type: 'call' as const, strike: 90, expiration: '2026-12-18', openInterest: 100 },
      { type: 'put' as const, strike: 110, expiration: '2026-12-18', openInterest: 1 },
      { type: 'call' as const, strike: 100, expiration: '2026-12-18', openInterest: 0 },
    ];
    expect(maxPain(chain)).toBe(90);
  });

  it('is balanced between symmetric open interest', () => {
    const e = '2026-12-18';
    const chain = [
      { type: 'call' as const, strike: 100, expiration: e, openInterest: 10 },
      { type: 'call' as const, strike: 110, expiration: e, openInterest: 10 },
      { type: 'put' as const, strike: 90, expiration: e, openInterest: 10 },
      { type: 'put' as const, strike: 100, expiration: e, openInterest: 10 },
    ];
    expect(maxPain(chain)).toBe(100);
  });

  it('is null without open interest, per expiry, with an OI-weighted blend', () => {
    expect(maxPain([{ type: 'call', strike: 100, expiration: 'x', openInterest: 0 }])).toBeNull();
    const per = maxPainByExpiry([
      { type: 'call', strike: 100, expiration: '2026-12-18', openInterest: 30 },
      { type: 'call', strike: 120, expiration: '2026-12-11', openInterest: 10 },
    ]);
    expect(per.map((p) => p.expiry)).toEqual(['2026-12-11', '2026-12-18']);
    expect(maxPainBlended(per)).toBeCloseTo((120 * 10 + 100 * 30) / 40);
  });
});

describe('key levels', () => {
  it('names the front expiry for max pain, the regime from the sign of net GEX, and keeps a null spot null', () => {
    const rows = [row(90, -300), row(95, -200), row(100, 100), row(105, 250), row(110, 300)];
    const oi = [
      { type: 'call' as const, strike: 100, expiration: '2026-12-18', openInterest: 10 },
      { type: 'put' as const, strike: 95, expiration: '2026-12-11', openInterest: 10 },
    ];
    const levels = keyLevels(rows, oi, 102);
    // Net GEX +150 in total: dealers long gamma, whether spot is below (102) or above (108) the flip.
    expect(levels).toMatchObject({ spot: 102, gamma_regime: 'long', max_pain_expiry: '2026-12-11', max_pain: 95 });
    expect(keyLevels(rows, oi, 108).gamma_regime).toBe('long');
    const shortRows = [row(90, -300), row(95, -200), row(100, 100), row(105, 150), row(110, 100)];
    expect(keyLevels(shortRows, oi, 102).gamma_regime).toBe('short');
    const none = keyLevels(rows, oi, null);
    expect(none.spot).toBeNull();
    expect(none.gamma_flip).toBeNull();
    expect(none.max_pain).toBe(95);
  });
});

describe('flow GEX', () => {
  it('customer buys make dealers shorter gamma, sells longer, neutral nothing, null gamma left out', () => {
    const m = flowGexByStrike(
      [
        { strike: 100, contracts: 100, direction: 'buy', gamma: 0.01 },
        { strike: 105, contracts: 100, direction: 'sell', gamma: 0.01 },
        { strike: 110, contracts: 100, direction: 'neutral', gamma: 0.01 },
        { strike: 115, contracts: 100, direction: 'buy', gamma: null },
      ],
      100,
    );
    expect(m.get(100)).toBeCloseTo(-0.01 * 100 * 100 * 100 * 100 * 0.01);
    expect(m.get(105)).toBeCloseTo(10_000);
    expect(m.get(110)).toBe(0);
    expect(m.has(115)).toBe(false);
  });
});

describe('basis and sampling', () => {
  it('switches basis on 2026-08-28 and marks a straddling series mixed', () => {
    expect(gammaBasisFor('2026-08-27')).toBe('vendor_snapshot');
    expect(gammaBasisFor('2026-08-28')).toBe('parity_display_spot');
    const mixed = basisSummary([{ gamma_basis: 'vendor_snapshot' }, { gamma_basis: 'parity_display_spot' }]);
    expect(mixed).toEqual({
      gamma_basis: null,
      basis_mixed: true,
      gamma_bases: ['vendor_snapshot', 'parity_display_spot'],
    });
    expect(basisSummary([{ gamma_basis: 'parity_display_spot' }])).toEqual({
      gamma_basis: 'parity_display_spot',
      basis_mixed: false,
      gamma_bases: ['parity_display_spot'],
    });
  });

  it('samples minute bars every step', () => {
    const bars = Array.from({ length: 11 }, (_, i) => ({ t: i * 60_000 }));
    expect(sampleEvery(bars, 5).map((b) => b.t / 60_000)).toEqual([0, 5, 10]);
  });
});
