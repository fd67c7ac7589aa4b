import { describe, expect, it } from 'vitest';
import { newestInView } from './use-live-edge';

describe('newestInView: whether the chart still follows live', () => {
  it('follows while the newest bar is in the candles’ area, left of the label column', () => {
    // A 1000 px pane keeps 140 px for the labels: the candles end at 860.
    expect(newestInView(850, 1000)).toBe(true);
    expect(newestInView(0, 1000)).toBe(true);
  });

  it('is away once the newest bar is panned under the labels or past either edge', () => {
    expect(newestInView(900, 1000)).toBe(false);
    expect(newestInView(1200, 1000)).toBe(false);
    expect(newestInView(-5, 1000)).toBe(false);
    // A phone's column is narrower (100 px).
    expect(newestInView(520, 600)).toBe(false);
    expect(newestInView(480, 600)).toBe(true);
  });

  it('with no bars, or no pane yet, there is nothing to go back to', () => {
    expect(newestInView(null, 1000)).toBe(true);
    expect(newestInView(500, 0)).toBe(true);
  });
});
