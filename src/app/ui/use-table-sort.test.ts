import { describe, expect, it } from 'vitest';
import { readSortParam, withTableSort, writeSortParam } from './use-table-sort';

describe('table sort in the URL', () => {
  it('reads a leading minus as descending and refuses what a trader could not have made', () => {
    expect(readSortParam('-premium')).toEqual({ column: 'premium', dir: 'desc' });
    expect(readSortParam('ticker')).toEqual({ column: 'ticker', dir: 'asc' });
    expect(readSortParam('-')).toBeNull();
    expect(readSortParam('<script>')).toBeNull();
    expect(readSortParam(null)).toBeNull();
  });

  it('round-trips through the parameter', () => {
    expect(readSortParam(writeSortParam({ column: 'iv.rank', dir: 'desc' }))).toEqual({
      column: 'iv.rank',
      dir: 'desc',
    });
  });

  it('writes one parameter per table, keeps the others, and leaves the default out', () => {
    const p = new URLSearchParams('ticker=SPY&sort.blocks=size');
    const fallback = { column: 'time', dir: 'desc' } as const;
    const sorted = withTableSort(p, 'screener', { column: 'premium', dir: 'desc' }, fallback);
    expect(sorted.toString()).toBe('ticker=SPY&sort.blocks=size&sort.screener=-premium');
    expect(withTableSort(sorted, 'screener', fallback, fallback).toString()).toBe('ticker=SPY&sort.blocks=size');
    expect(withTableSort(sorted, 'screener', null, fallback).has('sort.screener')).toBe(false);
  });
});
