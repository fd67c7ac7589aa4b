import { describe, expect, it } from 'vitest';
import { NO_FILTER } from './tape-filter';
import { floorParams, floorsKey, floorsOf, loosens } from './tape-floors';

const floors = (minPremium: number | null, minSize: number | null, minConfidence: number | null) =>
  floorsOf({ ...NO_FILTER, minPremium, minSize, minConfidence });

describe('tape floors', () => {
  it('are the premium, size (contracts) and confidence floors under the reference’s names', () => {
    expect(floorParams(floors(1e6, 250, null))).toEqual({ min_premium: 1e6, min_contracts: 250 });
    expect(floorParams(floorsOf({ ...NO_FILTER, side: 'buy', dteMax: 7, optionType: 'call' }))).toEqual({});
  });

  it('give each distinct set its own key', () => {
    expect(floorsKey(floors(1, null, null))).not.toBe(floorsKey(floors(null, 1, null)));
    expect(floorsKey(floors(null, null, null))).toBe(floorsKey(floorsOf(NO_FILTER)));
  });

  it('loosen when a floor is lowered or removed, not when one is raised or added', () => {
    expect(loosens(floors(null, 100, null), floors(1e6, 100, null))).toBe(true);
    expect(loosens(floors(5e5, 100, null), floors(1e6, 100, null))).toBe(true);
    expect(loosens(floors(2e6, 100, 0.5), floors(1e6, 100, null))).toBe(false);
    expect(loosens(floors(1e6, 100, null), floors(1e6, 100, null))).toBe(false);
  });
});
