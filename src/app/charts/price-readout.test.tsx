// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceBar } from './price-bars';
import { PriceReadout } from './price-readout';

// 16:30 UTC on Wed 2026-11-18 is 11:30 in New York (EST, UTC−5).
const BAR: PriceBar = {
  time: Date.UTC(2026, 10, 18, 16, 30) / 1000,
  open: 589.5,
  high: 591.25,
  low: 588.1,
  close: 590,
  volume: 1_240_000,
};

function readout(): HTMLElement {
  return screen.getByTestId('price-readout');
}

afterEach(cleanup);

describe('the price read-out above the chart', () => {
  it('reads the bar under the crosshair: Eastern time, O/H/L/C with cents and compact volume', () => {
    render(<PriceReadout bar={BAR} daily={false} hovering />);
    expect(readout().getAttribute('data-hovering')).toBe('true');
    expect(readout().textContent).toBe('Nov 18, 11:30 ETO 589.50H 591.25L 588.10C 590.00Vol 1.24M');
  });

  it('marks the newest bar as the last one when nothing is hovered', () => {
    render(<PriceReadout bar={BAR} daily={false} hovering={false} />);
    expect(readout().getAttribute('data-hovering')).toBe('false');
    expect(screen.getByText('last · Nov 18, 11:30 ET')).toBeTruthy();
  });

  it('shows "—" for a volume the source did not give, never 0', () => {
    render(<PriceReadout bar={{ ...BAR, volume: null }} daily={false} hovering />);
    expect(screen.getByText('Vol —')).toBeTruthy();
    expect(readout().textContent).not.toContain('Vol 0');
  });

  it('dates a daily bar by its session (stamped at UTC midnight), without a clock time', () => {
    render(<PriceReadout bar={{ ...BAR, time: Date.UTC(2026, 10, 18) / 1000 }} daily hovering />);
    expect(readout().textContent).toContain('Nov 18, 2026');
    expect(readout().textContent).not.toContain('ET');
  });

  it('colours the prices by the bar direction', () => {
    render(<PriceReadout bar={{ ...BAR, close: 588.5 }} daily={false} hovering />);
    expect(screen.getByText('588.50').className).toContain('text-down');
    cleanup();
    render(<PriceReadout bar={BAR} daily={false} hovering />);
    expect(screen.getByText('590.00').className).toContain('text-up');
  });

  it('draws nothing before the first bar', () => {
    render(<PriceReadout bar={null} daily={false} hovering={false} />);
    expect(screen.queryByTestId('price-readout')).toBeNull();
  });
});
