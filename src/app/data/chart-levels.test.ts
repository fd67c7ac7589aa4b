import { describe, expect, it } from 'vitest';
import type { Levels } from './readers';
import { chartLevels, readLocalTransition } from './chart-levels';

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

  it('reads local_gamma_transition from the chosen key-levels block', () => {
    const payload = {
      summary: {
        key_levels: { local_gamma_transition: 132.84 },
        key_levels_structural: { local_gamma_transition: 131.5 },
      },
    };
    expect(readLocalTransition(payload, 'key_levels')).toBe(132.84);
    expect(readLocalTransition(payload, 'key_levels_structural')).toBe(131.5);
    expect(readLocalTransition({ summary: { key_levels: {} } }, 'key_levels')).toBeNull();
  });
});
