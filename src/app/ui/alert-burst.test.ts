import { describe, expect, it } from 'vitest';
import { BurstGrouper, spanText } from './alert-burst';

describe('grouping alerts that arrive close together', () => {
  it('counts arrivals within the window into the burst the first one opened', () => {
    const g = new BurstGrouper<string>(10_000);
    const first = g.add('k', 'a', 0);
    expect(first.opened).toBe(true);
    const second = g.add('k', 'b', 4_000);
    const third = g.add('k', 'c', 9_999);
    expect([second.opened, third.opened]).toEqual([false, false]);
    expect(third.burst).toMatchObject({ toastKey: first.burst.toastKey, count: 3, openedAt: 0, lastAt: 9_999 });
    expect(third.burst.items).toEqual(['a', 'b', 'c']);
  });

  it('opens a new burst, with a new toast, once the window from the first arrival has passed', () => {
    const g = new BurstGrouper<string>(10_000);
    const first = g.add('k', 'a', 0);
    g.add('k', 'b', 5_000);
    const later = g.add('k', 'c', 10_000);
    expect(later.opened).toBe(true);
    expect(later.burst.count).toBe(1);
    expect(later.burst.toastKey).not.toBe(first.burst.toastKey);
  });

  it('keeps each key apart: one alert’s cool-down does not hold another’s', () => {
    const g = new BurstGrouper<string>(60_000);
    expect(g.add('alert-1', 'a', 0).opened).toBe(true);
    expect(g.add('alert-2', 'b', 1_000).opened).toBe(true);
    expect(g.add('alert-1', 'c', 2_000).burst.count).toBe(2);
  });

  it('keeps only the newest items but counts every arrival', () => {
    const g = new BurstGrouper<number>(60_000, 3);
    let last = g.add('k', 0, 0);
    for (let i = 1; i < 10; i++) last = g.add('k', i, i);
    expect(last.burst.count).toBe(10);
    expect(last.burst.items).toEqual([7, 8, 9]);
  });
});

describe('a span in words', () => {
  it('says seconds, then minutes and seconds', () => {
    expect(spanText(6_200)).toBe('6 s');
    expect(spanText(60_000)).toBe('1 min');
    expect(spanText(65_000)).toBe('1 min 5 s');
  });
});
