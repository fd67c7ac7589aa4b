import { describe, expect, it } from 'vitest';
import { sensitivityField, surpriseUnit } from './calendar-columns';

describe('calendar columns', () => {
  it('export the ETFs a release moves as one field with unformatted numbers, none as empty', () => {
    expect(
      sensitivityField([
        { symbol: 'TLT', sensitivity: 0.82, avgAbsMovePct: 0.0041, n: 12 },
        { symbol: 'SPY', sensitivity: null, avgAbsMovePct: null, n: null },
      ]),
    ).toBe('TLT 0.82 avg 0.0041 n 12; SPY  avg  n ');
    expect(sensitivityField([])).toBeNull();
  });

  it('read a surprise on a percent series in percentage points', () => {
    expect(surpriseUnit('%')).toBe('pp');
    expect(surpriseUnit('K')).toBe('K');
  });
});
