// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatPercentChange } from '../ui/format';
import { DivergingBarChart, type BarSeries } from './diverging-bar-chart';

const CALL_PUT: readonly BarSeries[] = [
  { id: 'call', label: 'call', color: '#22c55e' },
  { id: 'put', label: 'put', color: '#ef4444' },
];
// Layout the chart fixes: 6 px above the first row; two series with printed values take 30 px a row.
const TOP = 6;
const ROW_H = 30;

function chart(): HTMLElement {
  return screen.getByRole('img', { name: 'Net premium by strike' });
}

afterEach(cleanup);

describe('a diverging bar chart as a trader reads it', () => {
  it('prints signed money with a typographic minus and reads a null as "—", never 0', () => {
    render(
      <DivergingBarChart
        label="Net premium by strike"
        valueLabel="net premium ($)"
        series={CALL_PUT}
        formatValue={(v) => formatMoney(v, { signed: true })}
        showValues
        rows={[
          { key: '590', label: '590', values: [1_240_000, -340_000] },
          { key: '595', label: '595', values: [null, 0] },
        ]}
      />,
    );
    // Values printed at the bars' ends, and the axis ticks either side of zero.
    expect(screen.getByText('+$1.24M')).toBeTruthy();
    expect(screen.getByText('−$340K')).toBeTruthy();
    expect(screen.getByText('−$2M')).toBeTruthy();
    expect(screen.getByText('+$2M')).toBeTruthy();
    expect(screen.getByText('net premium ($)')).toBeTruthy();
    expect(screen.queryByText('-$340K')).toBeNull();

    fireEvent.mouseMove(chart(), { clientX: 100, clientY: TOP + ROW_H + 5 });
    const readout = screen.getByText('call —').parentElement!;
    // A measured zero stays "$0": only the unobserved call reads "—".
    expect(readout.textContent).toBe('595call —put $0');
    fireEvent.mouseMove(chart(), { clientX: 100, clientY: TOP + 5 });
    expect(screen.getByText('call +$1.24M')).toBeTruthy();
    expect(screen.getByText('put −$340K')).toBeTruthy();

    fireEvent.mouseLeave(chart());
    expect(screen.getByText('Hover a bar for its values.')).toBeTruthy();
  });

  it('prints percent changes with their sign', () => {
    render(
      <DivergingBarChart
        label="Net premium by strike"
        valueLabel="change (%)"
        series={[{ id: 'chg', label: 'change', color: '#60a5fa' }]}
        formatValue={(v) => formatPercentChange(v)}
        showValues
        rows={[
          { key: 'up', label: 'Mon', values: [0.012] },
          { key: 'down', label: 'Tue', values: [-0.031] },
          { key: 'none', label: 'Wed', values: [null] },
        ]}
      />,
    );
    expect(screen.getByText('+1.2%')).toBeTruthy();
    expect(screen.getByText('−3.1%')).toBeTruthy();
    // The unobserved day draws no bar and prints no value.
    expect(screen.queryByText('+0.0%')).toBeNull();
    expect(chart().querySelectorAll('rect[fill="#60a5fa"]')).toHaveLength(2);
  });

  it('says so when there is nothing to draw', () => {
    render(<DivergingBarChart label="x" valueLabel="y" series={CALL_PUT} formatValue={String} rows={[]} />);
    expect(screen.getByText('No rows to draw.')).toBeTruthy();
  });
});
