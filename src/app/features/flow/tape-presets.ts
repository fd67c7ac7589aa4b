/**
 * Named starting points for the tape's filters. A preset is only a filter: choosing one writes its
 * values to the URL like any other filter, and the preset shown is the one the current filter equals.
 */
import { NO_FILTER, type TapeFilter } from './tape-filter';

export interface TapePreset {
  readonly id: string;
  readonly label: string;
  readonly filter: TapeFilter;
}

export const TAPE_PRESETS: readonly TapePreset[] = [
  { id: 'whales', label: 'Premium ≥ $1M', filter: { ...NO_FILTER, minPremium: 1_000_000 } },
  { id: 'sweeps', label: 'Sweeps ≥ $100k', filter: { ...NO_FILTER, orderType: 'sweep', minPremium: 100_000 } },
  { id: 'short-dated', label: '0–7 DTE', filter: { ...NO_FILTER, dteMin: 0, dteMax: 7 } },
  { id: 'conviction', label: 'Confidence ≥ 0.8', filter: { ...NO_FILTER, minConfidence: 0.8 } },
];

function sameFilter(a: TapeFilter, b: TapeFilter): boolean {
  return (
    a.tickers.join(',') === b.tickers.join(',') &&
    a.minPremium === b.minPremium &&
    a.minSize === b.minSize &&
    a.minConfidence === b.minConfidence &&
    a.optionType === b.optionType &&
    a.side === b.side &&
    a.orderType === b.orderType &&
    a.dteMin === b.dteMin &&
    a.dteMax === b.dteMax
  );
}

/** The preset the filter equals, if any. */
export function presetOf(filter: TapeFilter): TapePreset | null {
  return TAPE_PRESETS.find((p) => sameFilter(p.filter, filter)) ?? null;
}
