import { describe, expect, it } from 'vitest';
import { splitAtNulls, splitByKey } from './segments';

describe('splitByKey', () => {
  it('starts a new run whenever the basis changes', () => {
    const pts = [
      { s: 'a', b: 'vendor_snapshot' },
      { s: 'b', b: 'vendor_snapshot' },
      { s: 'c', b: 'parity_display_spot' },
      { s: 'd', b: 'parity_display_spot' },
    ];
    expect(splitByKey(pts, (p) => p.b).map((run) => run.map((p) => p.s))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('splitAtNulls', () => {
  it('leaves a gap at a null instead of drawing through zero', () => {
    const runs = splitAtNulls([
      { x: 0, y: 1 },
      { x: 1, y: null },
      { x: 2, y: 3 },
    ]);
    expect(runs).toEqual([[{ x: 0, y: 1 }], [{ x: 2, y: 3 }]]);
  });
});
