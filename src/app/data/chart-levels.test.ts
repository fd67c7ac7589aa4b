import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { chartLevels } from './chart-levels';
import { flipDetailOf, levelsOf, withFlowBlock, type Levels } from './key-levels';

const LEVELS: Levels = {
  spot: 141.7,
  gamma_flip: 142.07,
  gamma_flip_type: 'global_cumulative',
  gamma_regime: 'long',
  call_wall: 150,
  put_wall: 130,
  max_pain: null,
  max_pain_expiry: null,
};

describe('the levels the price chart can draw', () => {
  it('lists each observed level once, in toggle order, and leaves a missing one out (not at 0)', () => {
    const out = chartLevels(LEVELS, 132.84);
    expect(out.map((l) => [l.key, l.price])).toEqual([
      ['gamma_flip', 142.07],
      ['local_transition', 132.84],
      ['call_wall', 150],
      ['put_wall', 130],
    ]);
    expect(chartLevels(null, 1)).toEqual([]);
  });

  it('draws the local transition only apart from the flip, and names max pain with its expiry', () => {
    const local = { ...LEVELS, gamma_flip: 132.84, gamma_flip_type: 'local_per_strike' as const };
    expect(chartLevels(local, 132.84).map((l) => l.key)).not.toContain('local_transition');
    const withPain = chartLevels({ ...LEVELS, max_pain: 137, max_pain_expiry: '2026-11-27' }, null);
    expect(withPain.find((l) => l.key === 'max_pain')?.label).toBe('Max pain 2026-11-27');
  });

  it('names the flip by its variant when told which it is', () => {
    expect(chartLevels(LEVELS, null, 'with-flow')[0]?.label).toBe('With-flow flip');
    expect(chartLevels(LEVELS, null, 'structural')[0]?.label).toBe('Structural flip');
  });

  it('reads local_gamma_transition from the chosen key-levels block of a with-flow answer', () => {
    const r = readAnswer('gex.withFlow', {
      summary: {
        key_levels: { ...LEVELS, local_gamma_transition: 132.84 },
        key_levels_structural: { ...LEVELS, gamma_flip: '141.5', local_gamma_transition: 131.5 },
      },
    });
    const read = r.ok ? r.value : undefined;
    expect(flipDetailOf(withFlowBlock(read, 'key_levels')).localTransition).toBe(132.84);
    expect(flipDetailOf(withFlowBlock(read, 'key_levels_structural')).localTransition).toBe(131.5);
    expect(levelsOf(withFlowBlock(read, 'key_levels_structural'))?.gamma_flip).toBe(141.5);
    const empty = readAnswer('gex.withFlow', { summary: { key_levels: {} } });
    expect(flipDetailOf(withFlowBlock(empty.ok ? empty.value : undefined, 'key_levels')).localTransition).toBeNull();
    expect(flipDetailOf(withFlowBlock(undefined, 'key_levels')).localTransition).toBeNull();
  });
});
