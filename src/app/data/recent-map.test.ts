import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('keeps at most its bound, dropping the least recently used entry', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    // Reading `a` makes `b` the oldest: the third entry pushes `b` out, not `a`.
    expect(m.get('a')).toBe(1);
    m.set('c', 3);
    expect(m.size).toBe(2);
    expect(m.has('b')).toBe(false);
    expect([m.get('a'), m.get('c')]).toEqual([1, 3]);
  });

  it('replaces a value in place without growing', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1).set('a', 2);
    expect(m.size).toBe(1);
    expect(m.get('a')).toBe(2);
  });

  it('refuses a bound below one', () => {
    expect(() => new RecentMap(0)).toThrow(RangeError);
  });
});
