import { describe, expect, it } from 'vitest';
import { FOLDED_ID, overlapping, placeLabels, type LabelRequest } from './label-placement';

const label = (id: string, y: number, priority = 0): LabelRequest => ({ id, y, height: 14, priority });
const band = { top: 0, bottom: 400, gap: 2 };

describe('placeLabels', () => {
  it('leaves labels that do not collide centred on their levels', () => {
    const { placed, folded } = placeLabels([label('a', 100), label('b', 200)], band);
    expect(folded).toEqual([]);
    expect(placed).toEqual([
      { id: 'a', top: 93, height: 14, anchorY: 100 },
      { id: 'b', top: 193, height: 14, anchorY: 200 },
    ]);
  });

  it('pushes colliding labels apart around their levels, with the gap, each keeping its true y', () => {
    const { placed } = placeLabels([label('wall', 100), label('dp1', 103), label('dp2', 105)], band);
    expect(overlapping(placed, 2)).toBe(false);
    // The block is centred on the levels it stands for: its middle label stays at the middle level's y.
    const byId = Object.fromEntries(placed.map((p) => [p.id, p]));
    expect(byId.dp1!.top + 7).toBeCloseTo((100 + 103 + 105) / 3, 0);
    expect(byId.wall!.top).toBeLessThan(byId.dp1!.top);
    expect(byId.dp2!.top).toBeGreaterThan(byId.dp1!.top);
    expect(placed.map((p) => p.anchorY).sort()).toEqual([100, 103, 105]);
  });

  it('keeps labels inside the pane: a crowd at the top edge is pushed down, not off', () => {
    const { placed } = placeLabels([label('a', 1), label('b', 2), label('c', 3)], band);
    expect(Math.min(...placed.map((p) => p.top))).toBe(0);
    expect(overlapping(placed, 2)).toBe(false);
    const low = placeLabels([label('a', 399), label('b', 398)], band).placed;
    expect(Math.max(...low.map((p) => p.top + p.height))).toBeLessThanOrEqual(400);
    expect(overlapping(low, 2)).toBe(false);
  });

  it('merges a pushed block into the one above it when they meet', () => {
    const ys = [100, 101, 102, 118, 119];
    const { placed } = placeLabels(
      ys.map((y, i) => label(`l${i}`, y)),
      band,
    );
    expect(overlapping(placed, 2)).toBe(false);
    expect(placed).toHaveLength(5);
  });

  it('past the threshold folds the least important into one "+N" label among them', () => {
    const labels = [
      label('call_wall', 50, 10),
      ...Array.from({ length: 10 }, (_, i) => label(`dp${i}`, 200 + i, i)),
      label('gamma_flip', 300, 10),
    ];
    const { placed, folded } = placeLabels(labels, { ...band, maxShown: 6 });
    expect(placed).toHaveLength(6);
    expect(overlapping(placed, 2)).toBe(false);
    const ids = placed.map((p) => p.id);
    expect(ids).toContain('call_wall');
    expect(ids).toContain('gamma_flip');
    expect(ids).toContain(FOLDED_ID);
    // The three most important dark-pool labels stay; the seven others are folded.
    expect(ids.filter((id) => id.startsWith('dp')).sort()).toEqual(['dp7', 'dp8', 'dp9']);
    expect(folded).toHaveLength(7);
    const marker = placed.find((p) => p.id === FOLDED_ID)!;
    expect(marker.anchorY).toBeGreaterThanOrEqual(200);
    expect(marker.anchorY).toBeLessThanOrEqual(209);
  });

  it('folds by the room the pane has when no threshold is given', () => {
    const labels = Array.from({ length: 12 }, (_, i) => label(`l${i}`, 50 + i, i));
    const { placed, folded } = placeLabels(labels, { top: 0, bottom: 80, gap: 2 });
    // 80 px hold five 14 px labels with 2 px gaps.
    expect(placed).toHaveLength(5);
    expect(folded).toHaveLength(8);
    expect(overlapping(placed, 2)).toBe(false);
    expect(Math.max(...placed.map((p) => p.top + p.height))).toBeLessThanOrEqual(80);
  });

  it('places nothing for no labels', () => {
    expect(placeLabels([], band)).toEqual({ placed: [], folded: [] });
  });
});
