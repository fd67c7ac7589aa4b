// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatIv } from '../ui/format';
import type { CellIndex } from './heatmap-model';
import { IvSurfaceHeatmap } from './iv-surface-heatmap';

// jsdom draws no canvas (the browser tests do); this reads the hover, the click and the SVG overlay.
// Layout the chart fixes at its 640 px fallback width and 340 px height: a 510 × 298 px plot.
const PLOT_W = 510;
const PLOT_H = 298;

const MONEYNESS = [0.95, 1.05];
const DTE = [7, 30, 60];

function renderSurface(onSelect?: (cell: CellIndex) => void): void {
  render(
    <IvSurfaceHeatmap
      rows={MONEYNESS}
      cols={DTE}
      values={[
        [0.21, 0.2, null],
        [0.15, 0.16, 0.17],
      ]}
      rowLabel="moneyness (K/S)"
      colLabel="days to expiry"
      formatRow={(v) => v.toFixed(2)}
      formatCol={(v) => `${v}d`}
      formatValue={(v) => formatIv(v, 0)}
      readout={(c) => <span>cell {`${MONEYNESS[c.row]} × ${DTE[c.col]}d`}</span>}
      label="IV surface"
      {...(onSelect ? { onSelect } : {})}
    />,
  );
}

function canvas(): HTMLElement {
  return screen.getByTestId('iv-surface-canvas');
}

beforeEach(() => {
  // No 2D context: the chart skips drawing, as it does before a canvas is ready.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the IV surface heatmap', () => {
  it('labels both axes with their units and the colour legend with IV and "no quote"', () => {
    renderSurface();
    for (const text of ['7d', '30d', '60d', '0.95', '1.05', 'moneyness (K/S)', 'days to expiry', 'no quote']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('20%')).toBeTruthy();
  });

  it('reads out the cell under the pointer, the lowest moneyness at the bottom', () => {
    renderSurface();
    expect(screen.getByText('Hover a cell for IV, strike, delta, OI and volume.')).toBeTruthy();
    fireEvent.mouseMove(canvas(), { clientX: 5, clientY: 5 });
    expect(screen.getByText('cell 1.05 × 7d')).toBeTruthy();
    fireEvent.mouseMove(canvas(), { clientX: PLOT_W - 1, clientY: PLOT_H - 1 });
    expect(screen.getByText('cell 0.95 × 60d')).toBeTruthy();
    fireEvent.mouseLeave(canvas());
    expect(screen.queryByText(/^cell /)).toBeNull();
  });

  it('hands the clicked cell to the page', () => {
    const onSelect = vi.fn();
    renderSurface(onSelect);
    fireEvent.click(canvas(), { clientX: PLOT_W / 2, clientY: PLOT_H - 1 });
    expect(onSelect).toHaveBeenCalledWith({ row: 0, col: 1 });
  });
});
