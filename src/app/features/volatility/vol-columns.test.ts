import { describe, expect, it } from 'vitest';
import { ivMinusRv, REALIZED_COLUMNS } from './vol-columns';

describe('realized against implied', () => {
  it('is implied minus realized in decimal points, null when either is not observed', () => {
    expect(ivMinusRv({ window: 20, realized: 0.21, implied: 0.25 })).toBeCloseTo(0.04, 10);
    expect(ivMinusRv({ window: 20, realized: 0.3, implied: 0.25 })).toBeCloseTo(-0.05, 10);
    expect(ivMinusRv({ window: 20, realized: null, implied: 0.25 })).toBeNull();
    expect(ivMinusRv({ window: 20, realized: 0.21, implied: null })).toBeNull();
  });

  it('sorts and exports the difference, not its text', () => {
    const col = REALIZED_COLUMNS.find((c) => c.id === 'ivMinusRv')!;
    expect(col.value({ window: 60, realized: 0.2, implied: 0.25 })).toBeCloseTo(0.05, 10);
  });
});
