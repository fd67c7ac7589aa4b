import { describe, expect, it } from 'vitest';
import { boundedInt, declaredParam } from './declared-param';

describe('declaredParam', () => {
  it("gives the registry's bounds and default of a parameter", () => {
    expect(declaredParam('volatility.surface', 'dte_min')).toMatchObject({ min: 0, max: 730, default: 3 });
    expect(declaredParam('oi.change', 'dte').values).toEqual(['all', 'lt8', 'gte8']);
  });
});

describe('boundedInt', () => {
  const dteMax = declaredParam('volatility.surface', 'dte_max');

  it('reads an integer within the bounds', () => {
    expect(boundedInt('90', dteMax)).toBe(90);
    expect(boundedInt('730', dteMax)).toBe(730);
  });

  it('falls back to the default when absent, out of bounds or not an integer', () => {
    expect(boundedInt(null, dteMax)).toBe(400);
    expect(boundedInt('', dteMax)).toBe(400);
    expect(boundedInt('0', dteMax)).toBe(400);
    expect(boundedInt('731', dteMax)).toBe(400);
    expect(boundedInt('12.5', dteMax)).toBe(400);
    expect(boundedInt('abc', dteMax)).toBe(400);
  });
});
