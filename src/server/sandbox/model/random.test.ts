import { describe, expect, it } from 'vitest';
import { hashHex, rng } from './random';

describe('rng', () => {
  it('is deterministic per key and differs between keys', () => {
    const a = rng('seed|x');
    const b = rng('seed|x');
    const c = rng('seed|y');
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
  });

  it('draws uniforms in [0,1) and standard normals', () => {
    const r = rng('stats');
    let sum = 0;
    let sq = 0;
    let lo = 1;
    let hi = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const u = r.next();
      lo = Math.min(lo, u);
      hi = Math.max(hi, u);
      const z = r.normal();
      sum += z;
      sq += z * z;
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThan(1);
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.sqrt(sq / n)).toBeCloseTo(1, 1);
  });

  it('int covers both bounds inclusively and pick chooses members', () => {
    const r = rng('ints');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(r.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
    const xs = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 20; i++) expect(xs).toContain(r.pick(xs));
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it('hashHex gives 16 hex digits, stable and distinct', () => {
    expect(hashHex('a')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashHex('a')).toBe(hashHex('a'));
    expect(hashHex('a')).not.toBe(hashHex('b'));
  });
});
