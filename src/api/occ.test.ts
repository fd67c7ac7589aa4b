import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OccError, formatOcc, parseOcc } from './occ';

describe('OCC symbols', () => {
  it('parses the reference format', () => {
    expect(parseOcc('O:SPY261120C00590000')).toEqual({
      underlying: 'SPY',
      expiration: '2026-11-20',
      type: 'call',
      strike: 590,
    });
    expect(parseOcc('O:BRK.B270115P00412500')).toEqual({
      underlying: 'BRK.B',
      expiration: '2027-01-15',
      type: 'put',
      strike: 412.5,
    });
  });

  it('round-trips any valid contract (property)', () => {
    const parts = fc.record({
      underlying: fc.stringMatching(/^[A-Z][A-Z0-9]{0,4}$/),
      expiration: fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      type: fc.constantFrom('call' as const, 'put' as const),
      strike: fc.integer({ min: 1, max: 99_999_999 }).map((m) => m / 1000),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const symbol = formatOcc(p);
        expect(symbol).toMatch(/^O:[A-Z][A-Z0-9]{0,4}\d{6}[CP]\d{8}$/);
        expect(parseOcc(symbol)).toEqual(p);
      }),
    );
  });

  it('explains what is wrong', () => {
    expect(() => parseOcc('SPY261120C00590000')).toThrow(/start with "O:"/);
    expect(() => parseOcc('O:SPY261120X00590000')).toThrow(OccError);
    expect(() => parseOcc('O:SPY261320C00590000')).toThrow(/impossible expiration/);
    expect(() => parseOcc('O:SPY260230C00590000')).toThrow(/impossible expiration/);
    expect(() => formatOcc({ underlying: 'SPY', expiration: '2026-11-20', type: 'call', strike: 0.0001 })).toThrow(
      OccError,
    );
    expect(() => formatOcc({ underlying: 'spy', expiration: '2026-11-20', type: 'call', strike: 5 })).toThrow(OccError);
  });
});
