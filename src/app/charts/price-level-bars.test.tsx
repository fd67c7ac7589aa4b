// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../ui/format';
import { PriceLevelBars } from './price-level-bars';

afterEach(cleanup);

/** Everything written on the row of one price level: its label, then its value. */
function rowText(label: string): string | null {
  return screen.getByText(label).closest('g')!.textContent;
}

function renderLevels(): void {
  render(
    <PriceLevelBars
      label="Off-exchange dollars by price level"
      valueLabel="off-exchange notional ($)"
      formatValue={(v) => formatMoney(v)}
      markKey="589.50"
      markLabel="nearest last price"
      readout={(key) => <span>level {key} detail</span>}
      rows={[
        { key: '590.00', label: '590.00', value: 2_500_000 },
        { key: '589.50', label: '589.50', value: 1_240_000 },
        { key: '589.00', label: '589.00', value: null },
      ]}
    />,
  );
}

describe('price-level bars as a trader reads them', () => {
  it('prints each level in dollars and an unobserved level as "—", never $0', () => {
    renderLevels();
    expect(rowText('590.00')).toBe('590.00$2.5M');
    expect(rowText('589.00')).toBe('589.00—');
    expect(screen.getByText('off-exchange notional ($)')).toBeTruthy();
  });

  it('labels the marked level and says why it is marked', () => {
    renderLevels();
    expect(rowText('▶ 589.50')).toBe('▶ 589.50$1.24M  nearest last price');
    expect(rowText('590.00')).not.toContain('▶');
  });

  it('reads out the detail of the hovered level', () => {
    renderLevels();
    expect(screen.getByText('Hover a level for its detail.')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByText('590.00').closest('g')!);
    expect(screen.getByText('level 590.00 detail')).toBeTruthy();
  });
});
