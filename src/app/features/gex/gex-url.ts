/**
 * The GEX workspace's view state in the URL: dte_filter, tab, profile metric, level basis, the price
 * chart's timeframe and the levels switched off on it.
 */
import { DTE_FILTERS, type DteFilter } from '../../../api/dte-filter';
import type { ExposureMetric } from '../../charts/exposure-rows';

export const TABS = ['heatmap', 'intraday', 'timeseries'] as const;
export type GexTab = (typeof TABS)[number];
export type LevelBasis = 'flow' | 'structural';

/** What the published price sources allow: minute bars of the GEX profile rolled up, and daily candles. */
export const TIMEFRAMES = ['1m', '5m', '15m', '1d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** The levels the price chart can show, each with its own toggle. */
export const CHART_LEVELS = ['gamma_flip', 'local_transition', 'call_wall', 'put_wall', 'max_pain'] as const;
export type ChartLevelKey = (typeof CHART_LEVELS)[number];

export interface GexView {
  readonly dte: DteFilter;
  readonly tab: GexTab;
  readonly metric: ExposureMetric;
  readonly basis: LevelBasis;
  readonly timeframe: Timeframe;
  /** Levels switched off on the chart (every level is on by default). */
  readonly hidden: readonly ChartLevelKey[];
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, dflt: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : dflt;
}

function levelList(raw: string | null): ChartLevelKey[] {
  if (!raw) return [];
  const asked = new Set(raw.split(','));
  // In the canonical order, so one view has one URL.
  return CHART_LEVELS.filter((k) => asked.has(k));
}

export function readGexView(p: URLSearchParams): GexView {
  return {
    dte: oneOf(DTE_FILTERS, p.get('dte_filter'), 'all'),
    tab: oneOf(TABS, p.get('tab'), 'intraday'),
    metric: oneOf(['gex', 'charm', 'vanna'] as const, p.get('metric'), 'gex'),
    basis: oneOf(['flow', 'structural'] as const, p.get('levels'), 'flow'),
    timeframe: oneOf(TIMEFRAMES, p.get('tf'), '5m'),
    hidden: levelList(p.get('hide')),
  };
}

const DEFAULTS: GexView = { dte: 'all', tab: 'intraday', metric: 'gex', basis: 'flow', timeframe: '5m', hidden: [] };
const NAMES: Readonly<Record<keyof GexView, string>> = {
  dte: 'dte_filter',
  tab: 'tab',
  metric: 'metric',
  basis: 'levels',
  timeframe: 'tf',
  hidden: 'hide',
};

function serialise(v: string | readonly string[]): string {
  return typeof v === 'string' ? v : levelList(v.join(',')).join(',');
}

/** A copy of the params with one view field changed; defaults are left out to keep links short. */
export function withGexView(p: URLSearchParams, change: Partial<GexView>): URLSearchParams {
  const out = new URLSearchParams(p);
  for (const [k, v] of Object.entries(change) as [keyof GexView, string | readonly string[]][]) {
    const value = serialise(v);
    if (value === serialise(DEFAULTS[k])) out.delete(NAMES[k]);
    else out.set(NAMES[k], value);
  }
  return out;
}

/** The hidden list with one level switched. */
export function toggleLevel(hidden: readonly ChartLevelKey[], key: ChartLevelKey): ChartLevelKey[] {
  return hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key];
}
