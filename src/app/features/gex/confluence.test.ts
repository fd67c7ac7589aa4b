import { describe, expect, it } from 'vitest';
import { confluences, type SourcedLevel } from './confluence';

const lvl = (source: SourcedLevel['source'], key: string, price: number): SourcedLevel => ({
  source,
  key,
  label: key,
  price,
});

describe('confluences', () => {
  const levels = [
    lvl('gamma', 'call_wall', 510),
    lvl('dp_levels', 'dp_level', 510.8),
    lvl('dp_levels', 'dp_level', 495),
    lvl('gamma', 'put_wall', 480),
    lvl('dp_profile', 'poc', 480.5),
    lvl('blocks', 'block', 480.7),
    lvl('gamma', 'gamma_flip', 500),
    lvl('gamma', 'max_pain', 500.4),
  ];

  it('lists prices where two layers agree within the band, nearest the live price first', () => {
    const found = confluences(levels, 0.2, 498);
    expect(found.map((c) => c.members.map((m) => m.key))).toEqual([
      ['call_wall', 'dp_level'],
      ['put_wall', 'poc', 'block'],
    ]);
    const wall = found[0]!;
    expect(wall.price).toBeCloseTo(510.4, 6);
    expect(wall.distance).toBeCloseTo(12.4, 6);
    expect(wall.distancePct).toBeCloseTo(12.4 / 498, 9);
    expect(wall.hi - wall.lo).toBeLessThanOrEqual(wall.lo * 0.002);
  });

  it('needs two layers: levels of one layer side by side are no confluence', () => {
    expect(confluences(levels, 0.2, 498).some((c) => c.members.some((m) => m.key === 'max_pain'))).toBe(false);
  });

  it('a wider band joins more; a narrower one fewer', () => {
    expect(confluences(levels, 0.1, null).map((c) => c.members.map((m) => m.key))).toEqual([['poc', 'block']]);
    expect(confluences(levels, 0.5, null).map((c) => c.members.map((m) => m.key))).toEqual([
      ['put_wall', 'poc', 'block'],
      ['call_wall', 'dp_level'],
    ]);
  });

  it('without a live price, lists in price order with no distance', () => {
    const found = confluences(levels, 0.2, null);
    expect(found.map((c) => c.price.toFixed(1))).toEqual(['480.4', '510.4']);
    expect(found[0]!.distance).toBeNull();
  });
});
