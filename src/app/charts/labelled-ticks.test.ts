import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../ui/format';
import { labelledTicks } from './labelled-ticks';

describe('labelledTicks', () => {
  it('drops a tick whose label repeats an earlier one, keeping the first of each', () => {
    const whole = (v: number): string => String(Math.round(v));
    expect(labelledTicks([0, 0.5, 1, 1.5, 2], whole)).toEqual([
      { value: 0, label: '0' },
      { value: 0.5, label: '1' },
      { value: 1.5, label: '2' },
    ]);
  });

  it('leaves no repeated label on a money axis whose scale ticks are finer than the format', () => {
    const ticks = scaleLinear().domain([0, 2_600_000]).ticks(12);
    const format = (v: number): string => formatMoney(v, { digits: 0 });
    const labels = labelledTicks(ticks, format).map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeGreaterThan(1);
  });

  it('keeps every tick when the labels differ', () => {
    expect(labelledTicks([1, 2, 3], String).map((t) => t.value)).toEqual([1, 2, 3]);
  });
});
