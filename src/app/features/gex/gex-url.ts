/** The GEX workspace's view state in the URL: dte_filter, tab, profile metric and level basis. */
import { DTE_FILTERS, type DteFilter } from '../../../api/dte-filter';
import type { ExposureMetric } from '../../charts/exposure-rows';

export const TABS = ['heatmap', 'intraday', 'timeseries'] as const;
export type GexTab = (typeof TABS)[number];
export type LevelBasis = 'flow' | 'structural';

export interface GexView {
  readonly dte: DteFilter;
  readonly tab: GexTab;
  readonly metric: ExposureMetric;
  readonly basis: LevelBasis;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, dflt: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : dflt;
}

export function readGexView(p: URLSearchParams): GexView {
  return {
    dte: oneOf(DTE_FILTERS, p.get('dte_filter'), 'all'),
    tab: oneOf(TABS, p.get('tab'), 'intraday'),
    metric: oneOf(['gex', 'charm', 'vanna'] as const, p.get('metric'), 'gex'),
    basis: oneOf(['flow', 'structural'] as const, p.get('levels'), 'flow'),
  };
}

const DEFAULTS: GexView = { dte: 'all', tab: 'intraday', metric: 'gex', basis: 'flow' };
const NAMES: Readonly<Record<keyof GexView, string>> = {
  dte: 'dte_filter',
  tab: 'tab',
  metric: 'metric',
  basis: 'levels',
};

/** A copy of the params with one view field changed; defaults are left out to keep links short. */
export function withGexView(p: URLSearchParams, change: Partial<GexView>): URLSearchParams {
  const out = new URLSearchParams(p);
  for (const [k, v] of Object.entries(change) as [keyof GexView, string][]) {
    if (v === DEFAULTS[k]) out.delete(NAMES[k]);
    else out.set(NAMES[k], v);
  }
  return out;
}
