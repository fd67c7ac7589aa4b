import { describe, expect, it } from 'vitest';
import { DedupeSet } from './dedupe';

describe('DedupeSet', () => {
  it('accepts an id once and refuses it afterwards', () => {
    const d = new DedupeSet(10);
    expect(d.add('a')).toBe(true);
    expect(d.add('a')).toBe(false);
    expect(d.add('b')).toBe(true);
    expect(d.size).toBe(2);
  });

  it('stays bounded and forgets the least recently seen id first', () => {
    const d = new DedupeSet(3);
    d.add('a');
    d.add('b');
    d.add('c');
    // Seeing `a` again makes `b` the oldest.
    expect(d.add('a')).toBe(false);
    d.add('d');
    expect(d.size).toBe(3);
    expect(d.has('b')).toBe(false);
    expect(d.has('a')).toBe(true);
    expect(d.has('c')).toBe(true);
    expect(d.add('b')).toBe(true);
  });

  it('holds its capacity under a long run of ids', () => {
    const d = new DedupeSet(1000);
    for (let i = 0; i < 50_000; i++) d.add(`e${i}`);
    expect(d.size).toBe(1000);
    expect(d.has('e49999')).toBe(true);
    expect(d.has('e48999')).toBe(false);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => new DedupeSet(0)).toThrow();
    expect(() => new DedupeSet(1.5)).toThrow();
  });
});
