import { describe, expect, it } from 'vitest';
import { levelsOf, withFlowBlock } from './key-levels';
import { answerFixture } from './read-answer.fixture';

const kl = {
  spot: 1,
  gamma_flip: 2,
  call_wall: 3,
  put_wall: 4,
  max_pain: 5,
  max_pain_expiry: '2026-11-20',
  gamma_regime: 'LONG',
};

describe('key levels from the typed GEX answers', () => {
  it('reads flat levels, the with-flow block of either basis, and a null flip as null', () => {
    expect(levelsOf(answerFixture('gex.levels', kl))).toMatchObject({ call_wall: 3, gamma_regime: 'long' });
    const withFlow = answerFixture('gex.withFlow', {
      summary: { key_levels: kl, key_levels_structural: { ...kl, gamma_flip: 9 } },
    });
    expect(levelsOf(withFlowBlock(withFlow, 'key_levels_structural'))?.gamma_flip).toBe(9);
    expect(levelsOf(withFlowBlock(withFlow, 'key_levels'))?.gamma_flip).toBe(2);
    const noFlip = answerFixture('gex.withFlow', { summary: { key_levels: { ...kl, gamma_flip: null } } });
    expect(levelsOf(withFlowBlock(noFlip, 'key_levels'))?.gamma_flip).toBeNull();
  });

  it('has no levels where the answer carries no block', () => {
    expect(
      levelsOf(withFlowBlock(answerFixture('gex.withFlow', { summary: { key_levels: kl } }), 'key_levels_structural')),
    ).toBeNull();
    expect(levelsOf(withFlowBlock(undefined, 'key_levels'))).toBeNull();
    expect(levelsOf(null)).toBeNull();
  });
});
