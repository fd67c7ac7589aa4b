import { describe, expect, it } from 'vitest';
import { canAdd, limitWarning, move, moveTo } from './watchlist-limits';

const base = { active: 3, maxActive: 25, additionsToday: 3, maxAdditions: 50 };

describe('canAdd', () => {
  it('refuses a 26th symbol with the limit named', () => {
    const v = canAdd({ ...base, active: 25 }, 'XYZ', [], []);
    expect(v.ok).toBe(false);
    expect(!v.ok && v.reason).toMatch(/at most 25 active/);
  });
  it('refuses a 51st distinct addition but allows re-adding one added today', () => {
    const s = { ...base, additionsToday: 50 };
    expect(canAdd(s, 'NEW', ['A'], ['OLD']).ok).toBe(false);
    expect(canAdd(s, 'OLD', ['A'], ['OLD'])).toEqual({ ok: true, countsAsAddition: false });
  });
  it('refuses a duplicate', () => {
    expect(canAdd(base, 'A', ['A'], []).ok).toBe(false);
  });
});

describe('limitWarning', () => {
  it('warns before the limits and says when they are reached', () => {
    expect(limitWarning(base)).toBeNull();
    expect(limitWarning({ ...base, active: 23 })).toMatch(/2 active slot/);
    expect(limitWarning({ ...base, additionsToday: 47 })).toMatch(/3 addition/);
    expect(limitWarning({ ...base, active: 25 })).toMatch(/limit reached/);
  });
});

describe('move', () => {
  it('swaps neighbours and ignores moves past the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
