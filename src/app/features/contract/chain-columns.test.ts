import { describe, expect, it } from 'vitest';
import { csvFieldsOf } from '../../ui/table-columns';
import { chainColumns } from './chain-columns';
import type { ContractQuote, StrikeRow } from './contract-readings';

function quote(occ: string, type: 'call' | 'put', price: number | null): ContractQuote {
  return {
    occ,
    type,
    strike: 100,
    expiration: '2026-11-20',
    dte: 2,
    iv: 0.25,
    openInterest: 1000,
    volume: 10,
    price,
    delta: type === 'call' ? 0.5 : -0.5,
    gamma: 0.05,
    theta: -0.1,
    vega: 0.08,
  };
}

const ROW: StrikeRow = { strike: 100, call: quote('C100', 'call', 2.5), put: null };

describe('chain columns', () => {
  const columns = chainColumns('C100', 100);

  it('mirror the sides around the strike: call price first, put price last', () => {
    expect(columns.map((c) => c.id)).toEqual([
      'call.price',
      'call.iv',
      'call.delta',
      'call.gamma',
      'call.theta',
      'call.vega',
      'call.oi',
      'strike',
      'put.oi',
      'put.vega',
      'put.theta',
      'put.gamma',
      'put.delta',
      'put.iv',
      'put.price',
    ]);
  });

  it("read each side's own contract, null where the chain lists no contract on that side", () => {
    const value = (id: string): number | string | null => columns.find((c) => c.id === id)!.value(ROW);
    expect(value('call.price')).toBe(2.5);
    expect(value('call.delta')).toBe(0.5);
    expect(value('put.price')).toBeNull();
    expect(value('strike')).toBe(100);
  });

  it('name the side in every exported header, so the two sides never share one', () => {
    const headers = csvFieldsOf(columns).map((f) => f.header);
    expect(headers[0]).toBe('Call Price');
    expect(headers.at(-1)).toBe('Put Price');
    expect(new Set(headers).size).toBe(headers.length);
  });
});
