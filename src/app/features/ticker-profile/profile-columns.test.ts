import { describe, expect, it } from 'vitest';
import { csvFieldsOf } from '../../ui/table-columns';
import { INSIDER_COLUMNS, signedInsiderShares } from './profile-columns';

describe('insider shares', () => {
  it('are negative when disposed of, positive when acquired, unsigned when the filing does not say, null unreported', () => {
    expect(signedInsiderShares({ shares: 1200, acquiredDisposed: 'D' })).toBe(-1200);
    expect(signedInsiderShares({ shares: 1200, acquiredDisposed: 'A' })).toBe(1200);
    expect(signedInsiderShares({ shares: 1200, acquiredDisposed: null })).toBe(1200);
    expect(signedInsiderShares({ shares: null, acquiredDisposed: 'D' })).toBeNull();
  });

  it('export the filing and trade dates and the insider with their title, as separate fields', () => {
    expect(csvFieldsOf(INSIDER_COLUMNS).map((f) => f.header)).toEqual([
      'Filed',
      'Traded',
      'Insider',
      'Title',
      'Code',
      'Shares',
      'Price',
      'Value',
      'Owned after',
    ]);
  });
});
