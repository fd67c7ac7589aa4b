import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../api/schemas';
import { bookHoldsOpenOf, oiBookOf, oiFlags, oiLookupOf } from './tape-oi';

const P520 = 'O:TSLA261218P00520000';
const C600 = 'O:TSLA261218C00600000';

function chain(session: string, slot: 'AM' | 'PM'): AnswerOf<'contracts.chain'> {
  return {
    session,
    snapshot_slot: slot,
    spot: 512,
    expirations: ['2026-12-18'],
    contracts: [
      { occ: P520, open_interest: 732 } as AnswerOf<'contracts.chain'>['contracts'][number],
      { occ: C600, open_interest: null } as AnswerOf<'contracts.chain'>['contracts'][number],
    ],
  } as AnswerOf<'contracts.chain'>;
}

describe('tape OI', () => {
  it('flags an order above its OI as Vol>OI and opening; within it, Vol>OI no and opening unknown', () => {
    expect(oiFlags(7_150, 732)).toEqual({ openInterest: 732, volOverOi: true, opening: true });
    expect(oiFlags(500, 732)).toEqual({ openInterest: 732, volOverOi: false, opening: null });
    expect(oiFlags(500, null)).toEqual({ openInterest: null, volOverOi: null, opening: null });
    expect(oiFlags(null, 732)).toEqual({ openInterest: 732, volOverOi: null, opening: null });
  });

  it("joins a row's contract to its ticker's chain OI; a contract without OI stays unknown", () => {
    const lookup = oiLookupOf([oiBookOf('TSLA', chain('2026-11-18', 'AM'))]);
    expect(lookup(P520, '2026-11-18')).toBe(732);
    expect(lookup(C600, '2026-11-18')).toBeNull();
    expect(lookup('O:NVDA261218P00140000', '2026-11-18')).toBeNull();
  });

  it("uses only a snapshot taken before the session's trades: an earlier session's, or its own AM", () => {
    const am = oiBookOf('TSLA', chain('2026-11-18', 'AM'));
    const pm = oiBookOf('TSLA', chain('2026-11-18', 'PM'));
    expect(bookHoldsOpenOf(am, '2026-11-18')).toBe(true);
    expect(bookHoldsOpenOf(pm, '2026-11-19')).toBe(true);
    // The session's own PM may already hold its trades: it would hide the orders the flags look for.
    expect(bookHoldsOpenOf(pm, '2026-11-18')).toBe(false);
    expect(oiLookupOf([pm])(P520, '2026-11-18')).toBeNull();
    // A past session's tape is not read against a later snapshot.
    expect(bookHoldsOpenOf(am, '2026-11-17')).toBe(false);
  });
});
