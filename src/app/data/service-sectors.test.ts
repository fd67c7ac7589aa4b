// Sector keys come from the service's `/v1/darkpool/sectors` answer, keys the app never saw included.
import { describe, expect, it } from 'vitest';
import { readServiceSectors } from './service-sectors';

describe('readServiceSectors', () => {
  it('lists every key the service returns, in its order, once each, with the sector fund', () => {
    const body = {
      sectors: [
        { key: 'technology', fund: 'XLK', notional: 1 },
        { key: 'semiconductors', notional: 2 },
        { key: 'technology', fund: 'XLK' },
      ],
    };
    expect(readServiceSectors(body)).toEqual([
      { key: 'technology', fund: 'XLK' },
      { key: 'semiconductors', fund: null },
    ]);
  });

  it('offers no key for a row without one, and nothing for another layout', () => {
    expect(readServiceSectors({ sectors: [{ sector_key: 'energy', fund: 'XLE' }] })).toEqual([]);
    expect(readServiceSectors({ sectors: ['technology'] })).toEqual([]);
    expect(readServiceSectors(null)).toEqual([]);
  });
});
