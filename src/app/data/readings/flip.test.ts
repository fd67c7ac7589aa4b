import { describe, expect, it } from 'vitest';
import { flipOf, flipTitle, FLIP_LABEL, LEVELS_ANSWER_VARIANT, variantOfBlock } from './flip';

describe('the gamma flip names its variant', () => {
  it('reads a with-flow answer’s key_levels as the with-flow flip and key_levels_structural as structural', () => {
    expect(variantOfBlock('key_levels')).toBe('with-flow');
    expect(variantOfBlock('key_levels_structural')).toBe('structural');
    // The board's `/levels` flip is the structural one (NVDA 134.57), the GEX page's default the with-flow one.
    expect(LEVELS_ANSWER_VARIANT).toBe('structural');
  });

  it('labels each variant, and keeps a missing flip missing', () => {
    expect(FLIP_LABEL).toEqual({ structural: 'structural flip', 'with-flow': 'with-flow flip' });
    expect(flipTitle('with-flow')).toBe('With-flow flip');
    expect(flipOf(null, 'structural')).toEqual({ variant: 'structural', price: null, type: null });
  });
});
