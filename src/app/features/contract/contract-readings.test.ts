import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import {
  atmStrikeOf,
  findContract,
  oiSeries,
  readChain,
  readOiSnapshot,
  readPrints,
  rowsAround,
  strikeRows,
} from './contract-readings';
import { readHistory } from '../../data/contract-history';

/** A raw answer read as the app reads it (api-fetch → readAnswer); fails the test when it cannot be read. */
function read<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id} could not be read: ${JSON.stringify(r.issues)}`);
  return r.value;
}

const row = (occ: string, type: string, strike: number, expiration: string, extra: Record<string, unknown> = {}) => ({
  occ,
  option_type: type,
  strike,
  expiration,
  dte: 30,
  implied_volatility: 0.25,
  open_interest: 100,
  volume: null,
  theoretical_price: 4.2,
  delta: 0.5,
  gamma: 0.01,
  theta: -0.2,
  vega: 0.5,
  ...extra,
});

const chainAnswer = {
  spot: 507.2,
  expirations: ['2026-12-18', '2026-11-20'],
  contracts: [
    row('O:SPY261218C00510000', 'call', 510, '2026-12-18'),
    row('O:SPY261218P00510000', 'put', 510, '2026-12-18', { open_interest: null }),
    row('O:SPY261218C00505000', 'call', 505, '2026-12-18'),
    row('O:SPY261120C00505000', 'call', 505, '2026-11-20'),
    { option_type: 'call', strike: 500 },
  ],
};

describe('chain', () => {
  it('reads spot, sorted expiries and contracts with an OCC symbol; an unobserved field stays null', () => {
    const c = readChain(read('contracts.chain', chainAnswer));
    expect(c.spot).toBe(507.2);
    expect(c.expirations).toEqual(['2026-11-20', '2026-12-18']);
    expect(c.contracts).toHaveLength(4);
    const put = findContract(c, 'O:SPY261218P00510000');
    expect(put?.type).toBe('put');
    expect(put?.openInterest).toBeNull();
    expect(put?.volume).toBeNull();
    expect(findContract(c, 'O:SPY261218P00999000')).toBeNull();
  });

  it('reads a chain written otherwise: C/P letters, numeric strings, its list under another name', () => {
    const r = readAnswer('contracts.chain', {
      spot: '507.20',
      results: [
        row('O:SPY261218C00510000', 'C', 510, '2026-12-18', { strike: '510' }),
        row('O:SPY261218P00510000', 'P', 510, '2026-12-18', { implied_volatility: 'n/a' }),
      ],
    });
    expect(r.ok).toBe(true);
    const c = readChain(r.ok ? r.value : undefined);
    expect(c.spot).toBe(507.2);
    expect(c.expirations).toEqual([]);
    expect(c.contracts.map((q) => [q.type, q.strike])).toEqual([
      ['call', 510],
      ['put', 510],
    ]);
    expect(c.contracts[1]!.iv).toBeNull();
    expect(r.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'contracts',
        'expirations',
        'spot',
        'contracts[].option_type',
        'contracts[].implied_volatility',
      ]),
    );
  });

  it('lays calls and puts of one expiry side by side per strike, ascending', () => {
    const rows = strikeRows(readChain(read('contracts.chain', chainAnswer)).contracts, '2026-12-18');
    expect(rows.map((r) => r.strike)).toEqual([505, 510]);
    expect(rows[0]!.put).toBeNull();
    expect(rows[1]!.call?.occ).toBe('O:SPY261218C00510000');
    expect(rows[1]!.put?.occ).toBe('O:SPY261218P00510000');
  });

  it('keeps the strikes around the center, clamped at either end', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7].map((strike) => ({ strike, call: null, put: null }));
    expect(rowsAround(rows, 4, 3).map((r) => r.strike)).toEqual([3, 4, 5]);
    expect(rowsAround(rows, 0, 3).map((r) => r.strike)).toEqual([1, 2, 3]);
    expect(rowsAround(rows, 99, 3).map((r) => r.strike)).toEqual([5, 6, 7]);
    expect(rowsAround(rows, null, 3)).toHaveLength(7);
    expect(rowsAround(rows, 4, 3, 7).map((r) => r.strike)).toEqual([3, 4, 5, 7]);
    expect(rowsAround(rows, 4, 3, 1).map((r) => r.strike)).toEqual([1, 3, 4, 5]);
    expect(rowsAround(rows, 4, 3, 4).map((r) => r.strike)).toEqual([3, 4, 5]);
  });

  it('finds the ATM strike the ATM answer names for an expiry', () => {
    const atm = read('contracts.atm', {
      contracts: [
        row('a', 'call', 507, '2026-11-20'),
        row('b', 'call', 510, '2026-12-18', { strike: null }),
        row('c', 'put', 510, '2026-12-18'),
      ],
    });
    expect(atmStrikeOf(atm, '2026-12-18')).toBe(510);
    expect(atmStrikeOf(atm, '2027-01-15')).toBeNull();
  });
});

describe('history and open interest', () => {
  const history = readHistory(
    read('contracts.historic', {
      rows: [
        { session: '2026-11-18', slot: 'AM', open_interest: 23643, theoretical_price: 14.4, volume: null },
        { session: '2026-11-17', slot: 'PM', open_interest: 23000, theoretical_price: 14.6, volume: 5442 },
        { slot: 'PM', open_interest: 1 },
      ],
    }),
  );

  it('reads the daily rows oldest first, dropping a row without a session', () => {
    expect(history.map((h) => h.session)).toEqual(['2026-11-17', '2026-11-18']);
    expect(history[1]!.volume).toBeNull();
    expect(history[0]!.price).toBe(14.6);
  });

  it('lays the latest OI snapshot over its session, or adds it when newer', () => {
    const same = oiSeries(
      history,
      readOiSnapshot(read('oi.contract', { session: '2026-11-18', snapshot_slot: 'PM', open_interest: 24000 })),
    );
    expect(same).toEqual([
      { session: '2026-11-17', oi: 23000 },
      { session: '2026-11-18', oi: 24000 },
    ]);
    const newer = oiSeries(
      history,
      readOiSnapshot(read('oi.contract', { session: '2026-11-19', open_interest: '25000' })),
    );
    expect(newer.at(-1)).toEqual({ session: '2026-11-19', oi: 25000 });
    expect(
      oiSeries(history, readOiSnapshot(read('oi.contract', { session: '2026-11-19', open_interest: null }))),
    ).toHaveLength(2);
  });
});

describe('prints', () => {
  it('reads prints newest first; a figure not sent or not a number is null, never 0', () => {
    const prints = readPrints(
      read('contracts.trades', {
        rows: [
          { event_id: 'a', ts_ms: Date.parse('2026-11-18T15:00:00Z'), price: 4.1, size: 120, premium: 49200 },
          { event_id: 'b', ts_ms: Date.parse('2026-11-18T16:00:00Z'), price: '4.30', size: 200, bid: null, ask: 'x' },
          { price: 4.2 },
        ],
      }),
    );
    expect(prints.map((p) => p.id)).toEqual(['b', 'a', 'row-2']);
    expect(prints[0]).toMatchObject({ price: 4.3, bid: null, ask: null, premium: null, exchanges: null });
    expect(prints[1]).toMatchObject({ timeMs: Date.parse('2026-11-18T15:00:00Z'), size: 120, premium: 49200 });
    expect(prints[2]!.timeMs).toBeNull();
  });
});
