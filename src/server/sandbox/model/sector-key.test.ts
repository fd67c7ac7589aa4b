import { describe, expect, it } from 'vitest';
import { SECTOR_FUNDS, SECTOR_KEYS } from '../../../api/sectors';
import { sectorKeyOf, sectorName } from './sector-key';

describe('sector key reading', () => {
  it('takes every sector by its key, its name in any spelling, or its sector fund in any case', () => {
    for (const key of SECTOR_KEYS) {
      const name = sectorName(key);
      const fund = SECTOR_FUNDS[key];
      for (const spelling of [key, name, name.toUpperCase(), name.replace(/ /g, '-'), fund, fund.toLowerCase()])
        expect(sectorKeyOf(spelling), spelling).toBe(key);
    }
  });

  it('writes names as people do', () => {
    expect(sectorName('technology')).toBe('Technology');
    expect(sectorName('consumer_discretionary')).toBe('Consumer Discretionary');
  });

  it('names no sector for a broad index fund, a stock or an empty key', () => {
    for (const raw of ['SPY', 'AAPL', 'index', '', 'tech']) expect(sectorKeyOf(raw), raw).toBeUndefined();
  });
});
