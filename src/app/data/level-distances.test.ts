import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { flipDetailOf, levelsOf, withFlowBlock } from './key-levels';
import { distancesFrom, flipTypeWords, fromLastLabel, snapshotSpotLabel } from './level-distances';

// NVDA as the issue saw it: levels computed at the 08:30 ET snapshot's spot 142.44, last trade 140.81.
const nvdaRaw = {
  ticker: 'NVDA',
  as_of: '2026-11-16T13:30:00Z',
  snapshot_slot: 'AM',
  spot: 142.44,
  gamma_flip: 145.5,
  gamma_flip_type: 'global_cumulative',
  global_gamma_flip: 145.5,
  local_gamma_transition: 141.2,
  gamma_regime: 'long',
  call_wall: 150,
  put_wall: 140,
  max_pain: 142,
  max_pain_expiry: '2026-11-20',
};
const nvdaRead = readAnswer('gex.levels', nvdaRaw);
const nvdaLevels = nvdaRead.ok ? nvdaRead.value : undefined;

describe('distancesFrom', () => {
  const levels = levelsOf(nvdaLevels)!;
  const detail = flipDetailOf(nvdaLevels);

  it('measures every level from the live price, not from the snapshot spot', () => {
    const d = distancesFrom(140.81, { ...levels, ...detail });
    expect(d.put_wall.abs).toBeCloseTo(-0.81, 6);
    expect(d.put_wall.pct).toBeCloseTo(-0.81 / 140.81, 9);
    expect(d.put_wall.pct! * 100).toBeCloseTo(-0.575, 2);
    expect(d.call_wall.abs).toBeCloseTo(9.19, 6);
    expect(d.gamma_flip.abs).toBeCloseTo(4.69, 6);
    expect(d.local_gamma_transition.level).toBe(141.2);
    expect(d.local_gamma_transition.abs).toBeCloseTo(0.39, 6);
    expect(d.max_pain.abs).toBeCloseTo(1.19, 6);
    expect(d.max_pain.pct).toBeCloseTo(1.19 / 140.81, 9);
  });

  it('follows the price: the same levels read from another last give other distances', () => {
    const before = distancesFrom(140.81, levels);
    const after = distancesFrom(139, levels);
    expect(after.put_wall.abs).toBeCloseTo(1, 6);
    expect(after.put_wall.abs).not.toBeCloseTo(before.put_wall.abs!, 3);
    expect(after.gamma_flip.pct).toBeCloseTo(6.5 / 139, 9);
  });

  it('is null (shown as "—") without a price or a level, never 0', () => {
    const noPrice = distancesFrom(null, levels);
    expect(noPrice.gamma_flip).toEqual({ level: 145.5, abs: null, pct: null });
    const noFlip = distancesFrom(140.81, { ...levels, gamma_flip: null });
    expect(noFlip.gamma_flip).toEqual({ level: null, abs: null, pct: null });
    expect(distancesFrom(140.81, null).call_wall.abs).toBeNull();
    // Without the flip detail the local transition is simply not observed.
    expect(distancesFrom(140.81, levels).local_gamma_transition.abs).toBeNull();
  });
});

describe('flip detail', () => {
  it('reads the flat /levels answer and the nested with-flow summary by basis', () => {
    expect(nvdaRead.issues).toEqual([]);
    expect(flipDetailOf(nvdaLevels)).toEqual({ globalFlip: 145.5, localTransition: 141.2 });
    expect(levelsOf(nvdaLevels)).toMatchObject({ spot: 142.44, gamma_regime: 'long', max_pain_expiry: '2026-11-20' });
    const r = readAnswer('gex.withFlow', {
      as_of: '2026-11-16T15:02:00Z',
      summary: {
        snapshot_slot: 'AM',
        key_levels: { global_gamma_flip: null, local_gamma_transition: 520.61 },
        key_levels_structural: { global_gamma_flip: 540, local_gamma_transition: 519 },
      },
    });
    const withFlow = r.ok ? r.value : undefined;
    expect(flipDetailOf(withFlowBlock(withFlow, 'key_levels')).localTransition).toBe(520.61);
    expect(flipDetailOf(withFlowBlock(withFlow, 'key_levels')).globalFlip).toBeNull();
    expect(flipDetailOf(withFlowBlock(withFlow, 'key_levels_structural')).globalFlip).toBe(540);
  });

  it('reads an upper-case regime and a decimal-string level as the values they are', () => {
    const r = readAnswer('gex.levels', { ...nvdaRaw, gamma_regime: 'SHORT', call_wall: '150' });
    const levels = levelsOf(r.ok ? r.value : undefined);
    expect(levels).toMatchObject({ gamma_regime: 'short', call_wall: 150 });
    expect(r.issues.map((i) => i.path).sort()).toEqual(['call_wall', 'gamma_regime']);
  });
});

describe('labels', () => {
  it('names what distances are measured from and the snapshot spot as such, in ET', () => {
    expect(fromLastLabel(140.81)).toBe('from last 140.81');
    expect(fromLastLabel(null)).toBe('from last —');
    expect(snapshotSpotLabel(142.44, '2026-11-16T13:30:00Z')).toBe(
      'levels computed at spot 142.44 (08:30 ET snapshot)',
    );
    expect(snapshotSpotLabel(142.44, null)).toBe('levels computed at spot 142.44 (snapshot)');
  });

  it('explains gamma_flip_type in a trader’s words', () => {
    expect(flipTypeWords('global_cumulative')).toMatch(/cumulative net GEX across all strikes crosses zero/);
    expect(flipTypeWords('local_per_strike')).toMatch(/never crosses zero/);
  });
});
