import { describe, expect, it } from 'vitest';
import { dteFilterIncludes, normalizeDteFilter } from './dte-filter';

describe('normalizeDteFilter', () => {
  it('accepts the five names', () => {
    for (const v of ['all', '0dte', '0+1', 'weekly', 'monthly']) expect(normalizeDteFilter(v)).toBe(v);
  });
  it('accepts 0+1 literally, URL-encoded and form-decoded', () => {
    expect(normalizeDteFilter('0%2B1')).toBe('0+1');
    expect(normalizeDteFilter('0%2b1')).toBe('0+1');
    expect(normalizeDteFilter('0 1')).toBe('0+1');
  });
  it('maps integers of days as the reference states', () => {
    expect(normalizeDteFilter('0')).toBe('0dte');
    expect(normalizeDteFilter('1')).toBe('0+1');
    expect(normalizeDteFilter('2')).toBe('weekly');
    expect(normalizeDteFilter('7')).toBe('weekly');
    expect(normalizeDteFilter('8')).toBe('monthly');
    expect(normalizeDteFilter('30')).toBe('monthly');
    expect(normalizeDteFilter('31')).toBe('all');
    expect(normalizeDteFilter('365')).toBe('all');
  });
  it('rejects anything else', () => {
    for (const v of ['', 'daily', '-1', '1.5', '0+2', '%E0%A4%A']) expect(normalizeDteFilter(v)).toBeNull();
  });
  it('buckets trading-day DTE inclusively', () => {
    expect(dteFilterIncludes('0dte', 0)).toBe(true);
    expect(dteFilterIncludes('0dte', 1)).toBe(false);
    expect(dteFilterIncludes('0+1', 1)).toBe(true);
    expect(dteFilterIncludes('weekly', 7)).toBe(true);
    expect(dteFilterIncludes('weekly', 8)).toBe(false);
    expect(dteFilterIncludes('all', 500)).toBe(true);
    expect(dteFilterIncludes('all', -1)).toBe(false);
  });
});
