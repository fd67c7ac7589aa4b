import { describe, expect, it } from 'vitest';
import { sortRows, type SortValue } from './sort-rows';

const ids = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id);

describe('sortRows', () => {
  const rows = [
    { id: 'a', v: 3 as SortValue },
    { id: 'b', v: null as SortValue },
    { id: 'c', v: 10 as SortValue },
    { id: 'd', v: -1 as SortValue },
    { id: 'e', v: null as SortValue },
  ];

  it('puts nulls last in both directions, keeping their order', () => {
    expect(ids(sortRows(rows, (r) => r.v, 'number', 'desc'))).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect(ids(sortRows(rows, (r) => r.v, 'number', 'asc'))).toEqual(['d', 'a', 'c', 'b', 'e']);
  });

  it('compares numbers by size, not as text', () => {
    expect(ids(sortRows(rows, (r) => r.v, 'number', 'asc'))[2]).toBe('c');
  });

  it('compares text without case and times by their instant', () => {
    const t = [
      { id: 'x', s: 'spy', at: '2026-09-14T14:30:05Z' },
      { id: 'y', s: 'AAPL', at: '2026-09-14T10:30:05-04:00' },
      { id: 'z', s: 'Qqq', at: '2026-09-14T15:00:00Z' },
    ];
    expect(ids(sortRows(t, (r) => r.s, 'text', 'asc'))).toEqual(['y', 'z', 'x']);
    // x and y are the same instant: ties keep the answer's order.
    expect(ids(sortRows(t, (r) => r.at, 'time', 'desc'))).toEqual(['z', 'x', 'y']);
  });

  it('does not change the rows it is given', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.v, 'number', 'desc');
    expect(rows).toEqual(copy);
  });
});
