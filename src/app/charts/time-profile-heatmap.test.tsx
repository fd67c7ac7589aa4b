// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCompact, formatPrice } from '../ui/format';
import { TimeProfileHeatmap } from './time-profile-heatmap';

// jsdom draws no canvas (the browser tests do); this reads the level labels, the hover and the legend.
// Layout the chart fixes at its 640 px fallback width and 380 px height: a 412 × 338 px cell plot.
const PLOT_W = 412;
const PLOT_H = 338;

const PRICES = [589, 589.5, 590, 590.5];
const BUCKETS = ['09:30', '09:35', '09:40'];

function renderProfile(): void {
  render(
    <TimeProfileHeatmap
      prices={PRICES}
      buckets={BUCKETS}
      values={[
        [100, null, 50],
        [800, 1200, 400],
        [300, 200, null],
        [null, null, 20],
      ]}
      rowTotals={[150, 2400, 500, 20]}
      pocRow={1}
      valRow={1}
      vahRow={2}
      markers={[{ col: 1, row: 1, weight: 1, label: 'block 1,200 sh at 589.50' }]}
      formatPrice={(v) => formatPrice(v)}
      formatShares={(v) => formatCompact(v)}
      readout={(c) => <span>{`${BUCKETS[c.col]} @ ${formatPrice(PRICES[c.row])}`}</span>}
      label="Time-price profile"
    />,
  );
}

beforeEach(() => {
  // No 2D context: the chart skips drawing, as it does before a canvas is ready.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the time-price profile', () => {
  it('names the point of control and the value area by their prices', () => {
    renderProfile();
    expect(screen.getByText('POC 589.50')).toBeTruthy();
    expect(screen.getByText('VAH 590.00')).toBeTruthy();
    expect(screen.getByText('VAL 589.50')).toBeTruthy();
    expect(screen.getByText('block 1,200 sh at 589.50')).toBeTruthy();
  });

  it('labels its axes in ET buckets and dollars', () => {
    renderProfile();
    for (const text of ['09:30', '09:35', '09:40', 'time (ET, 5-min buckets)', 'price ($)', 'shares at price']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('589.00')).toBeTruthy();
  });

  it('reads out the bucket and price under the pointer, the lowest price at the bottom', () => {
    renderProfile();
    const readout = screen.getByTestId('profile-readout');
    expect(readout.textContent).toContain('Hover a cell for time, price, shares');
    const canvas = screen.getByTestId('time-profile-canvas');
    fireEvent.mouseMove(canvas, { clientX: 1, clientY: PLOT_H - 1 });
    expect(readout.textContent).toBe('09:30 @ 589.00');
    fireEvent.mouseMove(canvas, { clientX: PLOT_W - 1, clientY: 1 });
    expect(readout.textContent).toBe('09:40 @ 590.50');
    fireEvent.mouseLeave(canvas);
    expect(readout.textContent).toContain('Hover a cell');
  });
});
