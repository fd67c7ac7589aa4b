import { describe, expect, it } from 'vitest';
import { edgeMarkers, edgeMarkerText, placeEdgeMarkers, type ChartLevel } from './edge-markers';

const LEVELS: ChartLevel[] = [
  { key: 'gamma_flip', label: 'Gamma flip', price: 168, color: '#f59e0b' },
  { key: 'call_wall', label: 'Call wall', price: 150, color: '#10b981' },
  { key: 'put_wall', label: 'Put wall', price: 140, color: '#f43f5e' },
  { key: 'max_pain', label: 'Max pain', price: 130, color: '#a78bfa' },
  { key: 'local_transition', label: 'Local γ transition', price: 125, color: '#fde68a' },
];

describe('levels outside the visible window become edge markers', () => {
  it('sends levels above the window to the top edge and below it to the bottom, with the distance from the live price', () => {
    const markers = edgeMarkers(LEVELS, { lo: 137, hi: 145 }, 140);
    expect(markers.map((m) => [m.key, m.edge])).toEqual([
      ['gamma_flip', 'top'],
      ['call_wall', 'top'],
      ['max_pain', 'bottom'],
      ['local_transition', 'bottom'],
    ]);
    const flip = markers.find((m) => m.key === 'gamma_flip')!;
    expect(flip.distance).toBe(28);
    expect(flip.distancePct).toBeCloseTo(0.2, 10);
    expect(edgeMarkerText(flip)).toBe('▲ Gamma flip 168.00 +20.0% (+28.00)');
    expect(edgeMarkerText(markers.find((m) => m.key === 'max_pain')!)).toBe('▼ Max pain 130.00 −7.1% (−10.00)');
  });

  it('keeps a level in view as a line (no marker), and one on the edge of the window counts as in view', () => {
    expect(edgeMarkers(LEVELS, { lo: 120, hi: 170 }, 140)).toEqual([]);
    expect(edgeMarkers(LEVELS, { lo: 140, hi: 168 }, 150).map((m) => m.key)).toEqual(['max_pain', 'local_transition']);
  });

  it('leaves the distance out (not 0) when there is no live price', () => {
    const [m] = edgeMarkers(LEVELS.slice(0, 1), { lo: 137, hi: 145 }, null);
    expect(m!.distance).toBeNull();
    expect(m!.distancePct).toBeNull();
    expect(edgeMarkerText(m!)).toBe('▲ Gamma flip 168.00');
  });

  it('stacks the markers from each edge, the level nearest the window first', () => {
    const placed = placeEdgeMarkers(edgeMarkers(LEVELS, { lo: 137, hi: 145 }, 140), 400, 18);
    expect(placed.map((m) => [m.key, m.y])).toEqual([
      ['call_wall', 4],
      ['gamma_flip', 22],
      ['max_pain', 378],
      ['local_transition', 360],
    ]);
  });

  it('gives a group one marker per edge: the level nearest the window, and how many more lie beyond', () => {
    const dp = (price: number): ChartLevel => ({
      key: `dp:${price}`,
      label: 'DP level',
      price,
      color: '#22d3ee',
      group: 'dark-pool levels',
    });
    const markers = edgeMarkers(
      [dp(131), dp(136), dp(133), dp(142), dp(152), ...LEVELS.slice(3, 4)],
      { lo: 137, hi: 145 },
      140,
    );
    expect(markers.map((m) => [m.key, m.edge, m.more])).toEqual([
      ['dp:136', 'bottom', 2],
      ['dp:152', 'top', 0],
      ['max_pain', 'bottom', 0],
    ]);
    expect(edgeMarkerText(markers[0]!)).toBe('▼ DP level 136.00 −2.9% (−4.00) · 2 more dark-pool levels below');
    expect(edgeMarkerText(markers[1]!)).toBe('▲ DP level 152.00 +8.6% (+12.00)');
  });
});
