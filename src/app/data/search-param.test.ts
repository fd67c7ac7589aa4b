import { describe, expect, it } from 'vitest';
import { withSearchParam } from './search-param';

describe('withSearchParam', () => {
  it('sets one parameter and keeps the others', () => {
    const p = new URLSearchParams('session=2026-11-20&dte=lt8');
    expect(withSearchParam(p, 'dte', 'gte8').toString()).toBe('session=2026-11-20&dte=gte8');
    expect(withSearchParam(p, 'mode', 'put').toString()).toBe('session=2026-11-20&dte=lt8&mode=put');
  });

  it('removes the parameter for null (the default) and leaves the given parameters untouched', () => {
    const p = new URLSearchParams('session=2026-11-20&dte=lt8');
    expect(withSearchParam(p, 'dte', null).toString()).toBe('session=2026-11-20');
    expect(p.toString()).toBe('session=2026-11-20&dte=lt8');
  });
});
