import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('computes once with getOrCreate', () => {
    const lru = new Lru<string, number>(4);
    let calls = 0;
    const make = () => ++calls;
    expect(lru.getOrCreate('k', make)).toBe(1);
    expect(lru.getOrCreate('k', make)).toBe(1);
    expect(calls).toBe(1);
  });
});
