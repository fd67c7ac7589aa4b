import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru by count', () => {
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

describe('Lru by weight (bytes)', () => {
  it('holds no more than its bound however many keys arrive, dropping the least recently used', () => {
    const lru = new Lru<string, string>(100_000);
    lru.set('keep', 'v', 10);
    for (let i = 0; i < 1_100; i++) {
      lru.get('keep');
      lru.set(`k${i}`, 'x', 15_000);
      expect(lru.weight).toBeLessThanOrEqual(100_000);
    }
    expect(lru.get('keep')).toBe('v');
    expect(lru.get('k0')).toBeUndefined();
    expect(lru.get('k1099')).toBe('x');
  });

  it('never holds an entry heavier than the whole bound, and a replaced entry gives its weight back', () => {
    const lru = new Lru<string, string>(1_000);
    lru.set('big', 'x', 5_000);
    expect(lru.size).toBe(0);
    expect(lru.weight).toBe(0);
    lru.set('a', 'x', 600);
    lru.set('a', 'y', 300);
    expect(lru.weight).toBe(300);
    expect(lru.get('a')).toBe('y');
  });
});
